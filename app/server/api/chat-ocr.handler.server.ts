import type { Route } from "../../routes/api/+types/chat-ocr";
import {
  answerChatPost,
  chatJson,
  chatUploadForm,
  postOnlyChatLoader,
} from "../chat/chat-http.server";
import { getChatMedia } from "../chat/chat-registry.server";
import { readImageIntoConversation } from "../chat/media/chat-ocr.server";
import { getAppServices, getDb } from "../services.server";

/** POST /api/chat/ocr — one image's text, added to the conversation as two lines. */
export function chatOcrAction({
  request,
  context,
}: Route.ActionArgs): Response | Promise<Response> {
  return answerChatPost(request, async () => {
    const { sessionId, formData } = await chatUploadForm(request, context);
    const result = await readImageIntoConversation(
      getDb(),
      getChatMedia(),
      getAppServices().logger,
      sessionId,
      formData,
      request.signal,
    );
    return chatJson(200, result);
  });
}

/** Any other method: 405 with `Allow: POST` (the handler convention wants each route's own typed loader). */
export function chatOcrLoader(args: Route.LoaderArgs): Response {
  return postOnlyChatLoader(args);
}
