import { data } from "react-router";
import {
  studioListParamsOf,
  studioRowForPage,
} from "~/domain/studio/studio-list";
import type { Route } from "../../routes/studio/+types/insights-list";
import { CONSOLE_HEADERS } from "../console/console-frame.server";
import { requireContentStaff } from "../console/console-guard.server";
import { contentTypeChoices, listStudioInsights } from "./insight-list.server";

/** /lead_admin/insights: the studio's insights for the filter in the URL. */
export async function insightsListLoader({
  request,
  context,
}: Route.LoaderArgs) {
  const { scope } = await requireContentStaff(request, context);
  const params = studioListParamsOf(new URL(request.url).searchParams);
  const [list, types] = await Promise.all([
    listStudioInsights(scope, params),
    contentTypeChoices(scope),
  ]);
  return data(
    {
      params,
      rows: list.rows.map(studioRowForPage),
      pageInfo: list.pageInfo,
      contentTypes: types,
    },
    { headers: CONSOLE_HEADERS },
  );
}
