import type { RouterContextProvider } from "react-router";
import {
  chatSendRequestSchema,
  type ChatSendRequest,
} from "~/domain/chat/chat-api";
import { getAppServices, getDb } from "../../services.server";
import { getChatBrain } from "../chat-registry.server";
import {
  answerChat,
  chatRefusal,
  consumeChatRate,
  parseChatJsonBody,
} from "../chat-http.server";
import { handedOffResponse, replyResponse } from "./reply-stream.server";
import { storeVisitorMessage } from "./visitor-message.server";

/**
 * POST /api/chat/messages: body and session, the message rate, then the visitor's message
 * stored (with its attachments) before anything is streamed, so a reply that fails or a
 * visitor who leaves never loses what they wrote.
 */
export async function sendChatMessage(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<Response> {
  return answerChat(async () => {
    const send = parseChatJsonBody(request, context, chatSendRequestSchema);
    await consumeChatRate(context, send.sessionId);
    return storeAndReply(request, send);
  });
}

async function storeAndReply(
  request: Request,
  send: ChatSendRequest,
): Promise<Response> {
  const { logger, env } = getAppServices();
  const db = getDb();
  const stored = await storeVisitorMessage(db, send);
  if (stored.kind === "refused")
    return chatRefusal(stored.status, stored.error);
  const { conversation, message } = stored;
  if (conversation.status === "handed_off")
    return handedOffResponse(conversation.id);
  return replyResponse({
    db,
    logger,
    brain: getChatBrain,
    conversationId: conversation.id,
    userMessageId: message.id,
    message: message.content,
    signal: request.signal,
    providerConfigured: env.chat.provider !== null,
  });
}
