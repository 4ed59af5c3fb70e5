import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database, Transaction } from "../db/client.server";
import {
  newsletterConsentEvents,
  newsletterDeliveries,
  newsletterSubscribers,
} from "../db/schema.server";
import type {
  NewsletterEventKind,
  NewsletterUnsubscribeSource,
} from "~/domain/enums";
import type { Locale } from "~/i18n/locale";
import { withdrawConsent } from "../privacy/consents.server";

/**
 * The rules every part of the newsletter shares about one subscriber (docs/decisions/056): the
 * consent record, and leaving. The public pages, the one-click POST, the console and the sender
 * all go through these, so an unsubscribe means the same wherever it comes from.
 */
export async function recordConsentEvent(
  tx: Database | Transaction,
  event: {
    subscriberId: string;
    kind: NewsletterEventKind;
    locale?: Locale | null;
    page?: string | null;
    consentText?: string | null;
    actorEmail?: string | null;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await tx.insert(newsletterConsentEvents).values({
    subscriberId: event.subscriberId,
    kind: event.kind,
    locale: event.locale ?? null,
    page: event.page ?? null,
    consentText: event.consentText ?? null,
    actorEmail: event.actorEmail ?? null,
    details: event.details ?? {},
  });
}

export type UnsubscribeOutcome =
  /** The subscriber was pending or confirmed, and now is not. */
  | { changed: true; email: string }
  /** Already unsubscribed: nothing written (leaving twice is harmless). */
  | { changed: false; email: string }
  | { changed: false; email: null };

/**
 * Unsubscribes one subscriber, records it, and skips every message of a running send that has
 * not gone to them yet. A message already in flight is stopped by the sender's own check just
 * before it goes; one already handed to the mail server has gone. Given a transaction (the
 * console's, which writes its audit entry with it), it runs inside that one.
 */
export async function unsubscribeSubscriber(
  db: Database | Transaction,
  options: {
    subscriberId: string;
    source: NewsletterUnsubscribeSource;
    page?: string | null;
    locale?: Locale | null;
    actorEmail?: string | null;
  },
): Promise<UnsubscribeOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        email: newsletterSubscribers.email,
        status: newsletterSubscribers.status,
      })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, options.subscriberId))
      .for("update");
    if (!row) return { changed: false, email: null };
    // Leaving the list withdraws every newsletter consent a lead form recorded for the address
    // (privacy_consents, decision 072): one step, whichever of the newsletter's doors it used.
    await withdrawConsent(tx, {
      email: row.email,
      purpose: "newsletter",
      via: "unsubscribe",
    });
    if (row.status === "unsubscribed")
      return { changed: false, email: row.email };
    await tx
      .update(newsletterSubscribers)
      .set({
        status: "unsubscribed",
        unsubscribedAt: sql`now()`,
        unsubscribeSource: options.source,
        updatedAt: sql`now()`,
      })
      .where(eq(newsletterSubscribers.id, options.subscriberId));
    await tx
      .update(newsletterDeliveries)
      .set({ status: "skipped", updatedAt: sql`now()` })
      .where(
        and(
          eq(newsletterDeliveries.subscriberId, options.subscriberId),
          inArray(newsletterDeliveries.status, ["queued", "failed"]),
        ),
      );
    await recordConsentEvent(tx, {
      subscriberId: options.subscriberId,
      kind: "unsubscribed",
      locale: options.locale,
      page: options.page,
      actorEmail: options.actorEmail,
      details: { source: options.source },
    });
    return { changed: true, email: row.email };
  });
}
