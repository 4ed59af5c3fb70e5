import type { Route } from "../../routes/console/+types/newsletter-export";
import { requireContentStaff } from "./console-guard.server";
import {
  newsletterCsvStream,
  newsletterExportFileName,
} from "./newsletter-export.server";

/** GET /lead_admin/newsletter/export.csv: the confirmed subscribers as a download. */
export async function newsletterExportLoader({
  request,
  context,
}: Route.LoaderArgs) {
  const { scope } = await requireContentStaff(request, context);
  const body = await newsletterCsvStream(scope);
  return new Response(body, {
    status: 200,
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${newsletterExportFileName()}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
