import type { Route } from "../../routes/api/+types/chat-uploads";
import {
  answerChatPost,
  chatJson,
  chatUploadForm,
  postOnlyChatLoader,
} from "../chat/chat-http.server";
import { getChatMedia } from "../chat/chat-registry.server";
import { storeChatUploads } from "../chat/media/chat-uploads.server";
import { getDb } from "../services.server";

/** POST /api/chat/uploads — documents for the visitor's next message (multipart, field `files`). */
export function chatUploadsAction({
  request,
  context,
}: Route.ActionArgs): Response | Promise<Response> {
  return answerChatPost(request, async () => {
    const { sessionId, formData } = await chatUploadForm(request, context);
    return chatJson(
      200,
      await storeChatUploads(getDb(), getChatMedia(), sessionId, formData),
    );
  });
}

/** Any other method: 405 with `Allow: POST` (the handler convention wants each route's own typed loader). */
export function chatUploadsLoader(args: Route.LoaderArgs): Response {
  return postOnlyChatLoader(args);
}
