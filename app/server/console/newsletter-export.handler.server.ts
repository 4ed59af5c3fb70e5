import type { Route } from "../../routes/console/+types/newsletter-export";
import { csvDownload } from "../http/csv-download.server";
import { requireStaff } from "./console-guard.server";
import {
  newsletterCsvStream,
  newsletterExportFileName,
} from "./newsletter-export.server";

/**
 * GET /lead_admin/newsletter/export.csv: the confirmed subscribers as a download — admins only,
 * though editors see the Newsletter tab (ADMIN_ONLY_PATHS, docs/decisions/060): an editor gets
 * the 404 of every console page not theirs.
 */
export async function newsletterExportLoader({
  request,
  context,
}: Route.LoaderArgs) {
  const { scope } = await requireStaff(request, context);
  const body = await newsletterCsvStream(scope);
  return csvDownload(body, newsletterExportFileName());
}
