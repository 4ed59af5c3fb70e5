import { storedFileBody } from "../storage/files.server";
import { data, type RouterContextProvider } from "react-router";
import { conversationListParamsOf } from "~/domain/console/conversations";
import { isUuid, notFound } from "../http/not-found-response.server";
import { attachmentDisposition } from "../http/file-response.server";
import { CONSOLE_HEADERS } from "./console-frame.server";
import { requireStaff } from "./console-guard.server";
import {
  unsafeGetConversationFile,
  unsafeGetConversationTranscript,
  unsafeListConversations,
} from "./conversations-queries.server";

type Args = {
  request: Request;
  context?: Readonly<RouterContextProvider>;
};

/** /lead_admin/conversations: one page of the chat's conversations for the filter in the URL. */
export async function conversationsTabLoader({ request, context }: Args) {
  const { scope } = await requireStaff(request, context);
  const params = conversationListParamsOf(new URL(request.url).searchParams);
  return data(await unsafeListConversations(scope, params), {
    headers: CONSOLE_HEADERS,
  });
}

/** /lead_admin/conversations/:conversationId: the transcript; a foreign or malformed id is 404. */
export async function conversationPageLoader({
  request,
  context,
  params,
}: Args & { params: { conversationId?: string } }) {
  const { scope } = await requireStaff(request, context);
  if (!isUuid(params.conversationId)) throw notFound();
  const transcript = await unsafeGetConversationTranscript(
    scope,
    params.conversationId,
  );
  if (!transcript) throw notFound();
  return data({ transcript }, { headers: CONSOLE_HEADERS });
}

/**
 * GET (and HEAD) /lead_admin/conversations/:conversationId/files/:attachmentId: a file a
 * visitor attached, for staff, re-authorized on every request. It must belong to the
 * conversation in the URL. Sent like the console's document download: an attachment, never
 * cached, sandboxed should a browser render it anyway.
 */
export async function conversationFileLoader({
  request,
  params,
}: {
  request: Request;
  params: { conversationId?: string; attachmentId?: string };
}): Promise<Response> {
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
