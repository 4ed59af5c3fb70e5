import type { Route } from "./+types/chat-transcriptions";
import { getChatMedia } from "~/server/chat/chat-registry.server";
import { requireServerTranscription, transcribeRecording } from "~/server/chat/media/chat-voice.server";
import { answerChat, bodyOfKind, chatJson, consumeChatRate, headerSession, methodNotAllowed } from "~/server/chat/media/media-http.server";
import { getAppServices } from "~/server/services.server";

/** POST /api/chat/transcriptions — a voice recording (raw audio/* body) to text, via the provider. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  return answerChat(async () => {
    const sessionId = headerSession(request);
    const transcribe = requireServerTranscription(getChatMedia());
    const audio = bodyOfKind(context, "bytes");
    await consumeChatRate(context, sessionId);
    return chatJson(200, await transcribeRecording(transcribe, audio, getAppServices().logger, request.signal));
  });
}

export const loader = () => methodNotAllowed("POST");
