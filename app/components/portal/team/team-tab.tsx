import { FormattedMessage } from "react-intl";
import type { FormResult } from "~/domain/forms/form-result";
import type { TeamIntent } from "~/domain/portal/team-forms";
import type { TeamTabData } from "~/domain/portal/team-views";
import { PageToast } from "../../ui/toaster";
import { InviteColleague, TeamInvitations } from "./team-invitations";
import { ConfirmStep } from "./team-confirm";
import { useCancelQuestion, useRevokeQuestion } from "./team-questions";
import { TeamPeople } from "./team-people";

export type TeamActionData = FormResult & { intent: TeamIntent };

/**
 * The Team tab: who at the client has access. A client_admin also invites colleagues (always
 * as client users), cancels invitations and revokes client users' access (another admin's is
 * staff's to end); a client_user only reads.
 */
export function TeamTab({
  data,
  result,
}: {
  data: TeamTabData;
  result: TeamActionData | null | undefined;
}) {
  const own = (intent: TeamIntent) =>
    result?.intent === intent ? result : null;
  const invitations = data.team.invitations;
  return (
    <div className="grid gap-6">
      <PageToast toast={result?.toast} />
      {data.confirmRevoke ? (
        <RevokeConfirmStep
          colleague={data.confirmRevoke}
          clientLabel={data.clientLabel}
        />
      ) : null}
      {data.confirmCancel ? (
        <CancelConfirmStep invitation={data.confirmCancel} />
      ) : null}
      <div
        className={
          data.canManage
            ? "grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"
            : "grid gap-6"
        }
      >
        <TeamPeople
          people={data.team.people}
          canManage={data.canManage}
          clientLabel={data.clientLabel}
        />
        {data.canManage && invitations ? (
          <div className="grid gap-6">
            <InviteColleague
              clientLabel={data.clientLabel}
              ttlDays={data.invitationTtlDays}
              result={own("invite")}
            />
            <TeamInvitations invitations={invitations} />
          </div>
        ) : (
          <p className="text-sm leading-6 text-text-muted">
            <FormattedMessage
              id="portal.team.onlyAdmins"
              defaultMessage="Only your organisation's administrators can invite colleagues or remove someone's access. Ask one of them, or open a support ticket for our team."
            />
          </p>
        )}
      </div>
    </div>
  );
}

/**
 * "Revoke access" without JavaScript: the button is a link to ?revoke=<id>, and this panel asks
 * before anything happens (with JavaScript, a dialog asks the same question).
 */
function RevokeConfirmStep({
  colleague,
  clientLabel,
}: {
  colleague: NonNullable<TeamTabData["confirmRevoke"]>;
  clientLabel: string;
}) {
  const question = useRevokeQuestion(colleague, clientLabel);
  return <ConfirmStep titleId="revoke-confirm-title" {...question} />;
}

/**
 * "Cancel invitation" without JavaScript: the button is a link to ?cancel=<id>, and this panel
 * asks before anything happens (with JavaScript, a dialog asks the same question).
 */
function CancelConfirmStep({
  invitation,
}: {
  invitation: NonNullable<TeamTabData["confirmCancel"]>;
}) {
  const question = useCancelQuestion(invitation);
  return (
    <ConfirmStep
      titleId="cancel-confirm-title"
      formClassName="flex flex-wrap justify-end gap-3"
      {...question}
    />
  );
}
