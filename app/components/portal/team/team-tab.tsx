import { Form } from "react-router";
import { FormattedMessage } from "react-intl";
import type { FormResult } from "~/domain/forms/form-result";
import type { TeamIntent } from "~/domain/portal/team-forms";
import type { TeamTabData } from "~/domain/portal/team-views";
import { ButtonLink } from "../../ui/button-link";
import { Button } from "../../ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "../../ui/card";
import { PageToast } from "../../ui/toaster";
import {
  CancelConsequences,
  CancelInvitationForm,
  InviteColleague,
  TeamInvitations,
} from "./team-invitations";
import { RevokeConsequences } from "./revoke-consequences";
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
  return (
    <section aria-labelledby="revoke-confirm-title">
      <Card className="border-danger-700/40">
        <CardHeader>
          <CardTitle>
            <span id="revoke-confirm-title">
              <FormattedMessage
                id="portal.team.revokeQuestion"
                defaultMessage="Revoke access for {name}?"
                values={{ name: colleague.name }}
              />
            </span>
          </CardTitle>
          <CardDescription>
            <RevokeConsequences
              name={colleague.name}
              email={colleague.email}
              clientLabel={clientLabel}
            />
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-3">
          <Form method="post" action="/dashboard/team">
            <input type="hidden" name="intent" value="revoke-access" />
            <input type="hidden" name="profileId" value={colleague.profileId} />
            <Button type="submit" variant="danger">
              <FormattedMessage
                id="portal.team.revokeAccess"
                defaultMessage="Revoke access"
              />
            </Button>
          </Form>
          <ButtonLink to="/dashboard/team" variant="secondary">
            <FormattedMessage
              id="portal.team.keepAccess"
              defaultMessage="Keep access"
            />
          </ButtonLink>
        </CardContent>
      </Card>
    </section>
  );
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
  return (
    <section aria-labelledby="cancel-confirm-title">
      <Card className="border-danger-700/40">
        <CardHeader>
          <CardTitle>
            <span id="cancel-confirm-title">
              <FormattedMessage
                id="portal.team.cancelQuestion"
                defaultMessage="Cancel the invitation to {email}?"
                values={{ email: invitation.email }}
              />
            </span>
          </CardTitle>
          <CardDescription>
            <CancelConsequences email={invitation.email} />
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-3">
          <CancelInvitationForm invitationId={invitation.id}>
            <Button type="submit" variant="danger">
              <FormattedMessage
                id="portal.team.cancelInvitation"
                defaultMessage="Cancel invitation"
              />
            </Button>
          </CancelInvitationForm>
          <ButtonLink to="/dashboard/team" variant="secondary">
            <FormattedMessage
              id="portal.team.keepInvitation"
              defaultMessage="Keep invitation"
            />
          </ButtonLink>
        </CardContent>
      </Card>
    </section>
  );
}
