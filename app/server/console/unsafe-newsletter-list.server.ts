import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  sql,
  type SQL,
} from "drizzle-orm";
import { NEWSLETTER_STATUSES, type NewsletterStatus } from "~/domain/enums";
import {
  SUBSCRIBER_PAGE_SIZE,
  subscriberSortDirection,
  type GrowthWeek,
  type NewsletterCounts,
  type SubscriberListItem,
  type SubscriberListParams,
} from "~/domain/console/newsletter-list";
import {
  OVERVIEW_WEEKS,
  recentWeekStarts,
  weekKey,
  weekLabel,
} from "~/domain/console/overview";
import type { Database } from "../db/client.server";
import { groupBy } from "../db/group-by.server";
import { containsPattern } from "../db/like-pattern.server";
import {
  capabilities,
  newsletterBlockedDomains,
  newsletterConsentEvents,
  newsletterSubscriberTopics,
  newsletterSubscribers,
} from "../db/schema.server";
import type { ContentScope } from "./staff-scope.server";

/**
 * The Newsletter tab's reads: counts by status, growth per week, and one page of subscribers
 * searched, filtered and sorted by the database. Cross-tenant by nature (subscribers belong to
 * no client); the functions take the ContentScope of an admin's or editor's request
 * (console-guard.server.ts, docs/decisions/033-staff-guard-scope.md).
 */

/** How many subscribers are in each status, and in all. */
export async function unsafeNewsletterCounts({
  db,
}: ContentScope): Promise<NewsletterCounts> {
  const rows = await db
    .select({ status: newsletterSubscribers.status, n: count() })
    .from(newsletterSubscribers)
    .groupBy(newsletterSubscribers.status);
  const counts = { pending: 0, confirmed: 0, unsubscribed: 0, total: 0 };
  for (const row of rows) {
    if ((NEWSLETTER_STATUSES as readonly string[]).includes(row.status))
      counts[row.status as NewsletterStatus] = row.n;
    counts.total += row.n;
  }
  return counts;
}

/**
 * Confirmations and unsubscribes per UTC week (Monday to Sunday), the last 12 weeks, the
 * current one last. Read from the consent record, not the subscribers' columns: an address
 * that left and came back has one row but two confirmations, and each counts in its week.
 */
export async function unsafeNewsletterGrowth(
  { db }: ContentScope,
  now: Date = new Date(),
): Promise<GrowthWeek[]> {
  const weeks = recentWeekStarts(now, OVERVIEW_WEEKS);
  const week = sql<string>`to_char(date_trunc('week', ${newsletterConsentEvents.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const rows = await db
    .select({ week, kind: newsletterConsentEvents.kind, n: count() })
    .from(newsletterConsentEvents)
    .where(
      and(
        inArray(newsletterConsentEvents.kind, ["confirmed", "unsubscribed"]),
        gte(newsletterConsentEvents.createdAt, weeks[0]!),
      ),
    )
    .groupBy(week, newsletterConsentEvents.kind);
  return weeks.map((start) => {
    const key = weekKey(start);
    const of = (kind: string) =>
      rows.find((row) => row.week === key && row.kind === kind)?.n ?? 0;
    return {
      week: key,
      label: weekLabel(start),
      confirmed: of("confirmed"),
      unsubscribed: of("unsubscribed"),
    };
  });
}

export async function unsafeCountBlockedDomains({
  db,
}: ContentScope): Promise<number> {
  const [row] = await db.select({ n: count() }).from(newsletterBlockedDomains);
  return row?.n ?? 0;
}

/** The WHERE of a list: the address contains the search (metacharacters literal), status, language. */
function subscriberWhere(params: SubscriberListParams): SQL | undefined {
  const conditions: SQL[] = [];
  if (params.q)
    conditions.push(
      sql`${newsletterSubscribers.emailKey} like ${containsPattern(params.q.toLowerCase())}`,
    );
  if (params.status !== "all")
    conditions.push(eq(newsletterSubscribers.status, params.status));
  if (params.language !== "all")
    conditions.push(eq(newsletterSubscribers.locale, params.language));
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * ORDER BY for a sort key, with the id last so the order is total and a row never shows on
 * two pages. Unconfirmed rows sort after the confirmed ones by Confirmed, whatever the direction.
 */
function subscriberOrder(
  sort: SubscriberListParams["sort"],
  dir: "asc" | "desc",
): SQL[] {
  const by = dir === "asc" ? asc : desc;
  const s = newsletterSubscribers;
  switch (sort) {
    case "address":
      return [by(s.emailKey)];
    case "status":
      return [by(s.status), desc(s.createdAt), by(s.id)];
    case "confirmed":
      return [
        sql`${s.confirmedAt} ${sql.raw(dir)} nulls last`,
        by(s.createdAt),
        by(s.id),
      ];
    case "signed_up":
      return [by(s.createdAt), by(s.id)];
  }
}

/** Each subscriber's chosen topics by name, in the capabilities' display order. */
export async function topicsOf(
  db: Database,
  ids: string[],
): Promise<Map<string, string[]>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      subscriberId: newsletterSubscriberTopics.subscriberId,
      name: capabilities.name,
    })
    .from(newsletterSubscriberTopics)
    .innerJoin(
      capabilities,
      eq(capabilities.id, newsletterSubscriberTopics.capabilityId),
    )
    .where(inArray(newsletterSubscriberTopics.subscriberId, ids))
    .orderBy(asc(capabilities.displayOrder), asc(capabilities.name));
  return groupBy(
    rows,
    (row) => row.subscriberId,
    (row) => row.name,
  );
}

export type SubscriberList = {
  items: SubscriberListItem[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
};

/** One page of subscribers and the total of its filter; a page past the end shows the last. */
export async function unsafeListSubscribers(
  { db }: ContentScope,
  params: SubscriberListParams,
): Promise<SubscriberList> {
  const pageSize = SUBSCRIBER_PAGE_SIZE;
  const where = subscriberWhere(params);
  const [counted] = await db
    .select({ n: count() })
    .from(newsletterSubscribers)
    .where(where);
  const total = counted?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(params.page, pageCount);
  const s = newsletterSubscribers;
  const rows = await db
    .select({
      id: s.id,
      email: s.email,
      status: s.status,
      locale: s.locale,
      createdAt: s.createdAt,
      confirmedAt: s.confirmedAt,
    })
    .from(s)
    .where(where)
    .orderBy(...subscriberOrder(params.sort, subscriberSortDirection(params)))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const topics = await topicsOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => ({
      id: row.id,
      email: row.email,
      status: row.status as NewsletterStatus,
      language: row.locale,
      topics: topics.get(row.id) ?? [],
      signedUpAt: row.createdAt.toISOString(),
      confirmedAt: row.confirmedAt?.toISOString() ?? null,
    })),
    total,
    page,
    pageSize,
    pageCount,
  };
}
