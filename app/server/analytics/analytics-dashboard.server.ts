import { sql, type SQL } from "drizzle-orm";
import {
  funnelSteps,
  totalsOf,
  type AnalyticsDashboard,
  type DailyPoint,
  type KeyRow,
} from "~/domain/analytics/analytics-dashboard";
import type { AnalyticsDimension } from "~/domain/analytics/analytics-enums";
import {
  addDays,
  daysBetween,
  daysFrom,
  periodRanges,
  utcDay,
  type AnalyticsPeriod,
  type DayRange,
} from "~/domain/analytics/analytics-period";
import { pairPages } from "~/domain/analytics/analytics-pages";
import { FORM_KINDS } from "~/domain/forms/consent";
import type { Database } from "../db/client.server";
import { analyticsDaily } from "../db/schema.server";
import {
  computeRollupRows,
  FUNNEL_KEYS,
  rollupRowsQuery,
  toRollupRow,
  type RollupRow,
  type RollupSqlRow,
} from "./analytics-aggregate.server";
import { rolledUpThrough } from "./analytics-rollup.server";
import { rowsOf, type Queryable } from "../db/sql-rows.server";

const TOP = 25;

/**
 * Every rollup row of a range: the rolled-up days read from analytics_daily, the days after
 * the watermark (today, a day the job has not reached) computed from raw data by the job's
 * own query, so both kinds of day are counted alike.
 */
export function rangeRowsQuery(range: DayRange, watermark: string | null): SQL {
  const parts: SQL[] = [];
  const rolledTo =
    watermark === null
      ? null
      : daysBetween(watermark, range.to) > 0
        ? watermark
        : range.to;
  if (rolledTo && daysBetween(range.from, rolledTo) >= 0)
    parts.push(sql`select day::text as day, dimension, key, visitors, sessions, page_views, conversions
      from ${analyticsDaily} where day between ${range.from}::date and ${rolledTo}::date`);
  const liveFrom =
    watermark && daysBetween(range.from, watermark) >= 0
      ? addDays(watermark, 1)
      : range.from;
  if (daysBetween(liveFrom, range.to) >= 0)
    parts.push(
      sql`select * from (${rollupRowsQuery(liveFrom, range.to)}) live`,
    );
  return parts.length > 0
    ? sql.join(parts, sql` union all `)
    : sql`select null::text as day, null::text as dimension, null::text as key, 0 as visitors, 0 as sessions, 0 as page_views, 0 as conversions where false`;
}

/** The rows of a range day by day (the CSV export), in day, dimension and key order. */
export async function rangeRows(
  db: Queryable,
  range: DayRange,
): Promise<RollupRow[]> {
  const watermark = await rolledUpThrough(db);
  const rows = await rowsOf<RollupSqlRow>(
    db,
    sql`select * from (${rangeRowsQuery(range, watermark)}) r order by day, dimension, key`,
  );
  return rows.map(toRollupRow);
}

type Summed = Omit<RollupSqlRow, "day">;

const countsOf = (row: Summed | undefined) => ({
  visitors: Number(row?.visitors ?? 0),
  sessions: Number(row?.sessions ?? 0),
  pageViews: Number(row?.page_views ?? 0),
  conversions: Number(row?.conversions ?? 0),
});

function keyRows(rows: Summed[], dimension: AnalyticsDimension): KeyRow[] {
  return rows
    .filter((row) => row.dimension === dimension)
    .map((row) => ({ key: row.key, ...countsOf(row) }));
}

const byVisitors = (a: KeyRow, b: KeyRow) =>
  b.visitors - a.visitors ||
  b.sessions - a.sessions ||
  a.key.localeCompare(b.key);
const byConversions = (a: KeyRow, b: KeyRow) =>
  b.conversions - a.conversions || byVisitors(a, b);

/** The rolled-up sums with the live days' rows added, per dimension and key. */
function mergeSums(rolled: Summed[], live: RollupRow[]): Summed[] {
  const byKey = new Map(
    rolled.map((row) => [`${row.dimension}\u0000${row.key}`, { ...row }]),
  );
  for (const row of live) {
    const id = `${row.dimension}\u0000${row.key}`;
    const sum = byKey.get(id) ?? {
      dimension: row.dimension,
      key: row.key,
      visitors: 0,
      sessions: 0,
      page_views: 0,
      conversions: 0,
    };
    sum.visitors = Number(sum.visitors) + row.visitors;
    sum.sessions = Number(sum.sessions) + row.sessions;
    sum.page_views = Number(sum.page_views) + row.pageViews;
    sum.conversions = Number(sum.conversions) + row.conversions;
    byKey.set(id, sum);
  }
  return [...byKey.values()];
}

/**
 * The Analytics tab's data for a period of `period` days ending today (UTC) and the period
 * before it: totals, the daily series of both, top pages (English and French on one row),
 * sources, campaigns, landing pages, conversions per form and the get-started funnel.
 * Whole days come from the rollups; only the days after the last rolled one are computed
 * live, so a 90-day view reads a few thousand rollup rows whatever the raw volume.
 */
export async function loadAnalyticsDashboard(
  db: Database,
  options: { period: AnalyticsPeriod; now?: Date },
): Promise<AnalyticsDashboard> {
  const today = utcDay(options.now ?? new Date());
  const { current, previous } = periodRanges(today, options.period);
  const watermark = await rolledUpThrough(db);
  // Rolled-up days through the watermark (never past today); raw data after it, computed once.
  const rolledTo =
    watermark === null
      ? null
      : daysBetween(watermark, today) > 0
        ? watermark
        : today;
  const liveFrom =
    rolledTo && daysBetween(previous.from, rolledTo) >= 0
      ? addDays(rolledTo, 1)
      : previous.from;
  const live =
    daysBetween(liveFrom, today) >= 0
      ? await computeRollupRows(db, liveFrom, today)
      : [];
  const rolled = rolledTo !== null && daysBetween(previous.from, rolledTo) >= 0;
  const summedRolled = rolled
    ? await rowsOf<Summed>(
        db,
        sql`select dimension, key, sum(visitors)::int as visitors, sum(sessions)::int as sessions,
              sum(page_views)::int as page_views, sum(conversions)::int as conversions
            from ${analyticsDaily}
            where day between ${current.from}::date and ${rolledTo}::date and dimension <> 'total'
            group by dimension, key`,
      )
    : [];
  const dailyRolled = rolled
    ? await rowsOf<RollupSqlRow>(
        db,
        sql`select day::text as day, visitors, sessions, page_views, conversions
            from ${analyticsDaily}
            where day between ${previous.from}::date and ${rolledTo}::date and dimension = 'total'`,
      )
    : [];
  const summed = mergeSums(
    summedRolled,
    live.filter(
      (row) =>
        row.dimension !== "total" && daysBetween(current.from, row.day) >= 0,
    ),
  );
  const dailyTotals = [
    ...dailyRolled,
    ...live
      .filter((row) => row.dimension === "total")
      .map((row) => ({
        ...row,
        page_views: row.pageViews,
      })),
  ];

  const totalOfDay = new Map(
    dailyTotals.map((row) => [row.day, countsOf(row)]),
  );
  const dayCounts = (day: string) => totalOfDay.get(day) ?? countsOf(undefined);
  const sum = (range: DayRange) =>
    daysFrom(range.from, range.to)
      .map(dayCounts)
      .reduce(
        (a, b) => ({
          visitors: a.visitors + b.visitors,
          sessions: a.sessions + b.sessions,
          pageViews: a.pageViews + b.pageViews,
          conversions: a.conversions + b.conversions,
        }),
        countsOf(undefined),
      );
  const daily: DailyPoint[] = daysFrom(current.from, current.to).map((day) => {
    const previousDay = addDays(day, -options.period);
    return {
      day,
      visitors: dayCounts(day).visitors,
      pageViews: dayCounts(day).pageViews,
      previousDay,
      previousVisitors: dayCounts(previousDay).visitors,
      previousPageViews: dayCounts(previousDay).pageViews,
    };
  });
  const totals = {
    current: totalsOf(sum(current)),
    previous: totalsOf(sum(previous)),
  };

  const forms = keyRows(summed, "form");
  const funnel = keyRows(summed, "funnel");
  return {
    period: options.period,
    current,
    previous,
    rolledUpThrough: watermark,
    totals,
    daily,
    pages: pairPages(
      keyRows(summed, "page").map(({ key, ...counts }) => ({
        path: key,
        ...counts,
      })),
    ).slice(0, TOP),
    sources: keyRows(summed, "source").sort(byVisitors).slice(0, TOP),
    campaigns: keyRows(summed, "campaign").sort(byVisitors).slice(0, TOP),
    landings: keyRows(summed, "landing").sort(byConversions).slice(0, TOP),
    // Every lead form, those without a conversion included, then any other label recorded.
    forms: [
      ...FORM_KINDS.map(
        (kind) =>
          forms.find((row) => row.key === kind) ?? {
            key: kind,
            ...countsOf(undefined),
          },
      ),
      ...forms.filter(
        (row) => !(FORM_KINDS as readonly string[]).includes(row.key),
      ),
    ],
    devices: keyRows(summed, "device").sort(byVisitors),
    funnel: funnelSteps(
      FUNNEL_KEYS,
      (key) => funnel.find((row) => row.key === key)?.sessions ?? 0,
    ),
    empty:
      totals.current.pageViews + totals.previous.pageViews === 0 &&
      totals.current.sessions + totals.previous.sessions === 0,
  };
}
