import { parseAnalyticsPeriod } from "~/domain/analytics/analytics-period";
import type { Route } from "../../routes/analytics/+types/analytics-export";
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
  const period = parseAnalyticsPeriod(
    new URL(request.url).searchParams.get("period"),
  );
  const now = new Date();
  return new Response(await analyticsCsv(scope.db, { period, now }), {
    status: 200,
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${analyticsCsvFileName(period, now)}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
