import type { Route } from "../../routes/api/+types/chat-transcriptions";
import {
  answerChatPost,
  bodyOfKind,
  chatJson,
  consumeChatRate,
  headerSession,
  postOnlyChatLoader,
} from "../chat/chat-http.server";
import { getChatMedia } from "../chat/chat-registry.server";
import {
  requireServerTranscription,
  transcribeRecording,
} from "../chat/media/chat-voice.server";
import { getAppServices } from "../services.server";

/** POST /api/chat/transcriptions — a voice recording (raw audio/* body) to text, via the provider. */
export function chatTranscriptionsAction({
  request,
  context,
}: Route.ActionArgs): Response | Promise<Response> {
  return answerChatPost(request, async () => {
    const sessionId = headerSession(request);
    const transcribe = requireServerTranscription(getChatMedia());
    const audio = bodyOfKind(context, "bytes");
    await consumeChatRate(context, sessionId);
    return chatJson(
      200,
      await transcribeRecording(
        transcribe,
        audio,
        getAppServices().logger,
        request.signal,
      ),
    );
  });
}

/** Any other method: 405 with `Allow: POST` (the handler convention wants each route's own typed loader). */
export function chatTranscriptionsLoader(args: Route.LoaderArgs): Response {
  return postOnlyChatLoader(args);
}
