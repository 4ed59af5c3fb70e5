import {
  CHAT_SESSION_HEADER,
  chatSessionIdSchema,
} from "~/domain/chat/chat-api";
import type { Route } from "../../routes/api/+types/chat-history";
import {
  chatHttpMessages,
  chatJson,
  chatMethodNotAllowed,
  chatRefusal,
} from "../chat/chat-http.server";
import { loadChatHistory } from "../chat/conversation/chat-history.server";
import { CONVERSATION_NOT_FOUND } from "../chat/conversation/visitor-message.server";
import { getDb } from "../services.server";

/**
 * GET /api/chat/history?conversationId=… — the session's own conversation (X-Chat-Session).
 * Any other conversation is the same 404 (chat-history.server.ts).
 */
export async function chatHistoryLoader({
  request,
}: Route.LoaderArgs): Promise<Response> {
  const session = chatSessionIdSchema.safeParse(
    request.headers.get(CHAT_SESSION_HEADER),
  );
  if (!session.success)
    return chatRefusal(400, chatHttpMessages.sessionMismatch);
  const conversationId = chatSessionIdSchema.safeParse(
    new URL(request.url).searchParams.get("conversationId"),
  );
  if (!conversationId.success)
    return chatRefusal(400, "conversationId: Invalid identifier");
  const history = await loadChatHistory(
    getDb(),
    session.data,
    conversationId.data,
  );
  if (!history) return chatRefusal(404, CONVERSATION_NOT_FOUND);
  return chatJson(200, history);
}

export function chatHistoryAction({ request }: Route.ActionArgs): Response {
  return chatMethodNotAllowed("GET", request);
}
