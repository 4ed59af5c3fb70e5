import { data } from "react-router";
import {
  parseIncidentListPage,
  type IncidentListData,
} from "~/domain/privacy/incident-register";
import type { Route } from "../../routes/privacy/+types/privacy-incidents";
import { CONSOLE_HEADERS } from "../console/console-frame.server";
import { requireStaff } from "../console/console-guard.server";
import { unsafeListIncidents } from "./unsafe-privacy-incidents.server";

/**
 * /lead_admin/privacy/incidents (admins): the confidentiality incident register, newest
 * discovery first, one page at a time.
 */
export async function privacyIncidentsLoader({
  request,
  context,
}: Route.LoaderArgs) {
  const { scope } = await requireStaff(request, context);
  const page = parseIncidentListPage(new URL(request.url).searchParams);
  const body: IncidentListData = await unsafeListIncidents(scope, page);
  return data(body, { headers: CONSOLE_HEADERS });
}
