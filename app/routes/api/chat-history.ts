import type { Route } from "./+types/chat-history";
import { chatHistoryResponse } from "~/server/chat/conversation/chat-history.server";
import { chatMethodNotAllowed } from "~/server/chat/chat-http.server";

/** GET /api/chat/history?conversationId=… — the session's own conversation (X-Chat-Session). */
export function loader({ request }: Route.LoaderArgs) {
  return chatHistoryResponse(request);
}

export function action() {
  return chatMethodNotAllowed("GET");
}
