/**
 * The chat's media capabilities, each chosen by configuration: text from
 * documents (unpdf, mammoth), text from images (tesseract.js offline, or the provider's vision
 * model), speech (the provider's voice `alloy`, espeak-ng, or the browser), and transcription
 * (the provider only; otherwise the browser's own recognizer, or no microphone at all).
 */
export type SpeechAudio = {
  bytes: Uint8Array;
  contentType: "audio/mpeg" | "audio/wav";
};

export type ChatMedia = {
  /** Plain text of a checked document (by its detected type), bounded in length. */
  extractDocumentText(bytes: Uint8Array, mimeType: string): Promise<string>;
  /** Text read from an image; "" when it holds none. */
  readImageText(
    bytes: Uint8Array,
    mimeType: string,
    signal?: AbortSignal,
  ): Promise<string>;
  /** null when speech is the browser's job (no provider voice, no espeak-ng). */
  speak: ((text: string, signal?: AbortSignal) => Promise<SpeechAudio>) | null;
  /** null when no provider is configured: the panel uses the browser's recognizer, if any. */
  transcribe:
    | ((
        audio: Uint8Array,
        contentType: string,
        signal?: AbortSignal,
      ) => Promise<string>)
    | null;
  /** Stops OCR workers and anything else holding resources (graceful shutdown). */
  close(): Promise<void>;
};
