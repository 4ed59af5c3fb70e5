import type { Locale } from "~/i18n/locale";
import type { Transaction } from "../db/client.server";

/**
 * A lead form's "Send me the newsletter" box starts the newsletter's own double opt-in (the
 * one subscribe path, app/server/newsletter/newsletter-signup.server.ts). The leads area may not
 * import the newsletter's (the newsletter reads leads), so the wiring hands that function in at
 * start-up (app/server/services.server.ts), as it does the chat's brain.
 */
export type NewsletterOptInRequest = {
  email: string;
  locale: Locale;
  /** The form's page, recorded with the newsletter's consent event. */
  page: string | null;
  /** A submission flagged as spam asks, but no confirmation e-mail goes out. */
  spamReason: string | null;
};

export type NewsletterOptIn = (
  tx: Transaction,
  request: NewsletterOptInRequest,
) => Promise<void>;

let registered: NewsletterOptIn | null = null;

export function registerNewsletterOptIn(optIn: NewsletterOptIn): void {
  registered = optIn;
}

/** Runs in the form's transaction: the sign-up commits with the lead, or neither does. */
export async function startNewsletterOptIn(
  tx: Transaction,
  request: NewsletterOptInRequest,
): Promise<void> {
  if (!registered)
    throw new Error(
      "the newsletter's opt-in is not wired: start the app through services.server.ts",
    );
  await registered(tx, request);
}
