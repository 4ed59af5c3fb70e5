import type { RouterContextProvider } from "react-router";
import { storedFileResponse } from "../../http/file-response.server";
import { getAppServices, getDb } from "../../services.server";
import {
  answerChat,
  bodyOfKind,
  chatJson,
  chatNotFound,
  consumeChatRate,
  headerSession,
  requireSameSession,
} from "../chat-http.server";
import { getChatMedia } from "../chat-registry.server";
import { openSessionAttachment } from "./chat-files.server";
import { readImageIntoConversation } from "./chat-ocr.server";
import { storeChatUploads } from "./chat-uploads.server";
import {
  chatCapabilities,
  parseSpeechRequest,
  requireServerSpeech,
  requireServerTranscription,
  speakText,
  speechResponse,
  transcribeRecording,
} from "./chat-voice.server";

/**
 * The work of each media route under /api/chat (the route modules only check the method and
 * call these): session, body, rate, then the engine — with the process's database, media
 * engines and logger, which routes never reach themselves.
 */
type Context = Readonly<RouterContextProvider>;

/** POST /api/chat/uploads: documents for the next message. */
export function chatUploadsAnswer(
  request: Request,
  context: Context,
): Promise<Response> {
  return answerChat(async () => {
    const sessionId = headerSession(request);
    const { formData } = bodyOfKind(context, "form");
    await consumeChatRate(context, sessionId);
    return chatJson(
      200,
      await storeChatUploads(getDb(), getChatMedia(), sessionId, formData),
    );
  });
}

/** GET /api/chat/files/:attachmentId: a file, to the session that uploaded it only. */
export function chatFileAnswer(
  request: Request,
  attachmentId: string,
): Promise<Response> {
  return answerChat(async () => {
    let sessionId: string;
    try {
      sessionId = headerSession(request);
    } catch {
      throw chatNotFound();
    }
    return storedFileResponse(
      request,
      await openSessionAttachment(getDb(), sessionId, attachmentId),
    );
  });
}

/** POST /api/chat/ocr: an image's text, as two lines of the conversation. */
export function chatOcrAnswer(
  request: Request,
  context: Context,
): Promise<Response> {
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
  });
}

/** POST /api/chat/speech: a reply read aloud by the server's engine. */
export function chatSpeechAnswer(
  request: Request,
  context: Context,
): Promise<Response> {
  return answerChat(async () => {
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

/** POST /api/chat/transcriptions: a voice recording as text (provider only). */
export function chatTranscriptionAnswer(
  request: Request,
  context: Context,
): Promise<Response> {
  return answerChat(async () => {
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

/** GET /api/chat/capabilities: the same for every visitor until the configuration changes (a restart). */
export function chatCapabilitiesAnswer(): Response {
  const capabilities = chatCapabilities(
    getChatMedia(),
    getAppServices().env.chat.provider !== null,
  );
  return chatJson(200, capabilities, {
    "Cache-Control": "public, max-age=300",
  });
}
