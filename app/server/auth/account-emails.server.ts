import { site } from "~/content/site";
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

export function verificationEmail(to: string, link: string): OutboxMessage {
  return {
    to: [to],
    subject: `Confirm your e-mail address for the ${site.name} client portal`,
    text: [
      "Hello,",
      "",
      `Someone — we hope you — created an account for this address on the ${site.name} client portal.`,
      "Confirm the address by opening this link within 24 hours:",
      "",
      link,
      "",
      "Once it is confirmed, our team attaches the account to your organisation before you see any project data.",
      "If you did not create this account, ignore this message: without confirmation the account cannot be used.",
      "",
      `— ${site.name}`,
    ].join("\n"),
  };
}

export function passwordResetEmail(to: string, link: string): OutboxMessage {
  return {
    to: [to],
    subject: `Reset your ${site.name} portal password`,
    text: [
      "Hello,",
      "",
      "We received a request to reset the password of your account. Choose a new password here:",
      "",
      link,
      "",
      "The link works once and expires 30 minutes after it was requested. Your other signed-in sessions",
      "end when the password changes. If you use two-factor authentication, you will still be asked for a code.",
      "If you did not ask for this, ignore this message: your password stays as it is.",
      "",
      `— ${site.name}`,
    ].join("\n"),
  };
}

/** Sent instead of a second account when someone signs up with an address that has one. */
export function existingAccountEmail(
  to: string,
  signInLink: string,
  resetLink: string,
): OutboxMessage {
  return {
    to: [to],
    subject: `Someone tried to create a ${site.name} portal account with your address`,
    text: [
      "Hello,",
      "",
      "Someone tried to create a new account with this e-mail address, which already has one.",
      `If it was you, sign in instead: ${signInLink}`,
      `Forgot your password? Reset it here: ${resetLink}`,
      "If it was not you, no action is needed: nothing was changed.",
      "",
      `— ${site.name}`,
    ].join("\n"),
  };
}

export async function queueAccountEmail(
  db: Database,
  message: OutboxMessage,
): Promise<void> {
  await db.insert(outbox).values({ kind: ACCOUNT_MAIL_KIND, payload: message });
}
