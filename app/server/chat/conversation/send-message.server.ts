import type { ChatSendRequest } from "~/domain/chat/chat-api";
import { getAppServices, getDb } from "../../services.server";
import { getChatBrain } from "../chat-registry.server";
import { chatRefusal } from "../chat-http.server";
import { handedOffResponse, replyResponse } from "./reply-stream.server";
import { storeVisitorMessage } from "./visitor-message.server";

/**
 * POST /api/chat/messages, once its handler checked the body, the session and the rate
 * (app/server/api/chat-messages.handler.server.ts): the visitor's message stored (with its
 * attachments) before anything is streamed, so a reply that fails or a visitor who leaves
 * never loses what they wrote; then the reply, streamed.
 */
export async function storeAndReply(
  request: Request,
  send: ChatSendRequest,
): Promise<Response> {
  const { logger, env } = getAppServices();
  const db = getDb();
  const stored = await storeVisitorMessage(db, send);
  if (stored.kind === "refused")
    return chatRefusal(stored.status, stored.error);
  const { conversation, message, locale } = stored;
  if (conversation.status === "handed_off")
    return handedOffResponse(conversation.id, locale);
  return replyResponse({
    db,
    logger,
    brain: getChatBrain,
    conversationId: conversation.id,
    sessionId: send.sessionId,
    userMessageId: message.id,
    message: message.content,
    locale,
    signal: request.signal,
    providerConfigured: env.chat.provider !== null,
  });
}
