import { asc, desc, eq } from "drizzle-orm";
import {
  preferenceChangeText,
  type SubscriberDetail,
} from "~/domain/console/newsletter-list";
import type {
  NewsletterDeliveryStatus,
  NewsletterEventKind,
  NewsletterStatus,
  NewsletterUnsubscribeSource,
} from "~/domain/enums";
import {
  capabilities,
  insights,
  newsletterConsentEvents,
  newsletterDeliveries,
  newsletterSends,
  newsletterSubscribers,
} from "../db/schema.server";
import { unsubscribeSubscriber } from "../newsletter/newsletter-subscribers.server";
import { recordAudit } from "./audit.server";
import type { ContentScope } from "./staff-scope.server";
import { topicsOf } from "./unsafe-newsletter-list.server";

/**
 * One subscriber as the console shows them (docs/newsletter.md): their row, topics, the
 * whole consent record in order, and the messages sent (or to be sent) to them; and staff's
 * manual unsubscribe, which goes through the newsletter's one unsubscribe rule.
 */

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The subscriber with this id, or null: the caller answers 404. */
export async function unsafeGetSubscriber(
  { db }: ContentScope,
  id: string,
): Promise<SubscriberDetail | null> {
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, id));
  if (!row) return null;
  const [topics, events, deliveries, topicNames] = await Promise.all([
    topicsOf(db, [id]),
    db
      .select()
      .from(newsletterConsentEvents)
      .where(eq(newsletterConsentEvents.subscriberId, id))
      // Append-only, so the time orders it; the id keeps two of one instant in one order.
      .orderBy(
        asc(newsletterConsentEvents.createdAt),
        asc(newsletterConsentEvents.id),
      ),
    db
      .select({
        sendId: newsletterDeliveries.sendId,
        insightTitle: insights.title,
        status: newsletterDeliveries.status,
        sentAt: newsletterDeliveries.sentAt,
      })
      .from(newsletterDeliveries)
      .innerJoin(
        newsletterSends,
        eq(newsletterSends.id, newsletterDeliveries.sendId),
      )
      .innerJoin(insights, eq(insights.id, newsletterSends.insightId))
      .where(eq(newsletterDeliveries.subscriberId, id))
      .orderBy(desc(newsletterSends.createdAt), asc(newsletterSends.id)),
    // The consent record keeps topic slugs; the console names them.
    db
      .select({ slug: capabilities.slug, name: capabilities.name })
      .from(capabilities),
  ]);
  return {
    id: row.id,
    email: row.email,
    status: row.status as NewsletterStatus,
    language: row.locale,
    topics: topics.get(id) ?? [],
    consentText: row.consentText,
    consentPage: row.consentPage,
    consentedAt: row.consentedAt.toISOString(),
    signedUpAt: row.createdAt.toISOString(),
    confirmedAt: iso(row.confirmedAt),
    unsubscribedAt: iso(row.unsubscribedAt),
    unsubscribeSource:
      row.unsubscribeSource as NewsletterUnsubscribeSource | null,
    spamReason: row.spamReason,
    events: events.map((event) => {
      const source = (event.details as { source?: unknown }).source;
      const named = new Map(
        topicNames.map((topic) => [topic.slug, topic.name]),
      );
      return {
        id: event.id,
        at: event.createdAt.toISOString(),
        kind: event.kind as NewsletterEventKind,
        page: event.page,
        locale: event.locale,
        consentText: event.consentText,
        actorEmail: event.actorEmail,
        source:
          typeof source === "string"
            ? (source as NewsletterUnsubscribeSource)
            : null,
        change:
          event.kind === "preferences_changed"
            ? preferenceChangeText(
                event.details,
                (slug) => named.get(slug) ?? slug,
              )
            : null,
      };
    }),
    deliveries: deliveries.map((delivery) => ({
      ...delivery,
      status: delivery.status as NewsletterDeliveryStatus,
      sentAt: iso(delivery.sentAt),
    })),
  };
}

export type StaffUnsubscribeOutcome =
  | { kind: "unsubscribed"; email: string }
  | { kind: "already"; email: string }
  | { kind: "not-found" };

/**
 * Staff unsubscribe someone (at their request by phone, a complaint): the shared rule
 * (status, consent event naming the staff member, unsent messages skipped) and the audit
 * entry commit together, or neither does.
 */
export function unsafeStaffUnsubscribe(
  { db, actor }: ContentScope,
  id: string,
  page: string,
): Promise<StaffUnsubscribeOutcome> {
  return db.transaction(async (tx) => {
    const outcome = await unsubscribeSubscriber(tx, {
      subscriberId: id,
      source: "staff",
      page,
      actorEmail: actor.email,
    });
    if (outcome.email === null) return { kind: "not-found" as const };
    if (!outcome.changed)
      return { kind: "already" as const, email: outcome.email };
    await recordAudit(tx, actor, {
      action: "newsletter.unsubscribe",
      entityType: "newsletter_subscriber",
      entityId: id,
      summary: `Unsubscribed ${outcome.email} from the newsletter`,
      after: { status: "unsubscribed", unsubscribeSource: "staff" },
    });
    return { kind: "unsubscribed" as const, email: outcome.email };
  });
}
