import { Form, useLocation } from "react-router";
import { Pagination } from "~/components/ui/page-states";
import {
  AccessConfirmPanel,
  AwaitingAccess,
} from "~/components/console/awaiting-access";
import { InviteStaff } from "~/components/console/invite-staff";
import { ConfirmAccountAction } from "~/components/console/user-account-actions";
import {
  UsersTable,
  type UserEditState,
} from "~/components/console/users-table";
import { listSearch } from "~/components/console/users-urls";
import { Button } from "~/components/ui/button";
import { withSearchParams } from "~/components/ui/data-table";
import { inputClasses } from "~/components/ui/input";
import { PageToast } from "~/components/ui/toaster";
import { consolePageMeta } from "~/content/console-page-meta";
import type { FormResult } from "~/domain/forms/form-result";
import type { AccessActionData } from "~/domain/console/access-views";
import { CONSOLE_HEADERS } from "~/server/console/console-frame.server";
import {
  usersTabAction,
  usersTabLoader,
} from "~/server/console/users-tab.handler.server";
import type { Route } from "./+types/users-tab";

export const loader = (args: Route.LoaderArgs) => usersTabLoader(args);
export const action = (args: Route.ActionArgs) => usersTabAction(args);
export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

export const meta: Route.MetaFunction = () => consolePageMeta("Users");

type UsersActionData = FormResult & { intent?: string; editing?: string };

export default function UsersTab({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const location = useLocation();
  const search = listSearch(location.search);
  const failed = actionData as UsersActionData | undefined;
  // A refused save keeps its row open with what was chosen and the field's message.
  const edit: UserEditState | null =
    failed?.intent === "update" && failed.editing
      ? {
          profileId: failed.editing,
          values: failed.values,
          fieldErrors: failed.fieldErrors,
        }
      : loaderData.editing
        ? { profileId: loaderData.editing }
        : null;
  const { page } = loaderData;
  // The access panel's answers (docs/access-audit.md): a question to confirm, or a refused post.
  const access = actionData as AccessActionData | undefined;
  const accessConfirm = access?.accessConfirm ?? null;
  const grantFailure =
    access?.intent === "grant-access" && !access.ok && access.profileId
      ? {
          profileId: access.profileId,
          values: access.values,
          fieldErrors: access.fieldErrors,
        }
      : null;
  const inviteFailure =
    access?.intent === "invite-staff" && !access.ok ? access : null;
  return (
    // Not a named region: the table's own region is "Users" (axe landmark-unique, docs/access-audit.md).
    <section
      // minmax(0, 1fr): the table scrolls inside its own region instead of widening the page.
      className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-4"
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h2
            id="users-heading"
            className="text-2xl font-bold tracking-tight text-ink-900"
          >
            Users
          </h2>
          <p className="text-sm text-text-muted">
            {page.total === 1 ? "1 user" : `${page.total} users`}
          </p>
        </div>
        <Form
          method="get"
          action="/lead_admin"
          role="search"
          className="flex w-full flex-wrap items-end gap-2 sm:w-auto"
        >
          <label htmlFor="users-search" className="sr-only">
            Search users
          </label>
          <input
            id="users-search"
            type="search"
            name="q"
            defaultValue={loaderData.q}
            placeholder="Search by name or email..."
            className={`${inputClasses} min-w-0 flex-1 sm:w-72`}
          />
          <Button type="submit" variant="secondary">
            Search
          </Button>
        </Form>
      </div>
      <PageToast toast={failed?.toast} />
      {accessConfirm ? (
        <AccessConfirmPanel confirm={accessConfirm} search={search} />
      ) : null}
      <AwaitingAccess
        data={loaderData}
        search={search}
        failure={grantFailure}
      />
      <InviteStaff
        search={search}
        values={inviteFailure?.values}
        errors={inviteFailure?.fieldErrors}
      />
      {loaderData.confirm ? (
        <ConfirmAccountAction confirm={loaderData.confirm} search={search} />
      ) : null}
      <UsersTable data={loaderData} search={search} edit={edit} />
      <Pagination
        info={page}
        basePath="/lead_admin"
        label="Users pages"
        hrefFor={(n) =>
          withSearchParams("/lead_admin", search, {
            page: n === 1 ? null : n,
            edit: null,
            confirm: null,
            user: null,
          })
        }
      />
    </section>
  );
}
