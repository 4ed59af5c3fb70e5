import { data } from "react-router";
import { analyticsPeriodOf } from "~/domain/analytics/analytics-period";
import type { Route } from "../../routes/analytics/+types/analytics-tab";
import { CONSOLE_HEADERS } from "../console/console-frame.server";
import { requireContentStaff } from "../console/console-guard.server";
import { loadAnalyticsDashboard } from "./analytics-dashboard.server";

/**
 * /lead_admin/analytics?period=7|30|90|365 (admins and editors: counts only, no personal
 * data): the period's audience against the period before, where it came from, the leads it
 * sent and the get-started funnel.
 */
export async function analyticsTabLoader({
  request,
  context,
}: Route.LoaderArgs) {
  const { scope } = await requireContentStaff(request, context);
  const period = analyticsPeriodOf(request.url);
  return data(await loadAnalyticsDashboard(scope.db, { period }), {
    headers: CONSOLE_HEADERS,
  });
}
