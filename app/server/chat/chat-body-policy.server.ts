import { chatLimits } from "~/domain/chat/chat-api";
import { englishText, type MessageId } from "~/i18n/message";
import {
  oneFileLimits,
  type BodyLimits,
  type BodyPolicy,
} from "../http/body-limits.server";

/**
 * What the chat assistant's endpoints may receive, decided from the path before a
 * byte is read: small JSON for messages, contact details and speech; a few documents or one
 * image as multipart; one voice recording as raw audio. Every other /api/chat path takes no body.
 */
const JSON_MAX_BYTES = 16 * 1024;

const jsonLimits: BodyLimits = {
  maxBytes: JSON_MAX_BYTES,
  maxFiles: 0,
  maxFileBytes: 0,
  maxFields: 0,
  maxFieldBytes: 0,
  maxParts: 0,
};

const documentLimits: BodyLimits = {
  // Five documents of up to 10 MB would be 50 MB in one request; 25 MB in all is plenty for a chat.
  maxBytes: 25 * 1024 * 1024 + 64 * 1024,
  maxFiles: chatLimits.maxAttachments,
  maxFileBytes: chatLimits.maxDocumentBytes,
  maxFields: 4,
  maxFieldBytes: 256,
  maxParts: chatLimits.maxAttachments + 4,
};

const imageLimits = oneFileLimits({
  maxBytes: chatLimits.maxImageBytes + 64 * 1024,
  fileBytes: chatLimits.maxImageBytes,
  fields: 4,
  fieldBytes: 256,
});

const audioLimits: BodyLimits = {
  ...jsonLimits,
  maxBytes: chatLimits.maxAudioBytes,
};

/**
 * The chat's own upload refusals, by id (app/i18n/en/chat.ts): the edge hands them to the route,
 * which says them in the language of the visitor's page (chat-http.server.ts, bodyOfKind).
 */
export const chatUploadRefusals = {
  documentTooLarge: "chat.refusal.documentTooLarge",
  imageTooLarge: "chat.refusal.imageTooLarge",
  busy: "chat.refusal.busy",
} as const satisfies Record<string, MessageId>;

/** Their English, as an English page receives them. */
export const chatUploadMessages = {
  documentTooLarge: englishText(chatUploadRefusals.documentTooLarge),
  imageTooLarge: englishText(chatUploadRefusals.imageTooLarge),
  busy: englishText(chatUploadRefusals.busy),
} as const;

const base = {
  form: null,
  rateLimit: null,
  answer: "json",
  routeAnswersRefusal: false,
} as const;

/**
 * The routes that read a body: the edge hands them its refusal (too large, wrong type, every
 * upload slot busy) instead of answering it, and the route answers it in the language of the
 * visitor's page (chat-http.server.ts, bodyOfKind), which the edge does not know for these.
 */
const readsBody = { ...base, routeAnswersRefusal: true } as const;

/** The policy of an /api/chat path (already normalised), or null when the path is not the chat's. */
export function chatBodyPolicy(path: string): BodyPolicy | null {
  const match = /^\/api\/chat\/([a-z]+)$/.exec(path);
  if (!match)
    return path.startsWith("/api/chat/")
      ? { ...base, limits: jsonLimits }
      : null;
  switch (match[1]) {
    case "messages":
    case "contact":
    case "speech":
      return { ...readsBody, limits: jsonLimits, accepts: "json" };
    case "uploads":
      return {
        ...readsBody,
        limits: documentLimits,
        upload: {
          field: "files",
          tooLarge: chatUploadRefusals.documentTooLarge,
          busy: chatUploadRefusals.busy,
        },
      };
    case "ocr":
      return {
        ...readsBody,
        limits: imageLimits,
        upload: {
          field: "image",
          tooLarge: chatUploadRefusals.imageTooLarge,
          busy: chatUploadRefusals.busy,
        },
      };
    case "transcriptions":
      // Its route refuses (404) before reading the body when the browser transcribes, which
      // would hide the edge's 415 and 413: the edge answers them itself here.
      return { ...base, limits: audioLimits, accepts: "audio" };
    default:
      return { ...base, limits: jsonLimits };
  }
}
