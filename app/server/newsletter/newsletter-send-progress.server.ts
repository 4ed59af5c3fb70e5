import { and, asc, count, eq, ilike, type SQL } from "drizzle-orm";
import {
  type NewsletterDeliveryStatus,
  type NewsletterSendStatus,
} from "~/domain/enums";
import type {
  DeliveriesPage,
  DeliveryFilter,
  EditorNewsletterSummary,
  SendProgress,
} from "~/domain/newsletter/newsletter-send-views";
import type { Database } from "../db/client.server";
import { containsPattern } from "../db/like-pattern.server";
import { countDeliveries } from "./newsletter-deliveries.server";
import {
  newsletterDeliveries,
  newsletterSends,
  newsletterSubscribers,
} from "../db/schema.server";

/**
 * A send as the studio shows it while it runs and after: the statuses the delivery job writes,
 * read only (docs/newsletter.md), counted as the driver counts them.
 */
export async function readSendProgress(
  db: Database,
  insightId: string,
): Promise<SendProgress | null> {
  const [send] = await db
    .select()
    .from(newsletterSends)
    .where(eq(newsletterSends.insightId, insightId));
  if (!send) return null;
  const { nextRetryAt: _nextRetryAt, ...counts } = await countDeliveries(
    db,
    send.id,
  );
  return {
    id: send.id,
    status: send.status as NewsletterSendStatus,
    subject: send.subject,
    ratePerSecond: send.ratePerSecond,
    recipientCount: send.recipientCount,
    createdAt: send.createdAt.toISOString(),
    createdByEmail: send.createdByEmail,
    completedAt: send.completedAt?.toISOString() ?? null,
    counts,
  };
}

export const DELIVERIES_PAGE_SIZE = 50;

/** One page of a send's recipients, by address, optionally of one status or matching a search. */
export async function listSendDeliveries(
  db: Database,
  sendId: string,
  filter: DeliveryFilter,
): Promise<DeliveriesPage> {
  const conditions: SQL[] = [eq(newsletterDeliveries.sendId, sendId)];
  if (filter.status)
    conditions.push(eq(newsletterDeliveries.status, filter.status));
  if (filter.q)
    conditions.push(
      ilike(newsletterSubscribers.email, containsPattern(filter.q)),
    );
  const where = and(...conditions);
  const [totalRow] = await db
    .select({ n: count() })
    .from(newsletterDeliveries)
    .innerJoin(
      newsletterSubscribers,
      eq(newsletterSubscribers.id, newsletterDeliveries.subscriberId),
    )
    .where(where);
  const total = totalRow?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / DELIVERIES_PAGE_SIZE));
  const page = Math.min(Math.max(1, filter.page), pageCount);
  const rows = await db
    .select({
      subscriberId: newsletterDeliveries.subscriberId,
      email: newsletterSubscribers.email,
      status: newsletterDeliveries.status,
      attempts: newsletterDeliveries.attempts,
      sentAt: newsletterDeliveries.sentAt,
      lastError: newsletterDeliveries.lastError,
    })
    .from(newsletterDeliveries)
    .innerJoin(
      newsletterSubscribers,
      eq(newsletterSubscribers.id, newsletterDeliveries.subscriberId),
    )
    .where(where)
    .orderBy(
      asc(newsletterSubscribers.emailKey),
      asc(newsletterDeliveries.subscriberId),
    )
    .limit(DELIVERIES_PAGE_SIZE)
    .offset((page - 1) * DELIVERIES_PAGE_SIZE);
  return {
    rows: rows.map((row) => ({
      ...row,
      status: row.status as NewsletterDeliveryStatus,
      sentAt: row.sentAt?.toISOString() ?? null,
    })),
    page: { page, pageCount, total, pageSize: DELIVERIES_PAGE_SIZE },
  };
}

/** The editor's line: "Send to subscribers" once published, "1,234 sent of 1,500" once sent. */
export async function readEditorNewsletterSummary(
  db: Database,
  insightId: string,
  isPublished: boolean,
): Promise<EditorNewsletterSummary> {
  const [send] = await db
    .select({
      id: newsletterSends.id,
      status: newsletterSends.status,
      total: newsletterSends.recipientCount,
    })
    .from(newsletterSends)
    .where(eq(newsletterSends.insightId, insightId));
  if (!send) return { offered: isPublished, send: null };
  const [sent] = await db
    .select({ n: count() })
    .from(newsletterDeliveries)
    .where(
      and(
        eq(newsletterDeliveries.sendId, send.id),
        eq(newsletterDeliveries.status, "sent"),
      ),
    );
  return {
    offered: true,
    send: {
      status: send.status as NewsletterSendStatus,
      sent: sent?.n ?? 0,
      total: send.total,
    },
  };
}
