import {
  periodRanges,
  utcDay,
  type AnalyticsPeriod,
} from "~/domain/analytics/analytics-period";
import { CSV_BOM, csvRecord } from "../console/lead-export-csv";
import type { Database } from "../db/client.server";
import { rangeRows } from "./analytics-dashboard.server";

export const ANALYTICS_CSV_HEADER = [
  "day",
  "dimension",
  "key",
  "visitors",
  "sessions",
  "page_views",
  "conversions",
] as const;

/**
 * The period's rollup rows as CSV, a row per day, dimension and key, with the days not rolled
 * up yet computed live like the tab does. Keys come from visitors' URLs and referrers (a
 * campaign name, a referring host), so the console's writer neutralizes formula-looking cells.
 */
export async function analyticsCsv(
  db: Database,
  options: { period: AnalyticsPeriod; now: Date },
): Promise<string> {
  const { current } = periodRanges(utcDay(options.now), options.period);
  const rows = await rangeRows(db, current);
  return (
    CSV_BOM +
    csvRecord(ANALYTICS_CSV_HEADER) +
    rows
      .map((row) =>
        csvRecord([
          row.day,
          row.dimension,
          row.key,
          row.visitors,
          row.sessions,
          row.pageViews,
          row.conversions,
        ]),
      )
      .join("")
  );
}

export function analyticsCsvFileName(
  period: AnalyticsPeriod,
  now: Date,
): string {
  return `analytics-${period}-days-to-${utcDay(now)}.csv`;
}
