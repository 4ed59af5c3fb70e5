import type { IntlShape } from "react-intl";
import type { z } from "zod";
import {
  CHAT_SESSION_HEADER,
  chatLimits,
  chatSessionIdSchema,
  type ChatRefusal,
} from "~/domain/chat/chat-api";
import { chatNoticesOf, chatToastsOf } from "~/domain/chat/chat-copy";
import { chatIntlFor } from "~/domain/chat/chat-intl";
import type { Locale } from "~/i18n/locale";
import { chatUploadMessages } from "../http/chat-body-policy.server";
import { refusalLocale } from "../http/refusal-locale.server";
import {
  requestInfoContext,
  type RequestBody,
} from "../http/request-context.server";
import { getChatRateLimiter } from "./chat-registry.server";
import { ocrMessages } from "./media/chat-ocr.server";
import { uploadMessages } from "./media/chat-uploads.server";
import { voiceMessages } from "./media/chat-voice.server";
import { isFileStoreUnavailable } from "../storage/file-store.server";

/**
 * What every /api/chat endpoint shares: JSON answers in the contract's refusal shape, the
 * browser session (the `X-Chat-Session` header, checked against a body's `sessionId`), the
 * body the edge already read (request-body.server.ts refused oversize, wrong-type and
 * unreadable bodies), and the shared message rate. Every refusal is one clear sentence,
 * never a 5xx. Each route's handler (app/server/api/chat-*.handler.server.ts) checks the
 * method, then parses, calls and answers with these.
 */
type ContextReader = {
  get: (key: typeof requestInfoContext) => {
    clientIp: string;
    body?: RequestBody | null;
  };
};

export class ChatHttpError extends Error {
  constructor(
    readonly status: number,
    readonly refusal: ChatRefusal,
    readonly headers: Record<string, string> = {},
  ) {
    super(refusal.error);
  }
}

export const chatHttpMessages = {
  notFound: "There is no such conversation or file for this chat session.",
  noSession:
    "This request has no chat session. Please reload the page and try again.",
  sessionMismatch:
    "The chat session header is missing or does not match this request. Please reload the page.",
  wrongBody: "This request's body could not be read. Please try again.",
  notJson: "Please send this request as JSON (Content-Type: application/json).",
  fileStoreDown:
    "Your file could not be saved just now. Please try again in a minute.",
} as const;

export function chatJson(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "no-store",
      ...headers,
    },
  });
}

export function chatRefusal(
  status: number,
  error: string,
  headers: Record<string, string> = {},
  extra: Partial<ChatRefusal> = {},
): Response {
  return chatJson(status, { error, ...extra } satisfies ChatRefusal, headers);
}

export function chatMethodNotAllowed(allow: "GET" | "POST"): Response {
  return chatRefusal(405, `This address takes ${allow} requests only.`, {
    Allow: allow,
  });
}

/**
 * The fixed refusals above (and the edge's chat upload refusals) in another language, keyed by
 * their English sentence: they are made deep in the chat's code, before or without knowing the
 * page, so the answer is translated on its way out. A sentence not listed stays as it is.
 */
function translatedRefusals(intl: IntlShape): Record<string, string> {
  const toasts = chatToastsOf(intl);
  return {
    [uploadMessages.noFiles]: intl.formatMessage({
      id: "chat.refusal.noFiles",
      defaultMessage: "Please attach at least one document.",
    }),
    [uploadMessages.tooMany]: intl.formatMessage(
      {
        id: "chat.refusal.tooManyFiles",
        defaultMessage: "You can attach up to {max} documents at a time.",
      },
      { max: chatLimits.maxAttachments },
    ),
    [ocrMessages.noText]: intl.formatMessage({
      id: "chat.refusal.ocrNoText",
      defaultMessage:
        "No text was found in this image. Please try a sharper image with clearly printed text.",
    }),
    [ocrMessages.engineFailed]: toasts.ocrFailed.description,
    [voiceMessages.speechInBrowser]: intl.formatMessage({
      id: "chat.refusal.speechInBrowser",
      defaultMessage:
        "Replies are read aloud by your browser on this site; the server does not make speech.",
    }),
    [voiceMessages.speechFailed]: toasts.speechFailed.description,
    [voiceMessages.noTranscription]: intl.formatMessage({
      id: "chat.refusal.noTranscription",
      defaultMessage:
        "Voice messages are turned into text by your browser on this site; the server does not transcribe them.",
    }),
    [voiceMessages.emptyRecording]: intl.formatMessage({
      id: "chat.refusal.emptyRecording",
      defaultMessage:
        "The recording is empty. Please record your message again.",
    }),
    [voiceMessages.nothingHeard]: intl.formatMessage({
      id: "chat.refusal.nothingHeard",
      defaultMessage:
        "No words could be made out in the recording. Please speak clearly and try again.",
    }),
    [voiceMessages.transcriptionFailed]: toasts.transcriptionFailed.description,
    [chatHttpMessages.notFound]: intl.formatMessage({
      id: "chat.refusal.notFound",
      defaultMessage:
        "There is no such conversation or file for this chat session.",
    }),
    [chatHttpMessages.noSession]: intl.formatMessage({
      id: "chat.refusal.noSession",
      defaultMessage:
        "This request has no chat session. Please reload the page and try again.",
    }),
    [chatHttpMessages.sessionMismatch]: intl.formatMessage({
      id: "chat.refusal.sessionMismatch",
      defaultMessage:
        "The chat session header is missing or does not match this request. Please reload the page.",
    }),
    [chatHttpMessages.wrongBody]: intl.formatMessage({
      id: "chat.refusal.wrongBody",
      defaultMessage:
        "This request's body could not be read. Please try again.",
    }),
    [chatHttpMessages.notJson]: intl.formatMessage({
      id: "chat.refusal.notJson",
      defaultMessage:
        "Please send this request as JSON (Content-Type: application/json).",
    }),
    [chatHttpMessages.fileStoreDown]: intl.formatMessage({
      id: "chat.refusal.fileStoreDown",
      defaultMessage:
        "Your file could not be saved just now. Please try again in a minute.",
    }),
    [chatUploadMessages.documentTooLarge]: intl.formatMessage({
      id: "chat.refusal.documentTooLarge",
      defaultMessage:
        "Each document can be up to 10 MB, and 25 MB together. Please attach smaller files.",
    }),
    [chatUploadMessages.imageTooLarge]: intl.formatMessage({
      id: "chat.refusal.imageTooLarge",
      defaultMessage:
        "The image can be up to 8 MB. Please choose a smaller image.",
    }),
    [chatUploadMessages.busy]: intl.formatMessage({
      id: "chat.refusal.busy",
      defaultMessage:
        "Many files are being uploaded right now. Please try again in a minute.",
    }),
  };
}

/**
 * A refusal's sentence in the language of the page the chat is on: the request's Referer
 * (the widget's page; the site's Referrer-Policy sends it to its own origin) or `?locale=`.
 */
export function refusalInRequestLanguage(
  request: Request | undefined,
  error: string,
): string {
  if (!request) return error;
  const locale = refusalLocale({
    url: request.url,
    headers: { referer: request.headers.get("referer") ?? undefined },
  });
  if (locale === "en") return error;
  return translatedRefusals(chatIntlFor(locale))[error] ?? error;
}

/**
 * Runs a route's work, turning a ChatHttpError into its JSON answer (anything else is a real
 * 500). With the request, the answer's fixed sentences are in its page's language.
 */
export async function answerChat(
  work: () => Promise<Response>,
  request?: Request,
): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ChatHttpError)
      return chatJson(
        error.status,
        {
          ...error.refusal,
          error: refusalInRequestLanguage(request, error.refusal.error),
        },
        error.headers,
      );
    // The file store (S3) did not take an upload: nothing was stored (decision 023). Try again, not a 500.
    if (isFileStoreUnavailable(error))
      return chatRefusal(
        503,
        refusalInRequestLanguage(request, chatHttpMessages.fileStoreDown),
        { "Retry-After": "30" },
      );
    throw error;
  }
}

export const chatNotFound = () =>
  new ChatHttpError(404, { error: chatHttpMessages.notFound });

/** The session the request speaks for: the header, a UUID. Missing or malformed → 400. */
export function headerSession(request: Request): string {
  const parsed = chatSessionIdSchema.safeParse(
    request.headers.get(CHAT_SESSION_HEADER) ?? "",
  );
  if (!parsed.success)
    throw new ChatHttpError(400, { error: chatHttpMessages.noSession });
  return parsed.data;
}

/**
 * A body's sessionId must be the header's: a page cannot act for another browser session by
 * putting its id in a form field. Any disagreement looks like a missing conversation (404).
 */
export function requireSameSession(
  request: Request,
  bodySessionId: unknown,
): string {
  const session = headerSession(request);
  if (bodySessionId !== session) throw chatNotFound();
  return session;
}

/** The body the edge read, of the kind this route takes; a refusal the edge left to us is answered as is. */
export function bodyOfKind<K extends RequestBody["kind"]>(
  context: ContextReader,
  kind: K,
): Extract<RequestBody, { kind: K }> {
  const body = context.get(requestInfoContext).body ?? null;
  if (body?.kind === "refused") {
    const { status, headers, formErrors, fieldErrors } = body.refusal;
    const error =
      formErrors[0] ??
      Object.values(fieldErrors).flat()[0] ??
      chatHttpMessages.wrongBody;
    throw new ChatHttpError(status, { error }, headers);
  }
  if (body?.kind !== kind)
    throw new ChatHttpError(kind === "bytes" || kind === "json" ? 415 : 400, {
      error:
        kind === "json" ? chatHttpMessages.notJson : chatHttpMessages.wrongBody,
    });
  return body as Extract<RequestBody, { kind: K }>;
}

const TECHNICAL_FIELDS = new Set([
  "sessionId",
  "conversationId",
  "attachmentIds",
  "pagePath",
  "purpose",
]);

/**
 * The JSON body, validated by `schema`, sent by the session it names (header = body). The
 * first issue names what is wrong: the visitor's own fields carry sentences, the panel's
 * technical fields are named. Throws ChatHttpError (run inside answerChat).
 */
export function parseChatJsonBody<S extends z.ZodType<{ sessionId: string }>>(
  request: Request,
  context: ContextReader,
  schema: S,
): z.infer<S> {
  const { value } = bodyOfKind(context, "json");
  const unknown = unknownField(schema, value);
  if (unknown !== null)
    throw new ChatHttpError(400, {
      error: `Unknown field "${unknown.slice(0, 40)}": this address does not take it.`,
    });
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    if (!issue || (issue.path.length === 0 && issue.code === "invalid_type")) {
      throw new ChatHttpError(400, {
        error: "The request body must be a JSON object.",
      });
    }
    const field = String(issue.path[0] ?? "");
    const where = TECHNICAL_FIELDS.has(field)
      ? `${issue.path.join(".")}: `
      : "";
    throw new ChatHttpError(400, { error: `${where}${issue.message}` });
  }
  if (request.headers.get(CHAT_SESSION_HEADER) !== parsed.data.sessionId)
    throw new ChatHttpError(400, { error: chatHttpMessages.sessionMismatch });
  return parsed.data;
}

/**
 * A field the schema does not know. zod would drop it silently; refusing it instead makes a
 * panel and a server that drifted apart fail loudly in tests rather than lose data quietly.
 */
function unknownField(schema: z.ZodType, value: unknown): string | null {
  const shape = (schema as { shape?: Record<string, unknown> }).shape;
  if (
    !shape ||
    typeof value !== "object" ||
    value === null ||
    Array.isArray(value)
  )
    return null;
  return Object.keys(value).find((key) => !(key in shape)) ?? null;
}

/** One point of the chat's per-session and per-address limits; 429 with a clear sentence when spent. */
export async function consumeChatRate(
  context: ContextReader,
  sessionId: string,
  /** The page's language, for the refusal's sentence. */
  locale: Locale = "en",
): Promise<void> {
  const retryAfter = await getChatRateLimiter().consume(
    sessionId,
    context.get(requestInfoContext).clientIp,
  );
  if (retryAfter === null) return;
  const minutes = Math.max(1, Math.ceil(retryAfter / 60));
  throw new ChatHttpError(
    429,
    {
      error: chatNoticesOf(chatIntlFor(locale)).rateLimited(minutes),
      retryAfterSeconds: retryAfter,
    },
    { "Retry-After": String(retryAfter) },
  );
}
