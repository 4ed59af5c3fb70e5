import { parseLeadListParams } from "~/domain/console/lead-list";
import type { Route } from "../../routes/console/+types/leads-export";
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
  return new Response(body, {
    status: 200,
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${exportFileName()}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
