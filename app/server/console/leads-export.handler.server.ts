import { parseLeadListParams } from "~/domain/console/lead-list";
import type { Route } from "../../routes/console/+types/leads-export";
import { csvDownload } from "../http/csv-download.server";
import { requireStaff } from "./console-guard.server";
import { exportFileName, leadsCsvStream } from "./lead-export.server";

/** GET /lead_admin/leads/export.csv?…: the Leads tab's current filter as a download. */
export async function leadsExportLoader({
  request,
  context,
}: Route.LoaderArgs) {
  const { scope } = await requireStaff(request, context);
  const params = parseLeadListParams(new URL(request.url).searchParams);
  const body = await leadsCsvStream(scope, params);
  return csvDownload(body, exportFileName());
}
