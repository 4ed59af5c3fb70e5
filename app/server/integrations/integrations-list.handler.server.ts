import { data } from "react-router";
import type { EndpointListData } from "~/domain/integrations/endpoint-views";
import type { Route } from "../../routes/integrations/+types/integrations-list";
import { CONSOLE_HEADERS } from "../console/console-frame.server";
import { requireStaff } from "../console/console-guard.server";
import { listEndpoints } from "./endpoint-admin.server";

/** /lead_admin/integrations (admins): every endpoint, its state and its delivery counts. */
export async function integrationsListLoader({
  request,
  context,
}: Route.LoaderArgs) {
  const { scope } = await requireStaff(request, context);
  const body: EndpointListData = { endpoints: await listEndpoints(scope) };
  return data(body, { headers: CONSOLE_HEADERS });
}
