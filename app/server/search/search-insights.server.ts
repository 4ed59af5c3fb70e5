import { sql } from "drizzle-orm";
import type { ContentLocale } from "~/domain/enums";
import {
  TOP_QUERIES_SHOWN,
  ZERO_RESULT_QUERIES_SHOWN,
  searchPeriodStart,
  type SearchInsights,
  type SearchPeriod,
  type TopQueryRow,
  type ZeroResultRow,
} from "~/domain/search/search-insights";
import type { ContentScope } from "../console/staff-scope.server";
import { rowsOf } from "../db/sql-rows.server";

/**
 * The console's Site search figures (admins and editors: the log holds no one's identity),
 * read from search_queries by three grouped queries whatever the log's size: the period's
 * totals, the most searched queries and the queries that found nothing. Each table is capped;
 * `count(*) over ()` says how many rows it would have had.
 */
export async function loadSearchInsights(
  scope: ContentScope,
  options: {
    period: SearchPeriod;
    language: ContentLocale | null;
    now?: Date;
  },
): Promise<SearchInsights> {
  const now = options.now ?? new Date();
  const from = searchPeriodStart(options.period, now);
  // Bounded at `now` too, so a page (or a test) asked about a moment reads that moment's period.
  // The clock has milliseconds and the log microseconds: a search in `now`'s millisecond is in.
  const inPeriod = sql`searched_at >= ${from.toISOString()}::timestamptz
    and searched_at < ${now.toISOString()}::timestamptz + interval '1 millisecond'
    ${options.language ? sql`and locale = ${options.language}` : sql``}`;

  const [totals] = await rowsOf<{
    searches: number;
    zero_results: number;
    clicked: number;
  }>(
    scope.db,
    sql`select count(*)::int as searches,
        count(*) filter (where hit_count = 0)::int as zero_results,
        count(clicked_position)::int as clicked
      from search_queries where ${inPeriod}`,
  );

  const top = await rowsOf<{
    query: string;
    searches: number;
    average_hits: number;
    clicked: number;
    average_position: number | null;
    distinct_queries: number;
  }>(
    scope.db,
    sql`select query, count(*)::int as searches,
        avg(hit_count)::float8 as average_hits,
        count(clicked_position)::int as clicked,
        avg(clicked_position)::float8 as average_position,
        count(*) over ()::int as distinct_queries
      from search_queries where ${inPeriod}
      group by query
      order by searches desc, clicked desc, query
      limit ${TOP_QUERIES_SHOWN}`,
  );

  // Per language as well as per query: an answer is written in the language it was looked for in.
  const zero = await rowsOf<{
    query: string;
    locale: ContentLocale;
    times: number;
    last_searched: Date | string;
    distinct_zero: number;
  }>(
    scope.db,
    sql`select query, locale, count(*)::int as times,
        max(searched_at) as last_searched,
        count(*) over ()::int as distinct_zero
      from search_queries where ${inPeriod} and hit_count = 0
      group by query, locale
      order by times desc, last_searched desc, query, locale
      limit ${ZERO_RESULT_QUERIES_SHOWN}`,
  );

  return {
    period: options.period,
    language: options.language,
    from: from.toISOString(),
    to: now.toISOString(),
    totals: {
      searches: totals?.searches ?? 0,
      zeroResults: totals?.zero_results ?? 0,
      clicked: totals?.clicked ?? 0,
    },
    topQueries: top.map((row): TopQueryRow => ({
      query: row.query,
      searches: row.searches,
      averageHits: Number(row.average_hits),
      clicked: row.clicked,
      averagePosition:
        row.average_position === null ? null : Number(row.average_position),
    })),
    distinctQueries: top[0]?.distinct_queries ?? 0,
    zeroResults: zero.map((row): ZeroResultRow => ({
      query: row.query,
      locale: row.locale,
      times: row.times,
      lastSearched: new Date(row.last_searched).toISOString(),
    })),
    distinctZeroResults: zero[0]?.distinct_zero ?? 0,
  };
}
