import { format } from "date-fns";
import { data, type RouterContextProvider } from "react-router";
import type { Toast } from "~/domain/forms/form-result";
import {
  inviteColleagueSchema,
  type TeamIntent,
} from "~/domain/portal/team-forms";
import {
  accountFormOf,
  formFailure,
  formSuccess,
  parseForm,
  textField,
} from "../auth/account-form.server";
import { invitationConfig } from "../auth/invitation-config.server";
import { requestInfoContext } from "../http/request-context.server";
import { PORTAL_HEADERS } from "./dashboard-frame.server";
import {
  cancelInvitation,
  findInvitationToCancel,
  inviteColleague,
  listTeamInvitations,
} from "./team-invitations.server";
import {
  findRevocableColleague,
  listTeam,
  revokeColleague,
} from "./team.server";
import {
  notFound,
  requireTenantPage,
  requireTenantResource,
} from "./tenant-scope.server";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/**
 * /dashboard/team (and /dashboard/team/invite, where an invitation posts): the client's
 * people; for a client_admin also invitations and revoking. `?revoke=<profile id>` and
 * `?cancel=<invitation id>` are the confirm steps of "Revoke access" and "Cancel invitation"
 * without JavaScript (with it, a dialog asks the same question); neither is ever one click.
 */
export async function teamTabLoader({ request }: Args) {
  const { scope } = await requireTenantPage(request);
  const canManage = scope.role === "client_admin";
  const search = new URL(request.url).searchParams;
  const revokeParam = search.get("revoke");
  const cancelParam = search.get("cancel");
  // A client_user, a foreign, unknown or malformed id, oneself or another admin: 404 like any foreign id.
  const [people, invitations, confirmRevoke, confirmCancel] = await Promise.all(
    [
      listTeam(scope),
      canManage ? listTeamInvitations(scope) : null,
      revokeParam === null ? null : findRevocableColleague(scope, revokeParam),
      cancelParam === null ? null : findInvitationToCancel(scope, cancelParam),
    ],
  );
  return data(
    {
      team: { people, invitations },
      canManage,
      clientLabel: scope.clientLabel,
      invitationTtlDays: canManage ? invitationConfig().defaultTtlDays : null,
      confirmRevoke,
      confirmCancel,
    },
    { headers: PORTAL_HEADERS },
  );
}

/**
 * "Send invitation" posts to /dashboard/team/invite, its own path, so the edge counts it
 * per client admin and per organisation before reading the body (docs/access-audit.md); over either
 * budget the edge hands the refusal here: a 429 with Retry-After and the reason.
 */
export async function teamInviteAction({ request, context }: Args) {
  const { scope } = await requireTenantResource(request);
  if (scope.role !== "client_admin") throw notFound();
  const extra = { intent: "invite" as TeamIntent };
  const body = context.get(requestInfoContext).body;
  if (body?.kind === "refused") {
    const { refusal } = body;
    const message =
      [...refusal.formErrors, ...Object.values(refusal.fieldErrors).flat()][0] ??
      "The invitation could not be read. Please try again.";
    return formFailure(extra, {
      toast: {
        kind: "error",
        title: "Invitation not sent",
        description: message,
      },
      status: refusal.status,
      headers: { ...PORTAL_HEADERS, ...refusal.headers },
    });
  }
  const form = accountFormOf(context);
  // Only the address is read: a role or client posted alongside it is ignored.
  const parsed = parseForm(inviteColleagueSchema, form, ["email"]);
  const typed = { email: textField(form, "email") };
  const refused = (description: string, fieldErrors: Record<string, string>) =>
    formFailure(extra, {
      toast: { kind: "error", title: "Invitation not sent", description },
      fieldErrors,
      values: typed,
      headers: PORTAL_HEADERS,
    });
  if (!parsed.ok) {
    return refused(
      parsed.fieldErrors.email ?? "Check the e-mail address.",
      parsed.fieldErrors,
    );
  }
  const outcome = await inviteColleague(
    scope,
    parsed.value.email,
    invitationConfig(),
  );
  if (!outcome.ok) return refused(outcome.message, { email: outcome.message });
  const expires = format(outcome.expiresAt, "MMMM d, yyyy");
  return formSuccess(
    extra,
    {
      kind: "success",
      title: outcome.replaced ? "Invitation sent again" : "Invitation sent",
      description: outcome.replaced
        ? `${outcome.email} has a new sign-up link, valid until ${expires}; the earlier link no longer works.`
        : `${outcome.email} will receive a sign-up link for ${scope.clientLabel}, valid until ${expires}.`,
    },
    PORTAL_HEADERS,
  );
}

export async function teamTabAction({ request, context }: Args) {
  const { scope } = await requireTenantResource(request);
  // A client_user has no team actions at all: the same 404 as a foreign id.
  if (scope.role !== "client_admin") throw notFound();
  const form = accountFormOf(context);
  const intent = textField(form, "intent") as TeamIntent;
  const extra = { intent };
  const ok = (toast: Toast) => formSuccess(extra, toast, PORTAL_HEADERS);
  const refused = (
    toast: Toast,
    more: {
      fieldErrors?: Record<string, string>;
      values?: Record<string, string>;
    } = {},
  ) => formFailure(extra, { toast, ...more, headers: PORTAL_HEADERS });

  switch (intent) {
    case "revoke-access": {
      const outcome = await revokeColleague(
        scope,
        textField(form, "profileId"),
        {
          ipAddress: context.get(requestInfoContext).clientIp,
        },
      );
      if (!outcome.ok) {
        return refused(
          outcome.reason !== "admin"
            ? {
                kind: "error",
                title: "You cannot revoke your own access",
                description: `Ask another administrator at ${scope.clientLabel}, or our support team, to do it.`,
              }
            : {
                kind: "error",
                title: "Only our team can revoke an administrator",
                description: `${outcome.name} is an administrator at ${scope.clientLabel}. To end their access, ask our support team.`,
              },
        );
      }
      return ok({
        kind: "success",
        title: "Access revoked",
        description: `${outcome.name} has been signed out and can no longer open ${scope.clientLabel}'s portal.`,
      });
    }
    case "cancel-invitation": {
      const { email } = await cancelInvitation(
        scope,
        textField(form, "invitationId"),
      );
      return ok({
        kind: "success",
        title: "Invitation cancelled",
        description: `The sign-up link sent to ${email} no longer works.`,
      });
    }
    default:
      return refused({
        kind: "error",
        title: "Unknown action",
        description: "Reload the page and try again.",
      });
  }
}
