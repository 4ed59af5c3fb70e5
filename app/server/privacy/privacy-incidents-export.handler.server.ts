import type { Route } from "../../routes/privacy/+types/privacy-incidents-export";
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
  return new Response(await incidentsCsv(scope), {
    status: 200,
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${incidentsCsvFileName()}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
