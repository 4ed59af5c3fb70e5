import { sql } from "drizzle-orm";
import { monthsBeforeDay, utcDay } from "~/domain/analytics/analytics-period";
import type { Database } from "../db/client.server";
import { analyticsDaily, analyticsSessions } from "../db/schema.server";
import { rowsOf } from "../db/sql-rows.server";

/**
 * How long analytics data is kept (docs/analytics.md): raw sessions and their events
 * 13 months, so a year can be compared with the one before it in the rollups while no visit
 * is kept longer than needed; daily rollups 25 months, for two years of trends.
 */
export const RAW_RETENTION_MONTHS = 13;
export const ROLLUP_RETENTION_MONTHS = 25;
/** Rows per statement: a big backlog never holds long locks. */
const BATCH = 5_000;

export type AnalyticsRetentionCounts = { sessions: number; rollupRows: number };

/** The first day kept of each kind, for a run at `now`. */
export function retentionCutoffs(now: Date): { raw: string; rollups: string } {
  const today = utcDay(now);
  return {
    raw: monthsBeforeDay(today, RAW_RETENTION_MONTHS),
    rollups: monthsBeforeDay(today, ROLLUP_RETENTION_MONTHS),
  };
}

/**
 * Deletes sessions that started before the raw cutoff (their events cascade) and rollup rows
 * of days before the rollup cutoff, in batches until none is left.
 */
export async function deleteExpiredAnalytics(
  db: Database,
  now: Date,
): Promise<AnalyticsRetentionCounts> {
  const cut = retentionCutoffs(now);
  const counts: AnalyticsRetentionCounts = { sessions: 0, rollupRows: 0 };
  for (;;) {
    const deleted = await rowsOf<{ id: string }>(
      db,
      sql`delete from ${analyticsSessions} where id in (
            select id from ${analyticsSessions}
            where started_at < ${`${cut.raw}T00:00:00Z`}::timestamptz
            limit ${BATCH}
          ) returning id`,
    );
    counts.sessions += deleted.length;
    if (deleted.length < BATCH) break;
  }
  for (;;) {
    const deleted = await rowsOf<{ day: string }>(
      db,
      sql`delete from ${analyticsDaily} where (day, dimension, key) in (
            select day, dimension, key from ${analyticsDaily}
            where day < ${cut.rollups}::date
            limit ${BATCH}
          ) returning day::text`,
    );
    counts.rollupRows += deleted.length;
    if (deleted.length < BATCH) break;
  }
  return counts;
}
