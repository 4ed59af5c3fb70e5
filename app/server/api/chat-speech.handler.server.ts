import type { Route } from "../../routes/api/+types/chat-speech";
import {
  answerChatPost,
  bodyOfKind,
  consumeChatRate,
  postOnlyChatLoader,
  requireSameSession,
} from "../chat/chat-http.server";
import { getChatMedia } from "../chat/chat-registry.server";
import {
  parseSpeechRequest,
  requireServerSpeech,
  speakText,
  speechResponse,
} from "../chat/media/chat-voice.server";
import { getAppServices } from "../services.server";

/** POST /api/chat/speech — a reply read aloud on the server (provider voice or espeak-ng). */
export function chatSpeechAction({
  request,
  context,
}: Route.ActionArgs): Response | Promise<Response> {
  return answerChatPost(request, async () => {
    const { sessionId, text } = parseSpeechRequest(
      bodyOfKind(context, "json").value,
    );
    requireSameSession(request, sessionId);
    const speak = requireServerSpeech(getChatMedia());
    await consumeChatRate(context, sessionId);
    return speechResponse(
      await speakText(speak, text, getAppServices().logger, request.signal),
    );
  });
}

/** Any other method: 405 with `Allow: POST` (the handler convention wants each route's own typed loader). */
export function chatSpeechLoader(args: Route.LoaderArgs): Response {
  return postOnlyChatLoader(args);
}
