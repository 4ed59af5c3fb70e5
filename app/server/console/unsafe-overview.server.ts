import { and, gte, inArray, lte, sql } from "drizzle-orm";
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
import { leadWeekCounts, supportTickets } from "../db/schema.server";
import type { StaffScope } from "./staff-scope.server";

/**
 * The Overview tab's numbers across every client (cross-tenant: only behind requireStaff).
 * The lead charts read `lead_week_counts`, non-spam leads per UTC week, source and status kept
 * by triggers on `leads` (drizzle/0016): one statement reads at most 12 weeks × 20 rows for
 * both charts, where grouping the leads themselves took two statements and ~15 ms of PGlite
 * per render at 100,000 leads (docs/decisions/046-signed-in-render-cost.md). Tickets use
 * support_tickets_status_idx.
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

/** Open and in-progress tickets by how long ago they were opened: one row of counts. */
async function unsafeOpenTicketAges(db: Database, now: Date) {
  const edge = (days: number) =>
    sql`${new Date(now.getTime() - days * DAY_MS).toISOString()}::timestamptz`;
  const columns = Object.fromEntries(
    TICKET_AGE_BUCKETS.map((bucket) => {
      const older = sql`${supportTickets.createdAt} <= ${edge(bucket.fromDays)}`;
      const filter =
        bucket.toDays === null
          ? older
          : sql`${older} and ${supportTickets.createdAt} > ${edge(bucket.toDays)}`;
      return [
        bucket.key,
        sql<number>`(count(*) filter (where ${filter}))::int`,
      ];
    }),
  );
  const [row] = await db
    .select(columns)
    .from(supportTickets)
    .where(inArray(supportTickets.status, ["open", "in_progress"]));
  return TICKET_AGE_BUCKETS.map((bucket) => ({
    key: bucket.key,
    label: bucket.label,
    count: Number(row?.[bucket.key] ?? 0),
  }));
}
