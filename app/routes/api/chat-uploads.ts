import type { Route } from "./+types/chat-uploads";
import { getChatMedia } from "~/server/chat/chat-registry.server";
import { storeChatUploads } from "~/server/chat/media/chat-uploads.server";
import { answerChat, bodyOfKind, chatJson, consumeChatRate, headerSession, methodNotAllowed } from "~/server/chat/media/media-http.server";
import { getDb } from "~/server/services.server";

/** POST /api/chat/uploads — documents for the visitor's next message (multipart, field `files`). */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  return answerChat(async () => {
    const sessionId = headerSession(request);
    const { formData } = bodyOfKind(context, "form");
    await consumeChatRate(context, sessionId);
    return chatJson(200, await storeChatUploads(getDb(), getChatMedia(), sessionId, formData));
  });
}

export const loader = () => methodNotAllowed("POST");
