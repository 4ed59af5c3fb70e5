import type { Toast } from "~/domain/forms/form-result";
import { message } from "~/i18n/message";
import type { TeamIntent } from "~/domain/portal/team-forms";
import type { Route } from "../../routes/portal/+types/team-tab";
import {
  accountFormOf,
  formFailure,
  formSuccess,
  textField,
} from "../auth/account-form.server";
import { intlFor } from "~/i18n/intl";
import { uiLocaleOf } from "../account/ui-locale.server";
import { requestInfoContext } from "../http/request-context.server";
import { PORTAL_HEADERS } from "./dashboard-frame.server";
import { teamPageData } from "./team-page-data.server";
import { cancelInvitation } from "./team-invitations.server";
import { requireTeamAdmin, revokeColleague } from "./team.server";
import {
  requireTenantPage,
  requireTenantResource,
} from "./tenant-scope.server";

/** /dashboard/team: the client's people (team-page-data.server.ts). */
export async function teamTabLoader({ request }: Route.LoaderArgs) {
  const { scope } = await requireTenantPage(request);
  return teamPageData(scope, request);
}

export async function teamTabAction({ request, context }: Route.ActionArgs) {
  const { scope } = await requireTenantResource(request);
  requireTeamAdmin(scope);
  const intl = intlFor(await uiLocaleOf(request));
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
                title: message("portal.team.toast.cannotRevokeSelf"),
                description: intl.formatMessage(
                  {
                    id: "portal.team.toast.askAnotherAdmin",
                    defaultMessage:
                      "Ask another administrator at {client}, or our support team, to do it.",
                  },
                  { client: scope.clientLabel },
                ),
              }
            : {
                kind: "error",
                title: message("portal.team.toast.onlyStaffRevokeAdmin"),
                description: intl.formatMessage(
                  {
                    id: "portal.team.toast.isAdmin",
                    defaultMessage:
                      "{name} is an administrator at {client}. To end their access, ask our support team.",
                  },
                  { name: outcome.name, client: scope.clientLabel },
                ),
              },
        );
      }
      return ok({
        kind: "success",
        title: message("portal.team.toast.revoked"),
        description: intl.formatMessage(
          {
            id: "portal.team.toast.revokedDescription",
            defaultMessage:
              "{name} has been signed out and can no longer open {client}'s portal.",
          },
          { name: outcome.name, client: scope.clientLabel },
        ),
      });
    }
    case "cancel-invitation": {
      const { email } = await cancelInvitation(
        scope,
        textField(form, "invitationId"),
      );
      return ok({
        kind: "success",
        title: message("portal.team.toast.cancelled"),
        description: intl.formatMessage(
          {
            id: "portal.team.toast.cancelledDescription",
            defaultMessage: "The sign-up link sent to {email} no longer works.",
          },
          { email },
        ),
      });
    }
    default:
      return refused({
        kind: "error",
        title: message("portal.team.toast.unknownAction"),
        description: message("account.toast.reloadAndRetry"),
      });
  }
}
