import { format } from "date-fns";
import type { MessageDescriptor } from "react-intl";
import { site } from "~/content/site";
import type { UserRole } from "~/domain/enums";
import { formatDate } from "~/i18n/format";
import { intlFor } from "~/i18n/intl";
import type { Locale } from "~/i18n/locale";
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
  /** The inviter's chosen language (mailLocaleOf): the invited person has none yet. */
  locale?: Locale;
}): OutboxMessage {
  const locale = input.locale ?? "en";
  const intl = intlFor(locale);
  const values = {
    siteName: site.name,
    company: input.company ?? "",
    inviterName: input.inviterName ?? "",
    roleLabel: intl.formatMessage(
      {
        id: "account.invitationEmail.role",
        defaultMessage:
          "{role, select, admin {admin} editor {editor} client_admin {client admin} other {client user}}",
      },
      { role: input.role },
    ),
    expires:
      locale === "fr"
        ? formatDate("fr", input.expiresAt, {
            day: "numeric",
            month: "long",
            year: "numeric",
          })
        : format(input.expiresAt, "MMMM d, yyyy"),
  };
  const line = (descriptor: MessageDescriptor) =>
    intl.formatMessage(descriptor, values);
  // A client's invitation names the organisation as staff recorded it, and a person only when
  // staff sent it (createInvitation passes no client admin's name): a client admin sets their
  // own name freely, and it must not speak from our address (docs/access-audit.md).
  const invitation = input.company
    ? input.inviterName
      ? line({
          id: "account.invitationEmail.byPerson",
          defaultMessage:
            "{inviterName} of {siteName} has invited you to join {company} on the {siteName} client portal as {roleLabel}.",
        })
      : line({
          id: "account.invitationEmail.byUs",
          defaultMessage:
            "You have been invited to join {company} on the {siteName} client portal as {roleLabel}.",
        })
    : input.inviterName
      ? line({
          id: "account.invitationEmail.staffByPerson",
          defaultMessage:
            "{inviterName} of {siteName} has invited you to join the {siteName} staff console as {roleLabel}.",
        })
      : line({
          id: "account.invitationEmail.staffByUs",
          defaultMessage:
            "{siteName} has invited you to join the {siteName} staff console as {roleLabel}.",
        });
  const subject = input.company
    ? line({
        id: "account.invitationEmail.subject",
        defaultMessage: "Your invitation to the {company} client portal",
      })
    : line({
        id: "account.invitationEmail.staffSubject",
        defaultMessage: "Your invitation to the {siteName} staff console",
      });
  return {
    to: [input.to],
    subject,
    text: [
      line({ id: "account.resetEmail.greeting", defaultMessage: "Hello," }),
      "",
      invitation,
      "",
      line({
        id: "account.invitationEmail.accept",
        defaultMessage:
          "To accept, open the link below and choose your name and a password. This message confirms your e-mail address, so you can sign in as soon as your account is created.",
      }),
      "",
      input.url,
      "",
      line({
        id: "account.invitationEmail.expiry",
        defaultMessage:
          "The link works once and expires on {expires}. If it has expired, ask your administrator for a new invitation.",
      }),
      "",
      line({
        id: "account.invitationEmail.notYou",
        defaultMessage:
          "If you did not expect this invitation, ignore this message: no account is created unless the link is used.",
      }),
      "",
      site.name,
      site.contactEmail,
    ].join("\n"),
  };
}
