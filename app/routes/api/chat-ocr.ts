import type { Route } from "./+types/chat-ocr";
import { getChatMedia } from "~/server/chat/chat-registry.server";
import { readImageIntoConversation } from "~/server/chat/media/chat-ocr.server";
import { answerChat, bodyOfKind, chatJson, consumeChatRate, headerSession, methodNotAllowed } from "~/server/chat/media/media-http.server";
import { getAppServices, getDb } from "~/server/services.server";

/** POST /api/chat/ocr — one image's text, added to the conversation as two lines. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  return answerChat(async () => {
    const sessionId = headerSession(request);
    const { formData } = bodyOfKind(context, "form");
    await consumeChatRate(context, sessionId);
    const result = await readImageIntoConversation(getDb(), getChatMedia(), getAppServices().logger, sessionId, formData, request.signal);
    return chatJson(200, result);
  });
}

export const loader = () => methodNotAllowed("POST");
