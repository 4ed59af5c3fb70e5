import type { Route } from "../../routes/api/+types/chat-file";
import {
  answerChat,
  chatMethodNotAllowed,
  chatNotFound,
  headerSession,
} from "../chat/chat-http.server";
import { openSessionAttachment } from "../chat/media/chat-files.server";
import { storedFileResponse } from "../http/file-response.server";
import { getDb } from "../services.server";

/**
 * GET /api/chat/files/:attachmentId — an attachment's bytes, for the browser session that
 * uploaded it only (X-Chat-Session); everyone else, and any malformed id, gets 404.
 */
export function chatFileLoader({
  request,
  params,
}: Route.LoaderArgs): Promise<Response> {
  return answerChat(async () => {
    let sessionId: string;
    try {
      sessionId = headerSession(request);
    } catch {
      throw chatNotFound();
    }
    return storedFileResponse(
      request,
      await openSessionAttachment(getDb(), sessionId, params.attachmentId),
    );
  }, request);
}

export function chatFileAction({ request }: Route.ActionArgs): Response {
  return chatMethodNotAllowed("GET", request);
}
