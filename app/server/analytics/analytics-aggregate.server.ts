import { sql, type SQL } from "drizzle-orm";
import type { AnalyticsDimension } from "~/domain/analytics/analytics-enums";
import { addDays } from "~/domain/analytics/analytics-period";
import { GET_STARTED_STEP_COUNT } from "~/domain/forms/lead-forms";
import { analyticsEvents, analyticsSessions } from "../db/schema.server";
import { rowsOf, type Queryable } from "../db/sql-rows.server";

/**
 * The one aggregation of raw sessions and events into daily rollup rows. The rollup job writes
 * its rows into analytics_daily; the dashboard and the CSV export compute the days the job has
 * not rolled up yet (today, a day it missed) with the same query, so a live day and a rolled
 * day can never disagree (docs/analytics.md, "Rollups and retention").
 *
 * Which day a number belongs to:
 * - visitors and sessions of the session dimensions (total, source, campaign, landing, device)
 *   belong to the UTC day the session started; a visit past midnight is one session, on the
 *   day it began;
 * - page views, conversions, funnel steps and the page and form dimensions belong to the UTC
 *   day of the event, attributed to its session's source, campaign, landing page and device.
 * A visitor key lives one UTC day, so a day's visitors are its distinct keys and days add up.
 */

export type RollupRow = {
  day: string;
  dimension: AnalyticsDimension;
  key: string;
  visitors: number;
  sessions: number;
  pageViews: number;
  conversions: number;
};

/** The get-started form's first page: reaching it is the funnel's first step. */
export const GET_STARTED_PATHS = ["/get-started", "/fr/get-started"] as const;

/** The funnel's keys in order: step-1 (the form's page) to step-N, then "sent". */
export const FUNNEL_KEYS = [
  ...Array.from({ length: GET_STARTED_STEP_COUNT }, (_, i) => `step-${i + 1}`),
  "sent",
] as const;

const midnight = (day: string) => sql`${`${day}T00:00:00Z`}::timestamptz`;

/**
 * A SELECT of every rollup row of the days `from` to `to` (both included, UTC), with the
 * columns day (text), dimension, key, visitors, sessions, page_views, conversions. Every day
 * has its `total` row, zeros included.
 */
export function rollupRowsQuery(from: string, to: string): SQL {
  const start = midnight(from);
  const end = midnight(addDays(to, 1));
  const sessionKeys = (alias: string) =>
    sql.raw(
      `(values ('total', ''), ('source', ${alias}.source), ('campaign', ${alias}.utm_campaign), ('landing', ${alias}.landing_page), ('device', ${alias}.device)) as d(dimension, key)`,
    );
  return sql`
    with s as (
      select id, visitor_key, source, utm_campaign, landing_page, device,
             to_char(started_at at time zone 'UTC', 'YYYY-MM-DD') as day
      from ${analyticsSessions}
      where started_at >= ${start} and started_at < ${end}
    ),
    e as (
      select ev.session_id, ev.kind, ev.path, ev.label,
             to_char(ev.occurred_at at time zone 'UTC', 'YYYY-MM-DD') as day,
             se.visitor_key, se.source, se.utm_campaign, se.landing_page, se.device
      from ${analyticsEvents} ev
      join ${analyticsSessions} se on se.id = ev.session_id
      where ev.occurred_at >= ${start} and ev.occurred_at < ${end}
    ),
    facts as (
      select s.day, d.dimension, d.key,
             count(distinct s.visitor_key) as visitors, count(*) as sessions,
             0::bigint as page_views, 0::bigint as conversions
      from s cross join lateral ${sessionKeys("s")}
      where d.key is not null
      group by 1, 2, 3
      union all
      select e.day, d.dimension, d.key, 0, 0,
             count(*) filter (where e.kind = 'page_view'),
             count(*) filter (where e.kind = 'conversion')
      from e cross join lateral ${sessionKeys("e")}
      where d.key is not null and e.kind in ('page_view', 'conversion')
      group by 1, 2, 3
      union all
      -- A page's conversions are those of the sessions that viewed it that day: each event
      -- carries its session's conversions of the day (a window, not a join, whose estimate
      -- the planner gets wrong on a CTE).
      select day, 'page', path, count(distinct visitor_key), count(*),
             sum(views)::bigint, sum(converted)::bigint
      from (
        select day, path, session_id, visitor_key, count(*) as views,
               max(converted) as converted
        from (
          select day, path, session_id, visitor_key, kind,
                 count(*) filter (where kind = 'conversion')
                   over (partition by day, session_id) as converted
          from e
        ) x
        where kind = 'page_view'
        group by day, path, session_id, visitor_key
      ) pv
      group by day, path
      union all
      select day, 'form', label, count(distinct visitor_key),
             count(distinct session_id), 0, count(*)
      from e where kind = 'conversion' and label is not null
      group by day, label
      union all
      select day, 'funnel', step, count(distinct visitor_key),
             count(distinct session_id), 0, 0
      from (
        select day, 'step-1' as step, session_id, visitor_key from e
        where kind = 'page_view' and path in (${sql.join(
          GET_STARTED_PATHS.map((path) => sql`${path}`),
          sql`, `,
        )})
        union all
        select day, label, session_id, visitor_key from e
        where kind = 'funnel_step' and label like 'step-%'
        union all
        select day, 'sent', session_id, visitor_key from e
        where kind = 'conversion' and label = 'get_started'
      ) f
      group by day, step
      union all
      select to_char(g, 'YYYY-MM-DD'), 'total', '', 0, 0, 0, 0
      from generate_series(${from}::date, ${to}::date, interval '1 day') as g
    )
    select day, dimension, key,
           sum(visitors)::int as visitors, sum(sessions)::int as sessions,
           sum(page_views)::int as page_views, sum(conversions)::int as conversions
    from facts
    group by day, dimension, key`;
}

/** A rollup row as SQL names its columns, before the counts become numbers. */
export type RollupSqlRow = {
  day: string;
  dimension: AnalyticsDimension;
  key: string;
  visitors: number;
  sessions: number;
  page_views: number;
  conversions: number;
};

export const toRollupRow = (row: RollupSqlRow): RollupRow => ({
  day: row.day,
  dimension: row.dimension,
  key: row.key,
  visitors: Number(row.visitors),
  sessions: Number(row.sessions),
  pageViews: Number(row.page_views),
  conversions: Number(row.conversions),
});

/** The rollup rows of `from` to `to` computed from raw data now, in key order. */
export async function computeRollupRows(
  db: Queryable,
  from: string,
  to: string,
): Promise<RollupRow[]> {
  const rows = await rowsOf<RollupSqlRow>(
    db,
    sql`select * from (${rollupRowsQuery(from, to)}) r order by day, dimension, key`,
  );
  return rows.map(toRollupRow);
}
