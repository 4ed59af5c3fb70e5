import { format } from "date-fns";
import { site } from "~/content/site";
import type { StaffRole } from "~/domain/enums";
import type { OutboxMessage } from "../mail/mail-job.server";

/** What each staff role may do in the console, as the invitation tells it. */
const roleScopes: Record<StaffRole, string> = {
  admin:
    "as an admin: leads, clients, their projects and support, and the people who can sign in.",
  editor:
    "as an editor: the content studio, where you write, revise and publish the site's insights, the newsletter's sends and subscribers, and the assistant's answers. An editor sees no leads, clients or accounts, and cannot export the subscriber list.",
};

/**
 * The e-mail that invites someone to the staff console (docs/access-audit.md § 7). It speaks to a
 * colleague, not a client: no organisation, no portal; it says what the role they are invited
 * to may do (an admin the whole console, an editor what docs/decisions/060 says) and what a staff account
 * asks of them (two-factor authentication where staff must use it). Everything in it is
 * ours or staff's: the inviting admin's name as staff recorded it, the link, the expiry.
 * Client invitations keep their own text in invitation-email.server.ts.
 */
export function staffInvitationEmail(input: {
  to: string;
  role: StaffRole;
  /** The inviting admin's name; null when the operator's command made the invitation. */
  inviterName: string | null;
  url: string;
  expiresAt: Date;
  /** STAFF_MFA: whether the console will ask them to set up an authenticator app. */
  mfaRequired: boolean;
}): OutboxMessage {
  const from = input.inviterName
    ? `${input.inviterName} of ${site.name}`
    : site.name;
  return {
    to: [input.to],
    subject: `Your ${site.name} staff account`,
    text: [
      "Hello,",
      "",
      `${from} has invited you to the ${site.name} staff console ${roleScopes[input.role]}`,
      "",
      "To accept, open the link below and choose your name and a password. This message confirms your e-mail address.",
      "",
      input.url,
      "",
      ...(input.mfaRequired
        ? [
            "Staff accounts use two-factor authentication: when you first sign in at the staff sign-in, you set up an authenticator app before the console opens.",
            "",
          ]
        : []),
      `The link works once and expires on ${format(input.expiresAt, "MMMM d, yyyy")}. If it has expired, ask an admin for a new invitation.`,
      "",
      "If you did not expect this invitation, ignore this message and tell us: no account is created unless the link is used.",
      "",
      site.name,
      site.contactEmail,
    ].join("\n"),
  };
}
