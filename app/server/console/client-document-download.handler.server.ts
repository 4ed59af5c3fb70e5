import { and, eq } from "drizzle-orm";
import { findDocumentFile } from "../client-work/document-file.server";
import { documents } from "../db/schema.server";
import { isUuid, notFound } from "../http/not-found-response.server";
import { storedFileResponse } from "../http/file-response.server";
import { requireStaff } from "./console-guard.server";
import type { Route } from "../../routes/console/+types/client-document-download";

/**
 * GET (and HEAD) /lead_admin/clients/:clientId/documents/:documentId/download: a client's
 * document for staff, re-authorized on every request (requireStaff: anyone else gets the
 * sign-in page or 404). The document must belong to the client in the URL. Sent like the
 * portal's download: an attachment, never cached, sandboxed should a browser render it.
 */
export async function clientDocumentDownloadLoader({
  request,
  params,
}: Route.LoaderArgs): Promise<Response> {
  const { scope } = await requireStaff(request);
  if (!isUuid(params.clientId) || !isUuid(params.documentId)) throw notFound();
  const row = await findDocumentFile(
    scope.db,
    and(
      eq(documents.id, params.documentId),
      eq(documents.clientId, params.clientId),
    ),
  );
  if (!row) throw notFound();
  return storedFileResponse(request, row);
}
