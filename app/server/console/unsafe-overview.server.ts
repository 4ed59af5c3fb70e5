import { and, gt, gte, inArray, lte, sql } from "drizzle-orm";
import {
  OVERVIEW_WEEKS,
  TICKET_AGE_BUCKETS,
  conversionFunnel,
  leadsPerWeek,
  recentWeekStarts,
  weekKey,
  type OverviewData,
} from "~/domain/console/overview";
import type { Database } from "../db/client.server";
import {
  leadWeekCounts,
  supportTickets,
  ticketStatusCounts,
} from "../db/schema.server";
import type { StaffScope } from "./staff-scope.server";

/**
 * The Overview tab's numbers across every client (cross-tenant: only behind requireStaff).
 * The lead charts read `lead_week_counts`, non-spam leads per UTC week, source and status kept
 * by triggers on `leads` (drizzle/0016): one statement reads at most 12 weeks × 20 rows for
 * both charts, where grouping the leads themselves took two statements and ~15 ms of PGlite
 * per render at 100,000 leads (docs/decisions/046-signed-in-render-cost.md). The open tickets'
 * ages read the kept ticket counts and the last weeks' tickets (unsafeOpenTicketAges).
 */
const DAY_MS = 24 * 60 * 60 * 1000;

export async function unsafeOverview(
  { db }: StaffScope,
  now = new Date(),
): Promise<OverviewData> {
  const weekStarts = recentWeekStarts(now, OVERVIEW_WEEKS);
  // Weeks are cut in UTC whatever the server's or the session's time zone; the window is whole
  // weeks, so it is the kept rows of its first to its last Monday.
  const [counts, ticketAges] = await Promise.all([
    db
      .select({
        week: sql<string>`to_char(${leadWeekCounts.week}, 'YYYY-MM-DD')`,
        source: leadWeekCounts.source,
        status: leadWeekCounts.status,
        count: leadWeekCounts.count,
      })
      .from(leadWeekCounts)
      .where(
        and(
          gte(leadWeekCounts.week, weekKey(weekStarts[0]!)),
          lte(leadWeekCounts.week, weekKey(weekStarts.at(-1)!)),
        ),
      ),
    unsafeOpenTicketAges(db, now),
  ]);

  return {
    // One row per week, source and status: the weeks' chart adds up each week's statuses,
    // the funnel each status's weeks.
    weeks: leadsPerWeek(weekStarts, counts),
    funnel: conversionFunnel(counts),
    ticketAges,
    asOf: now.toISOString(),
  };
}

const OPEN_STATUSES = ["open", "in_progress"] as const;

/**
 * Open and in-progress tickets by how long ago they were opened. The last bucket (older than
 * its `fromDays`) is every open ticket, from the kept counts (`ticket_status_counts`,
 * drizzle/0017), less those opened since: only the recent tickets are counted, through
 * support_tickets_status_idx, however long the backlog.
 */
async function unsafeOpenTicketAges(db: Database, now: Date) {
  const edge = (days: number) =>
    sql`${new Date(now.getTime() - days * DAY_MS).toISOString()}::timestamptz`;
  const recent = TICKET_AGE_BUCKETS.filter((bucket) => bucket.toDays !== null);
  const oldest = Math.max(...recent.map((bucket) => bucket.toDays!));
  const columns = Object.fromEntries([
    // Every ticket the statement reads, one opened after `now` too (it is in no bucket).
    ["all", sql<number>`count(*)::int`],
    ...recent.map((bucket) => [
      bucket.key,
      sql<number>`(count(*) filter (where ${supportTickets.createdAt} <= ${edge(bucket.fromDays)} and ${supportTickets.createdAt} > ${edge(bucket.toDays!)}))::int`,
    ]),
  ]);
  // One statement, so the kept total and the recent tickets are read from the same snapshot.
  const [row] = await db
    .select({
      ...columns,
      openTotal: sql<string | null>`(${db
        .select({ total: sql`sum(${ticketStatusCounts.count})` })
        .from(ticketStatusCounts)
        .where(inArray(ticketStatusCounts.status, OPEN_STATUSES))})`,
    })
    .from(supportTickets)
    .where(
      and(
        inArray(supportTickets.status, OPEN_STATUSES),
        gt(supportTickets.createdAt, new Date(now.getTime() - oldest * DAY_MS)),
      ),
    );
  const counts = new Map(
    recent.map((bucket) => [bucket.key, Number(row?.[bucket.key] ?? 0)]),
  );
  const recentTotal = Number(row?.all ?? 0);
  return TICKET_AGE_BUCKETS.map((bucket) => ({
    key: bucket.key,
    label: bucket.label,
    count:
      bucket.toDays === null
        ? Math.max(0, Number(row?.openTotal ?? 0) - recentTotal)
        : counts.get(bucket.key)!,
  }));
}
