import type { Route } from "./+types/chat-messages";
import { chatMethodNotAllowed } from "~/server/chat/conversation/chat-request.server";
import { sendChatMessage } from "~/server/chat/conversation/send-message.server";

/**
 * POST /api/chat/messages — a visitor's message; the answer streams back as NDJSON
 * (app/domain/chat/chat-api.ts). Refusals before the stream are JSON `{ error }`.
 */
export function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return chatMethodNotAllowed("POST");
  return sendChatMessage(request, context);
}

export function loader() {
  return chatMethodNotAllowed("POST");
}
