import { Form, Link, useNavigation } from "react-router";
import { isStaffRole, USER_ROLES } from "~/domain/enums";
import { NO_CLIENT, roleLabels } from "~/domain/console/user-forms";
import type { UserRowView, UsersPageData } from "~/domain/console/user-views";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import { buttonClasses } from "../ui/button-link";
import {
  DataTable,
  withSearchParams,
  type TableColumn,
} from "../ui/data-table";
import { EmailText } from "../ui/email-text";
import { cx } from "../ui/cx";
import { editControlId, useEditReturnFocus } from "../ui/edit-focus";
import { UserAccountAction, accountIntentsFor } from "./user-account-actions";
import { usersActionUrl } from "./users-urls";
import { LabelledOptions } from "../ui/form-field";

export type UserEditState = {
  profileId: string;
  values?: Record<string, string>;
  fieldErrors?: Record<string, string>;
};

const selectClasses =
  "min-h-11 w-full min-w-36 rounded-lg border border-line bg-surface px-3 text-sm text-ink-900 aria-invalid:border-danger-700";

/**
 * The console's Users table: User, Email, Role, Client, Joined, Actions. The row
 * being edited shows Role and Client as selects tied to the row's own form (the `form`
 * attribute: a form cannot wrap a table row), so Save is a plain post without JavaScript.
 */
export function UsersTable({
  data,
  search,
  edit,
}: {
  data: UsersPageData;
  /** The list's query string ("?q=…"), kept by links and posts. */
  search: string;
  edit: UserEditState | null;
}) {
  useEditReturnFocus("user", edit?.profileId ?? null);
  const columns: TableColumn<UserRowView>[] = [
    {
      id: "user",
      header: "User",
      meta: { sortKey: "name", rowHeader: true },
      cell: (row) => (
        <span className="flex flex-wrap items-center gap-2">
          {row.name}
          {row.isYou ? <Badge tone="brand">You</Badge> : null}
          {row.disabled ? <Badge tone="danger">Disabled</Badge> : null}
        </span>
      ),
    },
    {
      id: "email",
      header: "Email",
      meta: { sortKey: "email", className: "min-w-[11rem]" },
      cell: (row) => <EmailText email={row.email} />,
    },
    {
      id: "role",
      header: "Role",
      cell: (row) =>
        edit?.profileId === row.profileId ? (
          <EditSelect user={row} edit={edit} field="role">
            <LabelledOptions values={USER_ROLES} labels={roleLabels} />
          </EditSelect>
        ) : (
          <Badge tone={isStaffRole(row.role) ? "brand" : "neutral"}>
            {row.roleLabel}
          </Badge>
        ),
    },
    {
      id: "client",
      header: "Client",
      cell: (row) =>
        edit?.profileId === row.profileId ? (
          <EditSelect user={row} edit={edit} field="clientId">
            <option value={NO_CLIENT}>No client</option>
            {data.clients.map((client) => (
              <option key={client.id} value={client.id}>
                {client.name}
              </option>
            ))}
          </EditSelect>
        ) : (
          (row.clientName ?? <span className="text-text-muted">No client</span>)
        ),
    },
    {
      id: "joined",
      header: "Joined",
      meta: { sortKey: "joined", className: "whitespace-nowrap" },
      cell: (row) => row.joined,
    },
    {
      id: "actions",
      header: "Actions",
      cell: (row) =>
        edit?.profileId === row.profileId ? (
          <EditActions user={row} search={search} />
        ) : (
          <RowActions user={row} search={search} />
        ),
    },
  ];
  return (
    <DataTable
      caption="Users"
      columns={columns}
      rows={data.users}
      rowId={(user) => user.profileId}
      sort={data.sort}
      sortHref={(key, direction) =>
        withSearchParams("/lead_admin", search, {
          sort: key,
          dir: direction,
          page: null,
          edit: null,
        })
      }
      rowClassName={(user) =>
        edit?.profileId === user.profileId ? "bg-brand-50" : undefined
      }
      empty={
        <p className="rounded-xl border border-line bg-surface p-6 text-sm text-text-muted">
          {data.q ? "No users found matching your search." : "No users yet."}
        </p>
      }
    />
  );
}

const formIdOf = (profileId: string) => `edit-user-${profileId}`;

function EditSelect({
  user,
  edit,
  field,
  children,
}: {
  user: UserRowView;
  edit: UserEditState;
  field: "role" | "clientId";
  children: React.ReactNode;
}) {
  const id = `${field}-${user.profileId}`;
  const error = edit.fieldErrors?.[field];
  const current =
    edit.values?.[field] ??
    (field === "role" ? user.role : (user.clientId ?? NO_CLIENT));
  const errors = edit.fieldErrors ?? {};
  const firstError = (["role", "clientId"] as const).find(
    (name) => errors[name],
  );
  return (
    <div className="relative grid gap-1">
      {/* Visible, with the person's name for a screen reader (the row's other cells are not read). */}
      <label htmlFor={id} className="text-xs font-semibold text-ink-800">
        {field === "role" ? "Role" : "Client"}
        <span className="sr-only"> for {user.name}</span>
      </label>
      <select
        id={id}
        // Opening the row focuses Role, after a refused save the first field in error: the
        // person asked for this row's fields (docs/access-audit.md), so focus there is expected.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={(firstError ?? "role") === field || undefined}
        name={field}
        form={formIdOf(user.profileId)}
        defaultValue={current}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={selectClasses}
      >
        {children}
      </select>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function EditActions({ user, search }: { user: UserRowView; search: string }) {
  const navigation = useNavigation();
  const saving =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === "update" &&
    navigation.formData.get("profileId") === user.profileId;
  return (
    <Form
      method="post"
      action={usersActionUrl(search)}
      id={formIdOf(user.profileId)}
      className="relative flex gap-2"
    >
      <input type="hidden" name="intent" value="update" />
      <input type="hidden" name="profileId" value={user.profileId} />
      <input type="hidden" name="back" value={search} />
      <Button type="submit" pending={saving} pendingLabel="Saving…">
        Save
      </Button>
      <Link
        to={withSearchParams("/lead_admin", search, { edit: null })}
        className={buttonClasses("secondary")}
        preventScrollReset
      >
        Cancel
      </Link>
    </Form>
  );
}

function RowActions({ user, search }: { user: UserRowView; search: string }) {
  return (
    // relative: the links' visually hidden text is placed inside the table's scroll region,
    // not at the far right of the page (which would widen a phone's page).
    <div className="relative flex items-center gap-1 whitespace-nowrap">
      <Link
        id={editControlId("user", user.profileId)}
        to={withSearchParams("/lead_admin", search, {
          edit: user.profileId,
          confirm: null,
          user: null,
        })}
        preventScrollReset
        className={cx(
          "inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline",
        )}
      >
        Edit<span className="sr-only"> {user.name}</span>
      </Link>
      {accountIntentsFor(user).map((intent) => (
        <UserAccountAction
          key={intent}
          user={user}
          intent={intent}
          search={search}
        />
      ))}
    </div>
  );
}
