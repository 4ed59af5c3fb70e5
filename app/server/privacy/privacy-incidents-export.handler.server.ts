import type { Route } from "../../routes/privacy/+types/privacy-incidents-export";
import { csvDownload } from "../http/csv-download.server";
import { requireStaff } from "../console/console-guard.server";
import {
  incidentsCsv,
  incidentsCsvFileName,
} from "./privacy-incidents-csv.server";

/**
 * GET /lead_admin/privacy/incidents/export.csv (admins): the whole register as a download;
 * anyone else gets the console's 404 (or the sign-in when signed out).
 */
export async function privacyIncidentsExportLoader({
  request,
  context,
}: Route.LoaderArgs) {
  const { scope } = await requireStaff(request, context);
  return csvDownload(await incidentsCsv(scope), incidentsCsvFileName());
}
