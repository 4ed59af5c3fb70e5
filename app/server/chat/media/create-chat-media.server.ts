import type { ChatEnv } from "../chat-env.server";
import type { ChatMedia } from "../chat-media.server";
import type { Logger } from "../../logger.server";
import { createOpenAiClient } from "../openai-client.server";
import { extractDocumentText } from "./document-text.server";
import {
  ESPEAK_COMMAND,
  espeakSpeech,
  findOnPath,
} from "./espeak-speech.server";
import {
  providerImageText,
  providerSpeech,
  providerTranscription,
} from "./provider-media.server";
import { createTesseractReader } from "./tesseract-reader.server";

/**
 * The chat's media engines for this process, chosen once from the
 * configuration: see chat-media.server.ts for the contract and docs/chat-media.md.
 */
export const MAX_IMAGE_TEXT_CHARS = 20_000;
const ESPEAK_TIMEOUT_MS = 30_000;

export type SpeechEngine = "provider" | "espeak" | "browser";

export type ChatMediaOptions = {
  env: Pick<ChatEnv, "provider" | "speech">;
  logger: Logger;
  /** Where espeak-ng is looked for; the process's PATH by default (tests point it elsewhere). */
  searchPath?: string;
  ocrTimeoutMs?: number;
  espeakTimeoutMs?: number;
};

/** Who speaks: the configured engine when it is available, else the browser (CHAT_SPEECH). */
export function chooseSpeechEngine(
  speech: ChatEnv["speech"],
  hasProvider: boolean,
  espeakPath: string | null,
): SpeechEngine {
  if (speech === "browser") return "browser";
  if (speech === "provider") return hasProvider ? "provider" : "browser";
  if (speech === "espeak") return espeakPath ? "espeak" : "browser";
  return hasProvider ? "provider" : espeakPath ? "espeak" : "browser";
}

export function createChatMedia({
  env,
  logger,
  searchPath,
  ocrTimeoutMs,
  espeakTimeoutMs = ESPEAK_TIMEOUT_MS,
}: ChatMediaOptions): ChatMedia & { speechEngine: SpeechEngine } {
  const provider = env.provider;
  const client = provider ? createOpenAiClient(provider) : null;
  const tesseract = createTesseractReader({ logger, timeoutMs: ocrTimeoutMs });
  const espeakPath = findOnPath(ESPEAK_COMMAND, searchPath);
  const speechEngine = chooseSpeechEngine(
    env.speech,
    provider !== null,
    espeakPath,
  );
  if (
    speechEngine === "browser" &&
    env.speech !== "browser" &&
    env.speech !== "auto"
  ) {
    logger.warn(
      { CHAT_SPEECH: env.speech },
      "the configured speech engine is not available: visitors' browsers speak replies",
    );
  }

  async function readImageText(
    bytes: Uint8Array,
    mimeType: string,
    signal?: AbortSignal,
  ): Promise<string> {
    if (client && provider) {
      try {
        const text = (
          await providerImageText(client, provider, bytes, mimeType, signal)
        ).trim();
        if (text) return text.slice(0, MAX_IMAGE_TEXT_CHARS);
        logger.info(
          "the provider's vision model found no text: trying tesseract",
        );
      } catch (error) {
        signal?.throwIfAborted();
        logger.warn(
          { err: error },
          "the provider's vision model failed: reading the image with tesseract",
        );
      }
    }
    const text = await tesseract.read(bytes, signal);
    return text
      .replace(/[ \t]+\n/g, "\n")
      .replace(/\n{3,}/g, "\n\n")
      .trim()
      .slice(0, MAX_IMAGE_TEXT_CHARS);
  }

  const speak: ChatMedia["speak"] =
    speechEngine === "provider"
      ? (text, signal) => providerSpeech(client!, provider!, text, signal)
      : speechEngine === "espeak"
        ? (text, signal) =>
            espeakSpeech(espeakPath!, text, {
              timeoutMs: espeakTimeoutMs,
              signal,
            })
        : null;

  const transcribe: ChatMedia["transcribe"] =
    client && provider
      ? (audio, contentType, signal) =>
          providerTranscription(client, provider, audio, contentType, signal)
      : null;

  return {
    speechEngine,
    extractDocumentText: (bytes, mimeType) =>
      extractDocumentText(bytes, mimeType, logger),
    readImageText,
    speak,
    transcribe,
    close: () => tesseract.close(),
  };
}
