import { analyticsPeriodOf } from "~/domain/analytics/analytics-period";
import type { Route } from "../../routes/analytics/+types/analytics-export";
import { csvDownload } from "../http/csv-download.server";
import { requireContentStaff } from "../console/console-guard.server";
import { analyticsCsv, analyticsCsvFileName } from "./analytics-csv.server";

/**
 * GET /lead_admin/analytics/export.csv?period=30 (admins and editors): the period's rollup rows
 * as a download; anyone else gets the console's 404 (or the sign-in when signed out).
 */
export async function analyticsExportLoader({
  request,
  context,
}: Route.LoaderArgs) {
  const { scope } = await requireContentStaff(request, context);
  const period = analyticsPeriodOf(request.url);
  const now = new Date();
  return csvDownload(
    await analyticsCsv(scope.db, { period, now }),
    analyticsCsvFileName(period, now),
  );
}
