import type { Route } from "../../routes/api/+types/chat-uploads";
import {
  answerChat,
  bodyOfKind,
  chatJson,
  chatMethodNotAllowed,
  consumeChatRate,
  headerSession,
} from "../chat/chat-http.server";
import { getChatMedia } from "../chat/chat-registry.server";
import { storeChatUploads } from "../chat/media/chat-uploads.server";
import { getDb } from "../services.server";

/** POST /api/chat/uploads — documents for the visitor's next message (multipart, field `files`). */
export function chatUploadsAction({
  request,
  context,
}: Route.ActionArgs): Response | Promise<Response> {
  if (request.method !== "POST") return chatMethodNotAllowed("POST", request);
  return answerChat(async () => {
    const sessionId = headerSession(request);
    const { formData } = bodyOfKind(context, "form");
    await consumeChatRate(context, sessionId);
    return chatJson(
      200,
      await storeChatUploads(getDb(), getChatMedia(), sessionId, formData),
    );
  }, request);
}

export function chatUploadsLoader({ request }: Route.LoaderArgs): Response {
  return chatMethodNotAllowed("POST", request);
}
