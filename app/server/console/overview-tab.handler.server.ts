import { data } from "react-router";
import { CONSOLE_HEADERS } from "./console-frame.server";
import { requireStaff } from "./console-guard.server";
import { unsafeOverview } from "./unsafe-overview.server";
import type { Route } from "../../routes/console/+types/overview-tab";

/** /lead_admin/overview: the numbers behind the charts, read fresh on each visit. */
export async function overviewTabLoader({
  request,
  context,
}: Route.LoaderArgs) {
  const { scope } = await requireStaff(request, context);
  return data(await unsafeOverview(scope), { headers: CONSOLE_HEADERS });
}
