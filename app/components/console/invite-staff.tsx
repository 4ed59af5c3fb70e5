import { Form, useNavigation } from "react-router";
import { roleLabels } from "~/domain/console/user-forms";
import { STAFF_ROLES } from "~/domain/enums";
import { Button } from "../ui/button";
import { inputClasses } from "../ui/input";
import { selectClasses } from "./client-fields";
import { usersActionUrl } from "./users-urls";
import { LabelledOptions } from "../ui/form-field";

/**
 * "Invite staff" on the Users tab (docs/access-audit.md § 7): an admin invites a colleague by
 * e-mail as an admin or an editor (docs/decisions/060-what-an-editor-may-do.md). The post is confirmed before it
 * acts (AccessConfirmPanel); the operator's command (`npm run admin -- create-admin`) stays for
 * the first admin.
 */
export function InviteStaff({
  search,
  values,
  errors,
}: {
  search: string;
  values?: Record<string, string>;
  errors?: Record<string, string>;
}) {
  const navigation = useNavigation();
  const pending =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === "invite-staff" &&
    navigation.formData.get("confirmed") !== "yes";
  const emailError = errors?.email;
  const roleError = errors?.role;
  return (
    <details
      className="rounded-xl border border-line bg-surface p-4"
      open={Boolean(emailError || roleError)}
    >
      <summary className="cursor-pointer text-sm font-semibold text-brand-700">
        Invite staff
      </summary>
      <Form
        method="post"
        action={usersActionUrl(search)}
        className="mt-3 flex flex-wrap items-end gap-2"
      >
        <input type="hidden" name="intent" value="invite-staff" />
        <input type="hidden" name="back" value={search} />
        <div className="grid min-w-0 flex-1 gap-1 sm:max-w-sm">
          <label
            htmlFor="invite-staff-email"
            className="text-sm font-medium text-ink-900"
          >
            Colleague's e-mail address
          </label>
          <input
            id="invite-staff-email"
            type="email"
            name="email"
            required
            autoComplete="off"
            defaultValue={values?.email}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={
              emailError ? "invite-staff-email-error" : "invite-staff-role-hint"
            }
            className={inputClasses}
          />
          {emailError ? (
            <p
              id="invite-staff-email-error"
              className="text-sm text-danger-700"
            >
              {emailError}
            </p>
          ) : null}
        </div>
        <div className="grid gap-1">
          <label
            htmlFor="invite-staff-role"
            className="text-sm font-medium text-ink-900"
          >
            Role
          </label>
          <select
            id="invite-staff-role"
            name="role"
            required
            defaultValue={
              STAFF_ROLES.find((role) => role === values?.role) ?? "admin"
            }
            aria-invalid={roleError ? true : undefined}
            aria-describedby={
              roleError ? "invite-staff-role-error" : "invite-staff-role-hint"
            }
            className={selectClasses}
          >
            <LabelledOptions values={STAFF_ROLES} labels={roleLabels} />
          </select>
          {roleError ? (
            <p id="invite-staff-role-error" className="text-sm text-danger-700">
              {roleError}
            </p>
          ) : null}
        </div>
        <Button
          type="submit"
          variant="secondary"
          pending={pending}
          pendingLabel="Checking…"
        >
          Invite staff
        </Button>
        <p
          id="invite-staff-role-hint"
          className="w-full text-sm text-text-muted"
        >
          An admin has the whole console; an editor the content studio, the
          newsletter (without the subscriber export) and the answers the
          assistant gives.
        </p>
      </Form>
    </details>
  );
}
