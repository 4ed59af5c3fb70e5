import type { Route } from "../../routes/console/+types/conversation-file";
import { attachmentDisposition } from "../http/file-response.server";
import { isUuid, notFound } from "../http/not-found-response.server";
import { storedFileBody } from "../storage/files.server";
import { requireStaff } from "./console-guard.server";
import { unsafeGetConversationFile } from "./conversations-queries.server";

/**
 * GET (and HEAD) /lead_admin/conversations/:conversationId/files/:attachmentId: a file a
 * visitor attached, for staff, re-authorized on every request. It must belong to the
 * conversation in the URL. Sent like the console's document download: an attachment, never
 * cached, sandboxed should a browser render it anyway.
 */
export async function conversationFileLoader({
  request,
  params,
}: Route.LoaderArgs): Promise<Response> {
  const { scope } = await requireStaff(request);
  if (!isUuid(params.conversationId) || !isUuid(params.attachmentId))
    throw notFound();
  const file = await unsafeGetConversationFile(
    scope,
    params.conversationId,
    params.attachmentId,
  );
  if (!file) throw notFound();
  const headers = {
    "Content-Type":
      /^text\//i.test(file.mimeType) && !/charset=/i.test(file.mimeType)
        ? `${file.mimeType}; charset=utf-8`
        : file.mimeType,
    "Content-Length": String(file.size),
    "Content-Disposition": attachmentDisposition(file.name),
    "Cache-Control": "no-store",
    "Content-Security-Policy": "default-src 'none'; sandbox",
    "X-Content-Type-Options": "nosniff",
  };
  if (request.method === "HEAD") return new Response(null, { headers });
  // The bytes from whichever store holds them, streamed through (decision 023).
  return new Response(await storedFileBody(file.file), { headers });
}
