import { sql } from "drizzle-orm";
import {
  addDays,
  daysBetween,
  utcDay,
} from "~/domain/analytics/analytics-period";
import type { Database, Transaction } from "../db/client.server";
import {
  analyticsDaily,
  analyticsEvents,
  analyticsSessions,
} from "../db/schema.server";
import { dailyJob } from "../jobs/daily-job.server";
import type { JobHandler } from "../jobs/job-worker.server";
import type { Logger } from "../logger.server";
import { rollupRowsQuery } from "./analytics-aggregate.server";
import {
  deleteExpiredAnalytics,
  type AnalyticsRetentionCounts,
} from "./analytics-retention.server";
import { rowsOf, type Queryable } from "../db/sql-rows.server";

/**
 * The analytics rollup (docs/analytics.md, "Rollups and retention"): a daily job in
 * the outbox queue like the retention runs (decision 012) that recomputes each day not yet
 * rolled up from the raw sessions and events, then applies retention.
 */
export const ANALYTICS_ROLLUP_KIND = "analytics_rollup";
/** 01:00 UTC: yesterday is over everywhere the day is counted (UTC), before the retention runs. */
export const ANALYTICS_ROLLUP_HOUR_UTC = 1;
/** A first run (or one after a long stop) rolls up at most this many days back. */
export const MAX_CATCH_UP_DAYS = 400;

const rollupJob = dailyJob(ANALYTICS_ROLLUP_KIND, ANALYTICS_ROLLUP_HOUR_UTC);

/** The first run time at 01:00 UTC strictly after `after`. */
export const nextAnalyticsRollupAfter = rollupJob.nextRunAfter;

/** Queues the run at `runAt` unless it is queued already (by this or another instance). */
export const scheduleAnalyticsRollup = rollupJob.schedule;

// Arbitrary but fixed: with the day's number, the key of the lock that makes two rollups of one
// day (a rerun, a second instance) take turns instead of interleaving their writes.
const ROLLUP_LOCK = 73_001;

/**
 * Recomputes the days `from` to `to` (both included) inside the caller's transaction: upserts
 * every row the raw data gives (a `total` row for each day even without traffic) and deletes
 * the days' rows whose key no longer appears. Each day's lock is taken first, in day order, so
 * two runs over overlapping days wait for each other and leave the same rows.
 */
export async function rollUpDaysIn(
  tx: Transaction,
  from: string,
  to: string,
): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${ROLLUP_LOCK}, (d::date - date '1970-01-01')) from generate_series(${from}::date, ${to}::date, interval '1 day') as d order by d`,
  );
  await tx.execute(sql`
    with fresh as (${rollupRowsQuery(from, to)}),
    upserted as (
      insert into ${analyticsDaily} (day, dimension, key, visitors, sessions, page_views, conversions)
      select day::date, dimension, key, visitors, sessions, page_views, conversions
      from fresh order by day, dimension, key
      on conflict (day, dimension, key) do update set
        visitors = excluded.visitors,
        sessions = excluded.sessions,
        page_views = excluded.page_views,
        conversions = excluded.conversions
      returning 1
    )
    delete from ${analyticsDaily} d
    where d.day between ${from}::date and ${to}::date
      and not exists (
        select 1 from fresh f
        where f.day::date = d.day and f.dimension = d.dimension and f.key = d.key
      )`);
}

/** Recomputes one UTC day ("YYYY-MM-DD") in its own transaction; a rerun writes the same rows. */
export async function rollUpDay(db: Database, day: string): Promise<void> {
  await db.transaction((tx) => rollUpDaysIn(tx, day, day));
}

/**
 * The last day rolled up: the newest `total` row (every rolled day has one). Days after it are
 * computed live by the dashboard.
 */
export async function rolledUpThrough(db: Queryable): Promise<string | null> {
  const [row] = await rowsOf<{ day: string | null }>(
    db,
    sql`select max(day)::text as day from ${analyticsDaily} where dimension = 'total'`,
  );
  return row?.day ?? null;
}

/** The oldest day with raw data, or null when there is none. */
async function oldestRawDay(db: Database): Promise<string | null> {
  const [row] = await rowsOf<{ day: string | null }>(
    db,
    sql`select to_char(least(
          (select min(started_at) from ${analyticsSessions}),
          (select min(occurred_at) from ${analyticsEvents})
        ) at time zone 'UTC', 'YYYY-MM-DD') as day`,
  );
  return row?.day ?? null;
}

/**
 * The days a run rolls up: from the day after the last rolled one (or the oldest raw day, at
 * most MAX_CATCH_UP_DAYS back; yesterday when there is nothing at all, so the watermark
 * moves) through yesterday. Null when yesterday is rolled already.
 */
export async function daysToRollUp(
  db: Database,
  now: Date,
): Promise<{ from: string; to: string } | null> {
  const yesterday = addDays(utcDay(now), -1);
  const earliest = addDays(yesterday, -(MAX_CATCH_UP_DAYS - 1));
  const through = await rolledUpThrough(db);
  let from = through ? addDays(through, 1) : await oldestRawDay(db);
  from ??= yesterday;
  if (daysBetween(earliest, from) < 0) from = earliest;
  return daysBetween(from, yesterday) < 0 ? null : { from, to: yesterday };
}

export type AnalyticsRollupReport = {
  /** The days rolled up, or null when there was nothing to do. */
  rolled: { from: string; to: string; days: number } | null;
  deleted: AnalyticsRetentionCounts;
};

/**
 * One run: rolls up every day after the last rolled one through yesterday, a day per
 * transaction (a long catch-up never holds one long transaction), then deletes raw data older
 * than 13 months and rollups older than 25 months. What a benchmark or an operator calls.
 */
export async function runAnalyticsRollup(
  db: Database,
  options: { now?: Date } = {},
): Promise<AnalyticsRollupReport> {
  const now = options.now ?? new Date();
  const days = await daysToRollUp(db, now);
  if (days)
    for (
      let day = days.from;
      daysBetween(day, days.to) >= 0;
      day = addDays(day, 1)
    )
      await rollUpDay(db, day);
  const deleted = await deleteExpiredAnalytics(db, now);
  // Fresh statistics for the live days' query: the embedded database runs no autovacuum, and
  // without them its planner misjudges a day's events against months of sessions.
  await db.execute(sql`analyze ${analyticsSessions}, ${analyticsEvents}`);
  return {
    rolled: days
      ? { ...days, days: daysBetween(days.from, days.to) + 1 }
      : null,
    deleted,
  };
}

/** The job's handler: each run queues the next (dailyJob), then runs runAnalyticsRollup. */
export function createAnalyticsRollupHandler(options: {
  db: Database;
  logger: Logger;
  now?: () => Date;
}): JobHandler {
  return rollupJob.handler(
    options.db,
    async ({ slot, startedAt }) => {
      const report = await runAnalyticsRollup(options.db, { now: startedAt });
      options.logger.info({ slot, ...report }, "analytics rollup run");
    },
    options.now,
  );
}
