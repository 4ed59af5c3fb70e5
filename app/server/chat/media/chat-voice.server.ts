import {
  chatSpeechRequestSchema,
  type ChatCapabilities,
  type ChatTranscriptionResult,
} from "~/domain/chat/chat-api";
import { chatToastsOf } from "~/domain/chat/chat-copy";
import type { Logger } from "../../logger.server";
import type { ChatMedia, SpeechAudio } from "../chat-media.server";
import {
  ChatHttpError,
  englishOf,
  schemaRefusal,
  sentenceOf,
  type RefusalSentence,
} from "../chat-http.server";

/**
 * Speech and transcription for the chat panel, and what the server offers. A refusal is
 * always a sentence; a 502 only ever means the engine itself (provider or espeak-ng) failed.
 */
export const voiceSentences = {
  speechInBrowser: sentenceOf({
    id: "chat.refusal.speechInBrowser",
    defaultMessage:
      "Replies are read aloud by your browser on this site; the server does not make speech.",
  }),
  speechFailed: (intl) => chatToastsOf(intl).speechFailed.description,
  noTranscription: sentenceOf({
    id: "chat.refusal.noTranscription",
    defaultMessage:
      "Voice messages are turned into text by your browser on this site; the server does not transcribe them.",
  }),
  emptyRecording: sentenceOf({
    id: "chat.refusal.emptyRecording",
    defaultMessage: "The recording is empty. Please record your message again.",
  }),
  nothingHeard: sentenceOf({
    id: "chat.refusal.nothingHeard",
    defaultMessage:
      "No words could be made out in the recording. Please speak clearly and try again.",
  }),
  transcriptionFailed: (intl) =>
    chatToastsOf(intl).transcriptionFailed.description,
} satisfies Record<string, RefusalSentence>;

export const voiceMessages = englishOf(voiceSentences);

export function parseSpeechRequest(value: unknown) {
  const parsed = chatSpeechRequestSchema.safeParse(value);
  if (!parsed.success)
    throw new ChatHttpError(400, schemaRefusal(parsed.error));
  return parsed.data;
}

/** Refuses before any work when speech is the browser's (the panel never asks then). */
export function requireServerSpeech(
  media: Pick<ChatMedia, "speak">,
): NonNullable<ChatMedia["speak"]> {
  if (!media.speak)
    throw new ChatHttpError(409, { sentence: voiceSentences.speechInBrowser });
  return media.speak;
}

export async function speakText(
  speak: NonNullable<ChatMedia["speak"]>,
  text: string,
  logger: Logger,
  signal?: AbortSignal,
): Promise<SpeechAudio> {
  try {
    return await speak(text, signal);
  } catch (error) {
    logger.warn({ err: error }, "chat speech failed");
    throw new ChatHttpError(502, { sentence: voiceSentences.speechFailed });
  }
}

export function speechResponse(audio: SpeechAudio): Response {
  return new Response(audio.bytes as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: {
      "Content-Type": audio.contentType,
      "Content-Length": String(audio.bytes.byteLength),
      "Cache-Control": "no-store",
    },
  });
}

export function requireServerTranscription(
  media: Pick<ChatMedia, "transcribe">,
): NonNullable<ChatMedia["transcribe"]> {
  if (!media.transcribe)
    throw new ChatHttpError(404, { sentence: voiceSentences.noTranscription });
  return media.transcribe;
}

export async function transcribeRecording(
  transcribe: NonNullable<ChatMedia["transcribe"]>,
  audio: { bytes: Uint8Array; contentType: string },
  logger: Logger,
  signal?: AbortSignal,
): Promise<ChatTranscriptionResult> {
  if (audio.bytes.byteLength === 0)
    throw new ChatHttpError(400, { sentence: voiceSentences.emptyRecording });
  let text: string;
  try {
    text = (await transcribe(audio.bytes, audio.contentType, signal)).trim();
  } catch (error) {
    logger.warn({ err: error }, "chat transcription failed");
    throw new ChatHttpError(502, {
      sentence: voiceSentences.transcriptionFailed,
    });
  }
  if (!text)
    throw new ChatHttpError(422, { sentence: voiceSentences.nothingHeard });
  return { text };
}

export function chatCapabilities(
  media: Pick<ChatMedia, "speak" | "transcribe">,
  hasProvider: boolean,
): ChatCapabilities {
  return {
    speech: media.speak ? "server" : "browser",
    transcription: media.transcribe ? "server" : "browser",
    brain: hasProvider ? "provider" : "offline",
  };
}
