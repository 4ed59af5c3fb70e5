import type { Route } from "../../routes/api/+types/chat-ocr";
import {
  answerChat,
  bodyOfKind,
  chatJson,
  chatMethodNotAllowed,
  consumeChatRate,
  headerSession,
} from "../chat/chat-http.server";
import { getChatMedia } from "../chat/chat-registry.server";
import { readImageIntoConversation } from "../chat/media/chat-ocr.server";
import { getAppServices, getDb } from "../services.server";

/** POST /api/chat/ocr — one image's text, added to the conversation as two lines. */
export function chatOcrAction({
  request,
  context,
}: Route.ActionArgs): Response | Promise<Response> {
  if (request.method !== "POST") return chatMethodNotAllowed("POST", request);
  return answerChat(async () => {
    const sessionId = headerSession(request);
    const { formData } = bodyOfKind(context, "form");
    await consumeChatRate(context, sessionId);
    const result = await readImageIntoConversation(
      getDb(),
      getChatMedia(),
      getAppServices().logger,
      sessionId,
      formData,
      request.signal,
    );
    return chatJson(200, result);
  }, request);
}

export function chatOcrLoader({ request }: Route.LoaderArgs): Response {
  return chatMethodNotAllowed("POST", request);
}
