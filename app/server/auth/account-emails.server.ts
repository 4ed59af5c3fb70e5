import type { MessageDescriptor } from "react-intl";
import { site } from "~/content/site";
import { intlFor } from "~/i18n/intl";
import type { Locale } from "~/i18n/locale";
import type { Database } from "../db/client.server";
import { outbox } from "../db/schema.server";
import type { OutboxMessage } from "../mail/outbox.server";

/**
 * The account e-mails (verification, password reset, "someone tried to sign up with your
 * address"). Queued in the outbox like every e-mail (decision 012), never sent inside the
 * request. The links carry single-use tokens: the message says how long they last and what
 * to do if the reader did not ask for it.
 */
export const ACCOUNT_MAIL_KIND = "account_security";

/** A line of an account e-mail in `locale`, with the site's name and these values. */
function lineWriter(locale: Locale, values: Record<string, string> = {}) {
  const intl = intlFor(locale);
  return (descriptor: MessageDescriptor) =>
    intl.formatMessage(descriptor, { siteName: site.name, ...values });
}

/**
 * An account e-mail to one reader, written by `line` in its language: the subject, then a letter
 * of the greeting, the body's lines and the signature.
 */
export function accountEmail(
  to: string,
  line: (descriptor: MessageDescriptor) => string,
  subject: MessageDescriptor,
  body: string[],
): OutboxMessage {
  const letter = [
    line({ id: "account.resetEmail.greeting", defaultMessage: "Hello," }),
    "",
    ...body,
    "",
    line({
      id: "account.resetEmail.signature",
      defaultMessage: "— {siteName}",
    }),
  ];
  return { to: [to], subject: line(subject), text: letter.join("\n") };
}

/** In the reader's language: the account's choice, else the sign-up page's (auth.server.ts). */
export function verificationEmail(
  to: string,
  link: string,
  locale: Locale = "en",
): OutboxMessage {
  const line = lineWriter(locale);
  return accountEmail(
    to,
    line,
    {
      id: "account.verifyEmail.subject",
      defaultMessage:
        "Confirm your e-mail address for the {siteName} client portal",
    },
    [
      line({
        id: "account.verifyEmail.created",
        defaultMessage:
          "Someone — we hope you — created an account for this address on the {siteName} client portal.",
      }),
      line({
        id: "account.verifyEmail.confirm",
        defaultMessage:
          "Confirm the address by opening this link within 24 hours:",
      }),
      "",
      link,
      "",
      line({
        id: "account.verifyEmail.next",
        defaultMessage:
          "Once it is confirmed, our team attaches the account to your organisation before you see any project data.",
      }),
      line({
        id: "account.verifyEmail.notYou",
        defaultMessage:
          "If you did not create this account, ignore this message: without confirmation the account cannot be used.",
      }),
    ],
  );
}

/**
 * In the reader's chosen language (mailLocaleOf). The English is the e-mail's text as it always
 * was, line by line; the French is in app/i18n/fr/account.ts.
 */
export function passwordResetEmail(
  to: string,
  link: string,
  locale: Locale = "en",
): OutboxMessage {
  const line = lineWriter(locale);
  return accountEmail(
    to,
    line,
    {
      id: "account.resetEmail.subject",
      defaultMessage: "Reset your {siteName} portal password",
    },
    [
      line({
        id: "account.resetEmail.request",
        defaultMessage:
          "We received a request to reset the password of your account. Choose a new password here:",
      }),
      "",
      link,
      "",
      line({
        id: "account.resetEmail.expiry",
        defaultMessage:
          "The link works once and expires 30 minutes after it was requested. Your other signed-in sessions",
      }),
      line({
        id: "account.resetEmail.sessions",
        defaultMessage:
          "end when the password changes. If you use two-factor authentication, you will still be asked for a code.",
      }),
      line({
        id: "account.resetEmail.notYou",
        defaultMessage:
          "If you did not ask for this, ignore this message: your password stays as it is.",
      }),
    ],
  );
}

/** Sent instead of a second account when someone signs up with an address that has one: in that account's language. */
export function existingAccountEmail(
  to: string,
  signInLink: string,
  resetLink: string,
  locale: Locale = "en",
): OutboxMessage {
  const line = lineWriter(locale, { signInLink, resetLink });
  return accountEmail(
    to,
    line,
    {
      id: "account.existingEmail.subject",
      defaultMessage:
        "Someone tried to create a {siteName} portal account with your address",
    },
    [
      line({
        id: "account.existingEmail.attempt",
        defaultMessage:
          "Someone tried to create a new account with this e-mail address, which already has one.",
      }),
      line({
        id: "account.existingEmail.signIn",
        defaultMessage: "If it was you, sign in instead: {signInLink}",
      }),
      line({
        id: "account.existingEmail.reset",
        defaultMessage: "Forgot your password? Reset it here: {resetLink}",
      }),
      line({
        id: "account.existingEmail.notYou",
        defaultMessage:
          "If it was not you, no action is needed: nothing was changed.",
      }),
    ],
  );
}

export async function queueAccountEmail(
  db: Database,
  message: OutboxMessage,
): Promise<void> {
  await db.insert(outbox).values({ kind: ACCOUNT_MAIL_KIND, payload: message });
}
