import type { Route } from "./+types/chat-file";
import { openSessionAttachment } from "~/server/chat/media/chat-files.server";
import { answerChat, headerSession, notFound } from "~/server/chat/media/media-http.server";
import { storedFileResponse } from "~/server/portal/document-download.server";
import { getDb } from "~/server/services.server";

/**
 * GET /api/chat/files/:attachmentId — an attachment's bytes, for the browser session that
 * uploaded it only (X-Chat-Session); everyone else, and any malformed id, gets 404.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  return answerChat(async () => {
    let sessionId: string;
    try {
      sessionId = headerSession(request);
    } catch {
      throw notFound();
    }
    return storedFileResponse(request, await openSessionAttachment(getDb(), sessionId, params.attachmentId));
  });
}
