import { eq, sql } from "drizzle-orm";
import type { Locale } from "~/i18n/locale";
import type { Database, Transaction } from "../db/client.server";
import { newsletterSubscribers } from "../db/schema.server";
import { liftSuppression } from "../privacy/suppressions.server";
import { recordConsentEvent } from "./newsletter-subscribers.server";
import { checkConfirmationToken } from "./newsletter-tokens.server";

/**
 * What a confirmation link is worth (docs/newsletter.md): `pending` shows the button, whose POST
 * confirms; `expired` covers a link older than 48 hours, one from an earlier cycle (issued
 * before `pending_since`, e.g. before an unsubscribe) and a subscriber no longer there;
 * `invalid` is a link we did not issue (forged, cut short), which changes nothing.
 */
export type ConfirmationState =
  | { state: "pending"; subscriberId: string; locale: Locale; version: number }
  | {
      state: "confirmed";
      subscriberId: string;
      locale: Locale;
      /** The subscriber's preferences_version, for the link the confirming POST shows. */
      version: number;
    }
  | { state: "expired" }
  | { state: "invalid" };

async function stateOf(
  db: Database | Transaction,
  secret: string,
  token: unknown,
  now: number,
  lock: boolean,
): Promise<ConfirmationState> {
  const checked = checkConfirmationToken(secret, token, now);
  if (!checked.valid)
    return checked.reason === "expired"
      ? { state: "expired" }
      : { state: "invalid" };
  const query = db
    .select({
      status: newsletterSubscribers.status,
      locale: newsletterSubscribers.locale,
      pendingSince: newsletterSubscribers.pendingSince,
      version: newsletterSubscribers.preferencesVersion,
    })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, checked.subscriberId));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) return { state: "expired" };
  const locale = row.locale as Locale;
  const subscriberId = checked.subscriberId;
  const { version } = row;
  if (row.status === "confirmed")
    return { state: "confirmed", subscriberId, locale, version };
  if (row.status !== "pending" || checked.issuedAt < row.pendingSince.getTime())
    return { state: "expired" };
  return { state: "pending", subscriberId, locale, version };
}

/** What the link's page shows (GET): reads only, never confirms. */
export function confirmationState(
  db: Database,
  secret: string,
  token: unknown,
  now = Date.now(),
): Promise<ConfirmationState> {
  return stateOf(db, secret, token, now, false);
}

/**
 * The button's POST: a pending subscriber with a link of its current cycle becomes confirmed,
 * with the consent record's `confirmed`, under the row's lock. Confirming twice is harmless:
 * the second answers `confirmed` and writes nothing.
 */
export function confirmSubscription(
  db: Database,
  secret: string,
  token: unknown,
  options: { page: string | null; now?: number },
): Promise<ConfirmationState & { changed?: boolean }> {
  const now = options.now ?? Date.now();
  return db.transaction(async (tx) => {
    const state = await stateOf(tx, secret, token, now, true);
    if (state.state !== "pending") return state;
    const [confirmed] = await tx
      .update(newsletterSubscribers)
      .set({
        status: "confirmed",
        confirmedAt: new Date(now),
        spamReason: null,
        updatedAt: sql`now()`,
      })
      .where(eq(newsletterSubscribers.id, state.subscriberId))
      .returning({ email: newsletterSubscribers.email });
    // The person's own confirmed double opt-in is the one way an erased address comes back to
    // a list (decision 072): it lifts the address's suppression.
    if (confirmed) await liftSuppression(tx, confirmed.email, secret);
    await recordConsentEvent(tx, {
      subscriberId: state.subscriberId,
      kind: "confirmed",
      locale: state.locale,
      page: options.page,
    });
    return {
      state: "confirmed",
      subscriberId: state.subscriberId,
      locale: state.locale,
      version: state.version,
      changed: true,
    };
  });
}
