import { chatContactRequestSchema } from "~/domain/chat/chat-api";
import type { Route } from "../../routes/api/+types/chat-contact";
import {
  answerChatPost,
  chatJson,
  chatRefusal,
  consumeChatRate,
  parseChatJsonBody,
  postOnlyChatLoader,
} from "../chat/chat-http.server";
import { storeChatContact } from "../chat/conversation/chat-contact.server";
import { CONVERSATION_NOT_FOUND } from "../chat/conversation/visitor-message.server";
import { getAppServices, getDb } from "../services.server";

/**
 * POST /api/chat/contact — the visitor's details for a lead, or a hand-off to a person
 * (stored in one transaction by chat-contact.server.ts).
 */
export function chatContactAction({
  request,
  context,
}: Route.ActionArgs): Response | Promise<Response> {
  return answerChatPost(request, async () => {
    const contact = parseChatJsonBody(
      request,
      context,
      chatContactRequestSchema,
    );
    await consumeChatRate(context, contact.sessionId);
    const { env, logger } = getAppServices();
    const result = await storeChatContact(getDb(), contact, {
      publicUrl: env.publicUrl,
      notifyTo: env.leadsNotifyTo,
    });
    if (!result) return chatRefusal(404, CONVERSATION_NOT_FOUND);
    logger.info(
      {
        conversationId: contact.conversationId,
        leadId: result.leadId,
        purpose: contact.purpose,
      },
      "chat contact stored",
    );
    return chatJson(200, result.answer);
  });
}

/** Any other method: 405 with `Allow: POST` (the handler convention wants each route's own typed loader). */
export function chatContactLoader(args: Route.LoaderArgs): Response {
  return postOnlyChatLoader(args);
}
