import { format } from "date-fns";
import { data } from "react-router";
import {
  grantAccessSchema,
  inviteStaffSchema,
  staffRoleWithArticle,
} from "~/domain/console/access-forms";
import type {
  AccessActionData,
  AccessPanelData,
} from "~/domain/console/access-views";
import { roleLabels } from "~/domain/console/user-forms";
import { parseForm, textField } from "../auth/account-form.server";
import { redirectWithToast } from "../http/flash-toast.server";
import { getAppServices } from "../services.server";
import { CONSOLE_HEADERS, consoleFailures } from "./console-frame.server";
import {
  unsafeFindActiveClient,
  unsafeFindAwaiting,
  unsafeGrantAccess,
  unsafeInviteStaff,
  unsafeListAwaitingAccess,
} from "./unsafe-access-requests.server";
import type { StaffScope, AdminScope } from "./staff-scope.server";
import type { ClientChoice } from "./unsafe-user-list.server";

/**
 * The Users tab's access panel (docs/access-audit.md § 6 and 7): its data, and its two actions.
 * Only called by users-page.server.ts after requireStaff. Each action is two posts: without
 * `confirmed=yes` it answers with the question (200), with it it acts and redirects.
 */
export async function accessPanelData(
  scope: StaffScope,
  /** Every client with its status (the Users tab reads them once for both of its selects). */
  clients: ClientChoice[],
): Promise<AccessPanelData> {
  const awaiting = await unsafeListAwaitingAccess(scope);
  // Access is granted to an active client only (unsafeGrantAccess checks it again).
  const activeClients = clients
    .filter((client) => client.status === "active")
    .map(({ id, name }) => ({ id, name }));
  return {
    awaiting: {
      total: awaiting.total,
      people: awaiting.people.map(({ since, ...person }) => ({
        ...person,
        since: format(since, "MMM d, yyyy"),
      })),
    },
    activeClients,
  };
}

const confirmed = (form: FormData) => textField(form, "confirmed") === "yes";

export async function grantAccessAction(
  scope: AdminScope,
  form: FormData,
  back: string,
) {
  const intent = "grant-access";
  const values = {
    clientId: textField(form, "clientId"),
    role: textField(form, "role"),
  };
  const profileId = textField(form, "profileId");
  const failed = consoleFailures(
    { intent, profileId } satisfies Partial<AccessActionData>,
    { title: "Failed to grant access", values },
  );
  const parsed = parseForm(grantAccessSchema, form, [
    "profileId",
    "clientId",
    "role",
  ]);
  if (!parsed.ok)
    return failed(
      Object.values(parsed.fieldErrors)[0] ?? "Choose a client and a role.",
      parsed.fieldErrors,
    );
  const input = parsed.value;

  if (!confirmed(form)) {
    const [person, client] = await Promise.all([
      unsafeFindAwaiting(scope, input.profileId),
      unsafeFindActiveClient(scope, input.clientId),
    ]);
    if (!person)
      return failed("This person no longer awaits access: reload the page.");
    if (!client)
      return failed("Choose an active client.", {
        clientId: "Choose an active client.",
      });
    const body: AccessActionData = {
      ok: true,
      intent,
      accessConfirm: {
        intent,
        ...person,
        clientId: client.id,
        clientName: client.name,
        role: input.role,
        roleLabel: roleLabels[input.role],
      },
    };
    return data(body, { headers: CONSOLE_HEADERS });
  }

  const outcome = await unsafeGrantAccess(scope, input, {
    publicUrl: getAppServices().env.publicUrl,
  });
  if (!outcome.ok)
    return failed(
      outcome.message,
      outcome.reason === "client" ? { clientId: outcome.message } : {},
    );
  throw await redirectWithToast(
    back,
    {
      kind: "success",
      title: "Access granted",
      description: `${outcome.name} can now sign in to ${outcome.clientName}'s portal and has been e-mailed.`,
    },
    CONSOLE_HEADERS,
  );
}

export async function inviteStaffAction(
  scope: AdminScope,
  form: FormData,
  back: string,
) {
  const intent = "invite-staff";
  const values = {
    email: textField(form, "email"),
    role: textField(form, "role"),
  };
  const failed = consoleFailures(
    { intent },
    { title: "Failed to invite staff", values },
  );
  const parsed = parseForm(inviteStaffSchema, form, ["email", "role"]);
  if (!parsed.ok)
    return failed(
      Object.values(parsed.fieldErrors)[0] ?? "Enter a valid e-mail address.",
      parsed.fieldErrors,
    );
  const { email, role } = parsed.value;

  if (!confirmed(form)) {
    const body: AccessActionData = {
      ok: true,
      intent,
      values: { email, role },
      accessConfirm: { intent, email, role },
    };
    return data(body, { headers: CONSOLE_HEADERS });
  }

  const { env } = getAppServices();
  const outcome = await unsafeInviteStaff(scope, parsed.value, {
    publicUrl: env.publicUrl,
    defaultTtlDays: env.invitationTtlDays,
    staffMfaRequired: env.staffMfaRequired,
  });
  if (!outcome.ok) return failed(outcome.message, { email: outcome.message });
  throw await redirectWithToast(
    back,
    {
      kind: "success",
      title: "Staff invitation sent",
      description: `${outcome.email} has been e-mailed a link to create their staff account as ${staffRoleWithArticle[role]}, valid until ${format(outcome.expiresAt, "MMMM d, yyyy")}.`,
    },
    CONSOLE_HEADERS,
  );
}
