import {
  CHAT_DOCUMENT_EXTENSIONS,
  chatLimits,
  type ChatCapabilities,
} from "~/domain/chat/chat-api";
import { formatBytes as formatLocaleBytes } from "~/i18n/format";
import { chatIntl, pageLocale } from "../chat-intl";

/**
 * The decisions behind the chat panel's media controls, kept free of React and the DOM so
 * they are unit-tested: which documents may be attached, which message a failure shows,
 * and which engine (server or browser) speaks and listens. Their sentences are in the page's
 * language (chatIntl: English outside a browser).
 */

/** What the rules need to know about a picked file (a File satisfies it). */
export type PickedFile = { name: string; size: number; lastModified?: number };

export type DocumentSelection<T extends PickedFile> = {
  /** The attachments after the pick: the ones already there, then the accepted new ones. */
  files: T[];
  /** One sentence per file left out, naming it and saying why. */
  problems: string[];
};

const said = (name: string) => ({ name });

export function documentExtension(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot < 0 ? "" : name.slice(dot).toLowerCase();
}

export function isAcceptedDocumentName(name: string): boolean {
  return (CHAT_DOCUMENT_EXTENSIONS as readonly string[]).includes(
    documentExtension(name),
  );
}

function sameFile(a: PickedFile, b: PickedFile): boolean {
  return (
    a.name === b.name && a.size === b.size && a.lastModified === b.lastModified
  );
}

/**
 * Adds picked documents to the ones already attached: only .pdf .doc .docx .txt, none empty,
 * none over the size limit, no file twice, at most `chatLimits.maxAttachments` in all. The
 * server checks every file again by its content; this only spares the visitor a refused upload.
 */
export function selectDocuments<T extends PickedFile>(
  existing: readonly T[],
  picked: readonly T[],
): DocumentSelection<T> {
  const files = [...existing];
  const problems: string[] = [];
  let overLimit = 0;
  for (const file of picked) {
    if (!isAcceptedDocumentName(file.name)) {
      problems.push(
        chatIntl().formatMessage(
          {
            id: "chat.media.notReadable",
            defaultMessage:
              "“{name}” is not a document we can read. Attach PDF, Word (.doc, .docx) or plain text (.txt) documents.",
          },
          said(file.name),
        ),
      );
    } else if (file.size === 0) {
      problems.push(emptyFile(file.name));
    } else if (file.size > chatLimits.maxDocumentBytes) {
      problems.push(tooLarge(file.name, chatLimits.maxDocumentBytes));
    } else if (files.some((attached) => sameFile(attached, file))) {
      problems.push(
        chatIntl().formatMessage(
          {
            id: "chat.media.alreadyAttached",
            defaultMessage: "“{name}” is already attached.",
          },
          said(file.name),
        ),
      );
    } else if (files.length >= chatLimits.maxAttachments) {
      overLimit += 1;
    } else {
      files.push(file);
    }
  }
  if (overLimit > 0) {
    problems.push(
      chatIntl().formatMessage(
        {
          id: "chat.media.tooMany",
          defaultMessage:
            "You can attach up to {limit} documents to one message; {count} {count, plural, one {was} other {were}} not added.",
        },
        { limit: chatLimits.maxAttachments, count: overLimit },
      ),
    );
  }
  return { files, problems };
}

/** The title of the toast listing files that were left out. */
export function rejectedDocumentsTitle(problemCount: number): string {
  return problemCount === 1
    ? chatIntl().formatMessage({
        id: "chat.media.documentNotAdded",
        defaultMessage: "Document not added",
      })
    : chatIntl().formatMessage({
        id: "chat.media.documentsNotAdded",
        defaultMessage: "Some documents were not added",
      });
}

/** Checks an image before it is sent for text extraction; null when it may go. */
export function imageProblem(file: {
  name: string;
  type: string;
  size: number;
}): string | null {
  if (!file.type.startsWith("image/"))
    return chatIntl().formatMessage(
      {
        id: "chat.media.notImage",
        defaultMessage:
          "“{name}” is not an image. Choose a PNG, JPEG or other picture.",
      },
      said(file.name),
    );
  if (file.size === 0) return emptyFile(file.name);
  if (file.size > chatLimits.maxImageBytes)
    return tooLarge(file.name, chatLimits.maxImageBytes);
  return null;
}

function emptyFile(name: string): string {
  return chatIntl().formatMessage(
    { id: "chat.media.empty", defaultMessage: "“{name}” is empty." },
    said(name),
  );
}

function tooLarge(name: string, limit: number): string {
  return chatIntl().formatMessage(
    {
      id: "chat.media.tooLarge",
      defaultMessage: "“{name}” is larger than {size}.",
    },
    { name, size: formatBytes(limit) },
  );
}

/** A file's size as the panel shows it: "10 MB" in English, "10\u00a0Mo" in French. */
export function formatBytes(bytes: number): string {
  if (pageLocale() === "fr") return formatLocaleBytes("fr", bytes);
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const megabytes = bytes / (1024 * 1024);
  return `${Number.isInteger(megabytes) ? megabytes : megabytes.toFixed(1)} MB`;
}

/** A failed call to the chat's media endpoints: the HTTP status (0 without an answer) and the server's sentence. */
export class ChatMediaRequestError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | null,
  ) {
    super(
      serverMessage ?? `Chat media request failed (${status || "no answer"})`,
    );
    this.name = "ChatMediaRequestError";
  }
}

/**
 * The description a failure toast shows. The spec's sentence ("… Please try again.") fits a
 * failure a retry may cure; when the server refused the request with its own clear sentence
 * (a wrong file type, too large, no text found, a rate limit) that sentence says what to do
 * instead. A 404 (an unknown session or conversation) says nothing useful to a visitor.
 */
export function failureDescription(
  specDescription: string,
  error: unknown,
): string {
  if (
    error instanceof ChatMediaRequestError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 404 &&
    error.serverMessage
  ) {
    return error.serverMessage;
  }
  return specDescription;
}

/** What the browser offers, read once where the controls render. */
export type BrowserMediaSupport = {
  mediaRecorder: boolean;
  getUserMedia: boolean;
  speechRecognition: boolean;
  speechSynthesis: boolean;
};

export type VoiceEngine = "server" | "browser";

/**
 * Who turns the visitor's voice into text: the server's provider when it has one and the
 * browser can record, else the browser's own recognizer where it exists, else nobody (the
 * microphone button is not shown). `capabilities` is null only while they load (a failed
 * request gives the browser-only set).
 */
export function transcriptionEngine(
  capabilities: ChatCapabilities | null,
  support: BrowserMediaSupport,
): VoiceEngine | null {
  // Until the server has said what it offers, nothing is offered: a button that switched engines
  // under the visitor's finger would record with one and transcribe with the other.
  if (!capabilities) return null;
  if (
    capabilities.transcription === "server" &&
    support.mediaRecorder &&
    support.getUserMedia
  )
    return "server";
  if (support.speechRecognition) return "browser";
  return null;
}

/** Who reads a reply aloud: the server's voice when it has one, else the browser's speech synthesis, else nobody. */
export function speechEngine(
  capabilities: ChatCapabilities | null,
  support: BrowserMediaSupport,
): VoiceEngine | null {
  if (!capabilities) return null;
  if (capabilities.speech === "server") return "server";
  if (support.speechSynthesis) return "browser";
  return null;
}

/**
 * The words to speak for a markdown reply: link targets, emphasis marks, headings and code
 * fences are not read out, and the text stays within the speech limit (cut at a word).
 */
export function speakableText(
  markdown: string,
  maxChars: number = chatLimits.maxSpeechChars,
): string {
  const plain = markdown
    .replace(/```[^\n]*\n?/g, "")
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
    .replace(/^\s{0,3}#{1,6}\s+/gm, "")
    .replace(/^\s{0,3}>\s?/gm, "")
    .replace(/^\s*[-*+]\s+/gm, "")
    .replace(/(\*\*|__|\*|_|`|~~)/g, "")
    .replace(/[ \t]+/g, " ")
    .replace(/\n{2,}/g, "\n")
    .trim();
  if (plain.length <= maxChars) return plain;
  const cut = plain.slice(0, maxChars);
  const lastSpace = cut.lastIndexOf(" ");
  return (lastSpace > maxChars / 2 ? cut.slice(0, lastSpace) : cut).trim();
}

/** A failed browser recognizer: a refused or missing microphone is a recording failure, anything else a transcription failure. */
export function recognitionFailure(
  error: string,
): "recording" | "transcription" | "none" {
  if (error === "aborted") return "none";
  if (
    error === "not-allowed" ||
    error === "service-not-allowed" ||
    error === "audio-capture"
  )
    return "recording";
  return "transcription";
}

/** An English voice for the browser's speech synthesis: the page's own English first, then any English, else the default. */
export function pickEnglishVoice<T extends { lang: string; default?: boolean }>(
  voices: readonly T[],
  pageLang: string,
): T | null {
  const english = voices.filter((voice) =>
    voice.lang.toLowerCase().startsWith("en"),
  );
  const wanted = pageLang.toLowerCase().replace("_", "-");
  return (
    english.find(
      (voice) => voice.lang.toLowerCase().replace("_", "-") === wanted,
    ) ??
    english.find((voice) => voice.default) ??
    english[0] ??
    null
  );
}

/** The language the browser's recognizer and speech synthesis use: the page's, when it is English. */
export function speechLanguage(pageLang: string): string {
  return pageLang.toLowerCase().startsWith("en") ? pageLang : "en-CA";
}

/** Voice capture: mono, 16 kHz, echo cancellation, noise suppression, auto gain. */
export const VOICE_CAPTURE_CONSTRAINTS = {
  channelCount: 1,
  sampleRate: 16_000,
  echoCancellation: true,
  noiseSuppression: true,
  autoGainControl: true,
} as const;

/** The recording format the server's transcription takes (webm/opus). */
export const VOICE_RECORDING_TYPE = "audio/webm;codecs=opus";

/** A recording stops by itself after two minutes, which keeps it well under `chatLimits.maxAudioBytes`. */
export const MAX_RECORDING_MS = 120_000;

export function recordingProblem(bytes: number): string | null {
  if (bytes === 0)
    return chatIntl().formatMessage({
      id: "chat.media.nothingRecorded",
      defaultMessage:
        "Nothing was recorded. Check your microphone and try again.",
    });
  if (bytes > chatLimits.maxAudioBytes)
    return chatIntl().formatMessage({
      id: "chat.media.recordingTooLong",
      defaultMessage:
        "That recording is too long. Please keep voice messages under two minutes.",
    });
  return null;
}

/**
 * The Content-Type a recording is sent with: webm (what Chromium and Firefox record), or the
 * container the browser actually chose when it cannot record webm (Safari records mp4), so
 * the server and the provider are never told the wrong format.
 */
export function recordingUploadType(recorderMimeType: string): string {
  const base = recorderMimeType.split(";")[0]!.trim().toLowerCase();
  return /^audio\/[\w.+-]+$/.test(base) ? base : "audio/webm";
}
