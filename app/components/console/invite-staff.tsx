import { Form, useNavigation } from "react-router";
import { Button } from "../ui/button";
import { inputClasses } from "../ui/input";
import { usersActionUrl } from "./users-urls";

/**
 * "Invite staff" on the Users tab (docs/access-audit.md § 7): an admin invites another admin by
 * e-mail. The post is confirmed before it acts (AccessConfirmPanel); the operator's command
 * (`npm run admin -- create-admin`) stays for the first admin.
 */
export function InviteStaff({
  search,
  value,
  error,
}: {
  search: string;
  value?: string;
  error?: string;
}) {
  const navigation = useNavigation();
  const pending =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === "invite-staff" &&
    navigation.formData.get("confirmed") !== "yes";
  return (
    <details
      className="rounded-xl border border-line bg-surface p-4"
      open={Boolean(error)}
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
            defaultValue={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={
              error ? "invite-staff-email-error" : "invite-staff-email-hint"
            }
            className={inputClasses}
          />
          {error ? (
            <p
              id="invite-staff-email-error"
              className="text-sm text-danger-700"
            >
              {error}
            </p>
          ) : (
            <p id="invite-staff-email-hint" className="text-sm text-text-muted">
              They join as an admin of the console.
            </p>
          )}
        </div>
        <Button
          type="submit"
          variant="secondary"
          pending={pending}
          pendingLabel="Checking…"
        >
          Invite staff
        </Button>
      </Form>
    </details>
  );
}
