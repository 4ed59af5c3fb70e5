import type { Route } from "./+types/chat-history";
import { chatHistoryResponse } from "~/server/chat/conversation/chat-history.server";
import { chatMethodNotAllowed } from "~/server/chat/conversation/chat-request.server";
import { getDb } from "~/server/services.server";

/** GET /api/chat/history?conversationId=… — the session's own conversation (X-Chat-Session). */
export function loader({ request }: Route.LoaderArgs) {
  return chatHistoryResponse(getDb(), request);
}

export function action() {
  return chatMethodNotAllowed("GET");
}
