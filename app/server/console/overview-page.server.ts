import { data, type RouterContextProvider } from "react-router";
import { CONSOLE_HEADERS } from "./console-frame.server";
import { requireStaff } from "./console-guard.server";
import { unsafeOverview } from "./unsafe-overview.server";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** /lead_admin/overview: the numbers behind the charts, read fresh on each visit. */
export async function overviewTabLoader({ request, context }: Args) {
  const { scope } = await requireStaff(request, context);
  return data(await unsafeOverview(scope), { headers: CONSOLE_HEADERS });
}
