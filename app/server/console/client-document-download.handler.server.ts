import { and, eq } from "drizzle-orm";
import { documents, storedFiles } from "../db/schema.server";
import { storedFileBody } from "../storage/files.server";
import { storedFileRefColumns } from "../storage/stored-file-columns.server";
import { isUuid, notFound } from "../http/not-found-response.server";
import { attachmentDisposition } from "../http/file-response.server";
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
  const [row] = await scope.db
    .select({
      name: documents.name,
      mimeType: documents.mimeType,
      size: storedFiles.size,
      file: storedFileRefColumns,
    })
    .from(documents)
    .innerJoin(storedFiles, eq(storedFiles.id, documents.fileId))
    .where(
      and(
        eq(documents.id, params.documentId),
        eq(documents.clientId, params.clientId),
      ),
    )
    .limit(1);
  if (!row) throw notFound();
  const headers = {
    "Content-Type":
      /^text\//i.test(row.mimeType) && !/charset=/i.test(row.mimeType)
        ? `${row.mimeType}; charset=utf-8`
        : row.mimeType,
    "Content-Length": String(row.size),
    "Content-Disposition": attachmentDisposition(row.name),
    "Cache-Control": "no-store",
    "Content-Security-Policy": "default-src 'none'; sandbox",
  };
  if (request.method === "HEAD") return new Response(null, { headers });
  // The bytes from whichever store holds them, streamed through (decision 023).
  return new Response(await storedFileBody(row.file), { headers });
}
