import { newsletterEmail as englishCopy } from "~/content/newsletter";
import { newsletterEmail as frenchCopy } from "~/content/fr/newsletter";
import type { ByLocale } from "~/i18n/copy";
import type { Locale } from "~/i18n/locale";
import type { Transaction } from "../db/client.server";
import { outbox } from "../db/schema.server";
import type { OutboxMessage } from "../mail/outbox.server";

/** The outbox kind of the double opt-in e-mail (one of MAIL_JOB_KINDS, decision 012). */
export const NEWSLETTER_CONFIRMATION_KIND = "newsletter_confirmation";

const copy: ByLocale<typeof frenchCopy> = { en: englishCopy, fr: frenchCopy };

/**
 * The confirmation e-mail, in the subscriber's language. It quotes nothing the visitor typed
 * (the address is only its recipient), so a sign-up in someone else's name cannot carry a
 * message to them; it says what they signed up for, the 48-hour limit, and that ignoring it
 * is enough.
 */
export function renderConfirmationEmail(options: {
  email: string;
  locale: Locale;
  confirmationUrl: string;
}): OutboxMessage {
  const words = copy[options.locale];
  return {
    to: [options.email],
    subject: words.subject,
    text: [
      words.greeting,
      "",
      words.why,
      "",
      words.action,
      options.confirmationUrl,
      "",
      words.notYou,
      "",
      words.signature,
    ].join("\n"),
  };
}

/** Queued in the caller's transaction: the e-mail exists exactly when the sign-up does. */
export async function queueConfirmationEmail(
  tx: Transaction,
  message: OutboxMessage,
): Promise<void> {
  await tx
    .insert(outbox)
    .values({ kind: NEWSLETTER_CONFIRMATION_KIND, payload: message });
}
