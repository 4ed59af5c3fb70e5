import { format } from "date-fns";
import { formatMessage, message, type Message } from "~/i18n/message";
import {
  inviteColleagueSchema,
  type TeamIntent,
} from "~/domain/portal/team-forms";
import type { Route } from "../../routes/portal/+types/team-invite";
import {
  accountFormOf,
  formFailure,
  formSuccess,
  parseForm,
  textField,
} from "../auth/account-form.server";
import { invitationConfig } from "../auth/invitation-config.server";
import { formatDate } from "~/i18n/format";
import { intlFor } from "~/i18n/intl";
import { uiLocaleOf } from "../account/ui-locale.server";
import { requestInfoContext } from "../http/request-context.server";
import { PORTAL_HEADERS } from "./dashboard-frame.server";
import { teamPageData } from "./team-page-data.server";
import { requireTeamAdmin } from "./team.server";
import { inviteColleague } from "./team-invitations.server";
import {
  requireTenantPage,
  requireTenantResource,
} from "./tenant-scope.server";

/** /dashboard/team/invite shows the Team tab (team-page-data.server.ts). */
export async function teamInviteLoader({ request }: Route.LoaderArgs) {
  const { scope } = await requireTenantPage(request);
  return teamPageData(scope, request);
}

/**
 * "Send invitation" posts to /dashboard/team/invite, its own path, so the edge counts it
 * per client admin and per organisation before reading the body (docs/access-audit.md); over either
 * budget the edge hands the refusal here: a 429 with Retry-After and the reason.
 */
export async function teamInviteAction({ request, context }: Route.ActionArgs) {
  const { scope } = await requireTenantResource(request);
  requireTeamAdmin(scope);
  const extra = { intent: "invite" as TeamIntent };
  const body = context.get(requestInfoContext).body;
  if (body?.kind === "refused") {
    const { refusal } = body;
    const reason =
      refusal.said ??
      [
        ...refusal.formErrors,
        ...Object.values(refusal.fieldErrors).flat(),
      ][0] ??
      message("portal.team.toast.unreadable");
    return formFailure(extra, {
      toast: {
        kind: "error",
        title: message("portal.team.toast.notSent"),
        description: reason,
      },
      status: refusal.status,
      headers: { ...PORTAL_HEADERS, ...refusal.headers },
    });
  }
  const form = accountFormOf(context);
  // Only the address is read: a role or client posted alongside it is ignored.
  const parsed = parseForm(inviteColleagueSchema, form, ["email"]);
  const typed = { email: textField(form, "email") };
  const refused = (
    description: Message | string,
    fieldErrors: Record<string, string>,
  ) =>
    formFailure(extra, {
      toast: {
        kind: "error",
        title: message("portal.team.toast.notSent"),
        description,
      },
      fieldErrors,
      values: typed,
      headers: PORTAL_HEADERS,
    });
  if (!parsed.ok) {
    return refused(
      parsed.fieldErrors.email ?? "portal.team.form.checkEmail",
      parsed.fieldErrors,
    );
  }
  const outcome = await inviteColleague(
    scope,
    parsed.value.email,
    invitationConfig(),
  );
  if (!outcome.ok)
    return refused(outcome.message, {
      email: formatMessage(intlFor(await uiLocaleOf(request)), outcome.message),
    });
  const locale = await uiLocaleOf(request);
  const expires =
    locale === "fr"
      ? formatDate("fr", outcome.expiresAt, {
          day: "numeric",
          month: "long",
          year: "numeric",
        })
      : format(outcome.expiresAt, "MMMM d, yyyy");
  const intl = intlFor(locale);
  return formSuccess(
    extra,
    {
      kind: "success",
      title: outcome.replaced
        ? message("portal.team.toast.sentAgain")
        : message("portal.team.toast.sent"),
      description: outcome.replaced
        ? intl.formatMessage(
            {
              id: "portal.team.toast.sentAgainDescription",
              defaultMessage:
                "{email} has a new sign-up link, valid until {date}; the earlier link no longer works.",
            },
            { email: outcome.email, date: expires },
          )
        : intl.formatMessage(
            {
              id: "portal.team.toast.sentDescription",
              defaultMessage:
                "{email} will receive a sign-up link for {client}, valid until {date}.",
            },
            { email: outcome.email, client: scope.clientLabel, date: expires },
          ),
    },
    PORTAL_HEADERS,
  );
}
