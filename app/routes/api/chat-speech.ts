import type { Route } from "./+types/chat-speech";
import { getChatMedia } from "~/server/chat/chat-registry.server";
import { parseSpeechRequest, requireServerSpeech, speakText, speechResponse } from "~/server/chat/media/chat-voice.server";
import { answerChat, bodyOfKind, consumeChatRate, methodNotAllowed, requireSameSession } from "~/server/chat/media/media-http.server";
import { getAppServices } from "~/server/services.server";

/** POST /api/chat/speech — a reply read aloud on the server (provider voice or espeak-ng). */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  return answerChat(async () => {
    const { sessionId, text } = parseSpeechRequest(bodyOfKind(context, "json").value);
    requireSameSession(request, sessionId);
    const speak = requireServerSpeech(getChatMedia());
    await consumeChatRate(context, sessionId);
    return speechResponse(await speakText(speak, text, getAppServices().logger, request.signal));
  });
}

export const loader = () => methodNotAllowed("POST");
