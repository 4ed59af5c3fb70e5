import { format } from "date-fns";
import { data, type RouterContextProvider } from "react-router";
import type { Toast } from "~/domain/auth/auth-views";
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
  findRevocableColleague,
  inviteColleague,
  listTeam,
  revokeColleague,
  revokeInvitation,
} from "./team.server";
import {
  notFound,
  requireTenantPage,
  requireTenantResource,
} from "./tenant-scope.server";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/**
 * /dashboard/team: the client's people; for a client_admin also invitations and revoking.
 * `?revoke=<profile id>` is the confirm step of "Revoke access" without JavaScript (with it,
 * a dialog asks the same question); revoking is never one click.
 */
export async function teamTabLoader({ request }: Args) {
  const { scope } = await requireTenantPage(request);
  const canManage = scope.role === "client_admin";
  const revokeParam = new URL(request.url).searchParams.get("revoke");
  const [team, confirmRevoke] = await Promise.all([
    listTeam(scope),
    revokeParam === null
      ? null
      : // A client_user, a foreign, unknown or malformed id, or oneself: 404 like any foreign id.
        findRevocableColleague(scope, revokeParam),
  ]);
  return data(
    {
      team,
      canManage,
      clientLabel: scope.clientLabel,
      invitationTtlDays: canManage ? invitationConfig().defaultTtlDays : null,
      confirmRevoke,
    },
    { headers: PORTAL_HEADERS },
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
    case "invite": {
      // Only the address is read: a role or client posted alongside it is ignored.
      const parsed = parseForm(inviteColleagueSchema, form, ["email"]);
      const typed = { email: textField(form, "email") };
      if (!parsed.ok) {
        return refused(
          {
            kind: "error",
            title: "Invitation not sent",
            description:
              parsed.fieldErrors.email ?? "Check the e-mail address.",
          },
          { fieldErrors: parsed.fieldErrors, values: typed },
        );
      }
      const outcome = await inviteColleague(
        scope,
        parsed.value.email,
        invitationConfig(),
      );
      if (!outcome.ok) {
        return refused(
          {
            kind: "error",
            title: "Invitation not sent",
            description: outcome.message,
          },
          { fieldErrors: { email: outcome.message }, values: typed },
        );
      }
      const expires = format(outcome.expiresAt, "MMMM d, yyyy");
      return ok({
        kind: "success",
        title: outcome.replaced ? "Invitation sent again" : "Invitation sent",
        description: outcome.replaced
          ? `${outcome.email} has a new sign-up link, valid until ${expires}; the earlier link no longer works.`
          : `${outcome.email} will receive a sign-up link for ${scope.clientLabel}, valid until ${expires}.`,
      });
    }
    case "revoke-access": {
      const outcome = await revokeColleague(
        scope,
        textField(form, "profileId"),
        {
          ipAddress: context.get(requestInfoContext).clientIp,
        },
      );
      if (!outcome.ok) {
        return refused({
          kind: "error",
          title: "You cannot revoke your own access",
          description: `Ask another administrator at ${scope.clientLabel}, or our support team, to do it.`,
        });
      }
      return ok({
        kind: "success",
        title: "Access revoked",
        description: `${outcome.name} has been signed out and can no longer open ${scope.clientLabel}'s portal.`,
      });
    }
    case "cancel-invitation": {
      const { email } = await revokeInvitation(
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
