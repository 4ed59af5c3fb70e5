import { eq } from "drizzle-orm";
import type { Route } from "../../routes/privacy/+types/privacy-export-file";
import { storedFiles } from "../db/schema.server";
import { storedFileResponse } from "../http/file-response.server";
import { getAppServices, getDb } from "../services.server";
import { storedFileRefColumns } from "../storage/stored-file-columns.server";
import { ticketIsValid } from "./privacy-download-ticket.server";
import { privacyNotFound } from "./privacy-public-answers.server";
import { exportLinkState } from "./privacy-requests.server";

/** GET /privacy/export/<link>/file?ticket=…: the zip, for a ticket the code step just issued. */
export async function privacyExportFileLoader({
  request,
  params,
  context,
}: Route.LoaderArgs) {
  const { env } = getAppServices();
  const ticket = new URL(request.url).searchParams.get("ticket");
  if (!ticketIsValid(env.authSecret, params.token, ticket, Date.now()))
    privacyNotFound(request, context);
  const db = getDb();
  const link = await exportLinkState(db, params.token, new Date());
  if (link.kind !== "live") privacyNotFound(request, context);
  const [file] = await db
    .select({
      name: storedFiles.name,
      size: storedFiles.size,
      mimeType: storedFiles.mimeType,
      file: storedFileRefColumns,
    })
    .from(storedFiles)
    .where(eq(storedFiles.id, link.export.exportFileId));
  if (!file) privacyNotFound(request, context);
  return storedFileResponse(request, file);
}
