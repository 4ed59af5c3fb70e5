import { format } from "date-fns";
import { site } from "~/content/site";
import { roleLabel } from "~/domain/auth/auth-forms";
import type { UserRole } from "~/domain/enums";
import type { MailJobKind, OutboxMessage } from "../mail/mail-job.server";

/** The job kind of an invitation e-mail (one of MAIL_JOB_KINDS). */
export const INVITATION_MAIL_KIND = "account_invitation" satisfies MailJobKind;

/**
 * The e-mail that delivers an invitation link. Everything in it is chosen by staff (the
 * company, the inviter's name) or by us: an invitation cannot be used to send a stranger
 * a text of someone else's choosing.
 */
export function invitationEmail(input: {
  to: string;
  role: UserRole;
  /** The client's company name, or null for a staff invitation. */
  company: string | null;
  /** The inviting staff member's name, when known. */
  inviterName: string | null;
  url: string;
  expiresAt: Date;
}): OutboxMessage {
  const from = input.inviterName
    ? `${input.inviterName} of ${site.name}`
    : site.name;
  // A client's invitation names the organisation as staff recorded it, and a person only when
  // staff sent it (createInvitation passes no client admin's name): a client admin sets their
  // own name freely, and it must not speak from our address (docs/access-audit.md).
  const invitation = input.company
    ? `${input.inviterName ? `${from} has invited you` : "You have been invited"} to join ${input.company} on the ${site.name} client portal as ${roleLabel(input.role)}.`
    : `${from} has invited you to join the ${site.name} staff console as ${roleLabel(input.role)}.`;
  const subject = input.company
    ? `Your invitation to the ${input.company} client portal`
    : `Your invitation to the ${site.name} staff console`;
  return {
    to: [input.to],
    subject,
    text: [
      "Hello,",
      "",
      invitation,
      "",
      "To accept, open the link below and choose your name and a password. This message confirms your e-mail address, so you can sign in as soon as your account is created.",
      "",
      input.url,
      "",
      `The link works once and expires on ${format(input.expiresAt, "MMMM d, yyyy")}. If it has expired, ask your administrator for a new invitation.`,
      "",
      "If you did not expect this invitation, ignore this message: no account is created unless the link is used.",
      "",
      site.name,
      site.contactEmail,
    ].join("\n"),
  };
}
