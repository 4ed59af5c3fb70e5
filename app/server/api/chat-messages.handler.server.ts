import { chatSendRequestSchema } from "~/domain/chat/chat-api";
import { localeFromPath } from "~/i18n/locale";
import type { Route } from "../../routes/api/+types/chat-messages";
import {
  answerChatPost,
  consumeChatRate,
  parseChatJsonBody,
  postOnlyChatLoader,
} from "../chat/chat-http.server";
import { storeAndReply } from "../chat/conversation/send-message.server";

/**
 * POST /api/chat/messages — a visitor's message; the answer streams back as NDJSON
 * (app/domain/chat/chat-api.ts). Refusals before the stream are JSON `{ error }`: the
 * method, the body and session, the message rate.
 */
export function chatMessagesAction({
  request,
  context,
}: Route.ActionArgs): Response | Promise<Response> {
  return answerChatPost(request, async () => {
    const send = parseChatJsonBody(request, context, chatSendRequestSchema);
    await consumeChatRate(
      context,
      send.sessionId,
      localeFromPath(send.pagePath ?? "/"),
    );
    return storeAndReply(request, send);
  });
}

/** Any other method: 405 with `Allow: POST` (the handler convention wants each route's own typed loader). */
export function chatMessagesLoader(args: Route.LoaderArgs): Response {
  return postOnlyChatLoader(args);
}
