import { data } from "react-router";
import {
  parseSearchLanguage,
  parseSearchPeriod,
} from "~/domain/search/search-insights";
import type { Route } from "../../routes/search/+types/search-console";
import { CONSOLE_HEADERS } from "../console/console-frame.server";
import { requireContentStaff } from "../console/console-guard.server";
import { loadSearchInsights } from "./search-insights.server";

/**
 * /lead_admin/search?period=7d|30d|12m|13m&language=en|fr (admins and editors, as Analytics:
 * the search log holds queries and counts, never who searched): the period's searches, the
 * top queries and the queries that found nothing.
 */
export async function searchConsoleLoader({
  request,
  context,
}: Route.LoaderArgs) {
  const { scope } = await requireContentStaff(request, context);
  const params = new URL(request.url).searchParams;
  const insights = await loadSearchInsights(scope, {
    period: parseSearchPeriod(params.get("period")),
    language: parseSearchLanguage(params.get("language")),
  });
  return data(insights, { headers: CONSOLE_HEADERS });
}
