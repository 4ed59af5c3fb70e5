import { useIntl, type MessageDescriptor } from "react-intl";
import type { Question, TeamAction } from "./team-confirm";

type QuestionMessages = Record<
  "title" | "consequences" | "confirm" | "keep",
  MessageDescriptor
>;

// What each team action asks before it happens, and what it says will happen.
const questions: Record<TeamAction["intent"], QuestionMessages> = {
  "revoke-access": {
    title: {
      id: "portal.team.revokeQuestion",
      defaultMessage: "Revoke access for {name}?",
    },
    consequences: {
      id: "portal.team.revokeConsequences",
      defaultMessage:
        "{name} ({email}) will be signed out at once on every device and will no longer see {client}'s projects, documents or support tickets. Their account stays, so our team can restore access if you ask.",
    },
    confirm: {
      id: "portal.team.revokeAccess",
      defaultMessage: "Revoke access",
    },
    keep: { id: "portal.team.keepAccess", defaultMessage: "Keep access" },
  },
  "cancel-invitation": {
    title: {
      id: "portal.team.cancelQuestion",
      defaultMessage: "Cancel the invitation to {email}?",
    },
    consequences: {
      id: "portal.team.cancelConsequences",
      defaultMessage:
        "The sign-up link sent to {email} stops working at once. The invitation stays in the list as revoked; you can invite the address again later.",
    },
    confirm: {
      id: "portal.team.cancelInvitation",
      defaultMessage: "Cancel invitation",
    },
    keep: {
      id: "portal.team.keepInvitation",
      defaultMessage: "Keep invitation",
    },
  },
};

/**
 * The question a team action asks, the same in the dialog and on the confirm step. `values`
 * fills the messages: the person's name and e-mail and the client for revoking, the address
 * for cancelling.
 */
export function useTeamQuestion(
  action: TeamAction,
  values: { name?: string; email: string; client?: string },
): Question {
  const intl = useIntl();
  const messages = questions[action.intent];
  return {
    action,
    title: intl.formatMessage(messages.title, values),
    consequences: intl.formatMessage(messages.consequences, values),
    confirmLabel: intl.formatMessage(messages.confirm),
    keepLabel: intl.formatMessage(messages.keep),
  };
}

/** Revoking a colleague's access. */
export function useRevokeQuestion(
  person: { profileId: string; name: string; email: string },
  clientLabel: string,
): Question {
  return useTeamQuestion(
    { intent: "revoke-access", id: person.profileId },
    { name: person.name, email: person.email, client: clientLabel },
  );
}

/** Cancelling an invitation. */
export function useCancelQuestion(invitation: {
  id: string;
  email: string;
}): Question {
  return useTeamQuestion(
    { intent: "cancel-invitation", id: invitation.id },
    { email: invitation.email },
  );
}
