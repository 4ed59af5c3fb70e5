import { and, count, eq, exists, not, or, sql } from "drizzle-orm";
import type { ContentLocale } from "~/domain/enums";
import type { Database, Transaction } from "../db/client.server";
import {
  insightCapabilities,
  newsletterDeliveries,
  newsletterSubscribers,
  newsletterSubscriberTopics,
} from "../db/schema.server";

/**
 * Who receives an insight's newsletter (docs/decisions/056-newsletter.md): confirmed subscribers
 * of the insight's language who chose no topic (every topic) or a topic among the insight's
 * capabilities. One condition serves the studio's count and the send's INSERT … SELECT, so
 * the number staff confirm is the number of messages queued (unless someone confirms or leaves
 * in between).
 */
export type RecipientQuery = { insightId: string; locale: ContentLocale };

function recipientCondition(
  db: Database | Transaction,
  { insightId, locale }: RecipientQuery,
) {
  const ownTopic = eq(
    newsletterSubscriberTopics.subscriberId,
    newsletterSubscribers.id,
  );
  const anyTopic = db
    .select({ one: sql`1` })
    .from(newsletterSubscriberTopics)
    .where(ownTopic);
  const insightTopic = db
    .select({ one: sql`1` })
    .from(newsletterSubscriberTopics)
    .innerJoin(
      insightCapabilities,
      eq(
        insightCapabilities.capabilityId,
        newsletterSubscriberTopics.capabilityId,
      ),
    )
    .where(and(ownTopic, eq(insightCapabilities.insightId, insightId)));
  return and(
    eq(newsletterSubscribers.status, "confirmed"),
    eq(newsletterSubscribers.locale, locale),
    or(not(exists(anyTopic)), exists(insightTopic)),
  );
}

/** How many subscribers a send of the insight would reach now (the studio's "Send to N"). */
export async function countNewsletterRecipients(
  db: Database | Transaction,
  query: RecipientQuery,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(newsletterSubscribers)
    .where(recipientCondition(db, query));
  return row?.n ?? 0;
}

/**
 * Queues one delivery per recipient in one statement: the list is fixed when the send starts,
 * and the (send, subscriber) primary key makes a repeated call add nobody twice. Returns the
 * number of deliveries the send has.
 */
export async function queueNewsletterRecipients(
  tx: Transaction,
  sendId: string,
  query: RecipientQuery,
): Promise<number> {
  // Written as SQL around the builder's SELECT: drizzle's insert().select() wants every column.
  const recipients = tx
    .select({
      sendId: sql`${sendId}::uuid`,
      subscriberId: newsletterSubscribers.id,
      status: sql`'queued'`,
    })
    .from(newsletterSubscribers)
    .where(recipientCondition(tx, query));
  await tx.execute(
    sql`insert into ${newsletterDeliveries} (${sql.identifier("send_id")}, ${sql.identifier("subscriber_id")}, ${sql.identifier("status")}) ${recipients} on conflict do nothing`,
  );
  const [row] = await tx
    .select({ n: count() })
    .from(newsletterDeliveries)
    .where(eq(newsletterDeliveries.sendId, sendId));
  return row?.n ?? 0;
}
