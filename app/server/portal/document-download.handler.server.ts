import type { Route } from "../../routes/portal/+types/document-download";
import { openDocumentFile } from "./documents.server";
import { requireTenantResource } from "./tenant-scope.server";
import { storedFileResponse } from "../http/file-response.server";

/**
 * GET (and HEAD) /dashboard/documents/:documentId/download: the session is checked again on
 * every request (a revoked session or a suspended client gets no bytes), the document is
 * looked up through the caller's scope (foreign, unknown and malformed ids are one 404),
 * and the bytes go out as an attachment the browser may not sniff, cache or render.
 * `X-Content-Type-Options: nosniff` is the edge's, on every answer (helmet in http-app):
 * set here too, it would go out twice (tests/integration/portal-documents-http.test.ts).
 */
export async function documentDownloadLoader({
  request,
  params,
}: Route.LoaderArgs): Promise<Response> {
  const { scope } = await requireTenantResource(request);
  const file = await openDocumentFile(scope, params.documentId);
  return storedFileResponse(request, file);
}
