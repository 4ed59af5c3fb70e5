import { FormattedMessage, useIntl } from "react-intl";
import type { Question } from "./team-confirm";

/**
 * What revoking someone's access asks and says will happen, the same in the dialog and on the
 * confirm step.
 */
export function useRevokeQuestion(
  person: { profileId: string; name: string; email: string },
  clientLabel: string,
): Question {
  const intl = useIntl();
  return {
    action: {
      intent: "revoke-access",
      idName: "profileId",
      id: person.profileId,
    },
    title: intl.formatMessage(
      {
        id: "portal.team.revokeQuestion",
        defaultMessage: "Revoke access for {name}?",
      },
      { name: person.name },
    ),
    consequences: (
      <FormattedMessage
        id="portal.team.revokeConsequences"
        defaultMessage="{name} ({email}) will be signed out at once on every device and will no longer see {client}'s projects, documents or support tickets. Their account stays, so our team can restore access if you ask."
        values={{ name: person.name, email: person.email, client: clientLabel }}
      />
    ),
    confirmLabel: (
      <FormattedMessage
        id="portal.team.revokeAccess"
        defaultMessage="Revoke access"
      />
    ),
    keepLabel: (
      <FormattedMessage
        id="portal.team.keepAccess"
        defaultMessage="Keep access"
      />
    ),
  };
}

/** What cancelling an invitation asks and says will happen, in the dialog and on the confirm step. */
export function useCancelQuestion(invitation: {
  id: string;
  email: string;
}): Question {
  const intl = useIntl();
  return {
    action: {
      intent: "cancel-invitation",
      idName: "invitationId",
      id: invitation.id,
    },
    title: intl.formatMessage(
      {
        id: "portal.team.cancelQuestion",
        defaultMessage: "Cancel the invitation to {email}?",
      },
      { email: invitation.email },
    ),
    consequences: (
      <FormattedMessage
        id="portal.team.cancelConsequences"
        defaultMessage="The sign-up link sent to {email} stops working at once. The invitation stays in the list as revoked; you can invite the address again later."
        values={{ email: invitation.email }}
      />
    ),
    confirmLabel: (
      <FormattedMessage
        id="portal.team.cancelInvitation"
        defaultMessage="Cancel invitation"
      />
    ),
    keepLabel: (
      <FormattedMessage
        id="portal.team.keepInvitation"
        defaultMessage="Keep invitation"
      />
    ),
  };
}
