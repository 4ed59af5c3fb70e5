import type { IntlShape, MessageDescriptor } from "react-intl";
import type { z } from "zod";
import {
  CHAT_SESSION_HEADER,
  chatSessionIdSchema,
  type ChatRefusal,
} from "~/domain/chat/chat-api";
import { chatNoticesOf } from "~/domain/chat/chat-copy";
import { intlFor } from "~/i18n/intl";
import { formatMessage } from "~/i18n/message";
import type { Locale } from "~/i18n/locale";
import { refusalLocale } from "../http/refusal-locale.server";
import {
  requestInfoContext,
  type RequestBody,
} from "../http/request-context.server";
import { getChatRateLimiter } from "./chat-registry.server";
import { isFileStoreUnavailable } from "../storage/file-store.server";
import {
  visitorFieldMessageOf,
  visitorFieldMessages,
} from "~/domain/chat/visitor-field-messages";

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

/**
 * A refusal's sentence in a language: a react-intl message of the chat's catalog (English is its
 * defaultMessage, French is app/i18n/fr/chat.ts), written when the answer leaves, in the
 * language of the page the visitor is on.
 */
export type RefusalSentence = (intl: IntlShape) => string;

export function sentenceOf(
  descriptor: MessageDescriptor,
  values?: Record<string, string | number>,
): RefusalSentence {
  return (intl) => intl.formatMessage(descriptor, values);
}

export function inEnglish(sentence: RefusalSentence): string {
  return sentence(intlFor("en"));
}

/** The English of each of a module's fixed refusals, as the contract's tests read them. */
export function englishOf<K extends string>(
  sentences: Record<K, RefusalSentence>,
): Record<K, string> {
  return Object.fromEntries(
    Object.entries<RefusalSentence>(sentences).map(([key, sentence]) => [
      key,
      inEnglish(sentence),
    ]),
  ) as Record<K, string>;
}

/**
 * What a ChatHttpError says: a sentence written in the visitor's language, or a sentence
 * already written (`error`). With both, `error` is the English (a schema's own message) and the
 * sentence says it in other languages.
 */
export type ChatRefusalSaid =
  | (ChatRefusal & { sentence?: RefusalSentence })
  | (Omit<ChatRefusal, "error"> & { sentence: RefusalSentence });

export class ChatHttpError extends Error {
  /** The refusal as an English page receives it. */
  readonly refusal: ChatRefusal;
  readonly sentence: RefusalSentence | null;

  constructor(
    readonly status: number,
    said: ChatRefusalSaid,
    readonly headers: Record<string, string> = {},
  ) {
    const { sentence, ...refusal } = said;
    const error = "error" in refusal ? refusal.error : inEnglish(sentence!);
    super(error);
    this.refusal = { ...refusal, error };
    this.sentence = sentence ?? null;
  }

  /** The refusal in the language of the request's page. */
  refusalFor(request: Request | undefined): ChatRefusal {
    const locale = request ? requestLocale(request) : "en";
    if (locale === "en" || !this.sentence) return this.refusal;
    return { ...this.refusal, error: this.sentence(intlFor(locale)) };
  }
}

export const httpSentences = {
  notFound: sentenceOf({
    id: "chat.refusal.notFound",
    defaultMessage:
      "There is no such conversation or file for this chat session.",
  }),
  noSession: sentenceOf({
    id: "chat.refusal.noSession",
    defaultMessage:
      "This request has no chat session. Please reload the page and try again.",
  }),
  sessionMismatch: sentenceOf({
    id: "chat.refusal.sessionMismatch",
    defaultMessage:
      "The chat session header is missing or does not match this request. Please reload the page.",
  }),
  wrongBody: sentenceOf({
    id: "chat.refusal.wrongBody",
    defaultMessage: "This request's body could not be read. Please try again.",
  }),
  notJson: sentenceOf({
    id: "chat.refusal.notJson",
    defaultMessage:
      "Please send this request as JSON (Content-Type: application/json).",
  }),
  notAudio: sentenceOf({
    id: "chat.refusal.notAudio",
    defaultMessage:
      "Please send the recording as audio (Content-Type: audio/webm).",
  }),
  notObject: sentenceOf({
    id: "chat.refusal.notObject",
    defaultMessage: "The request body must be a JSON object.",
  }),
  fileStoreDown: sentenceOf({
    id: "chat.refusal.fileStoreDown",
    defaultMessage:
      "Your file could not be saved just now. Please try again in a minute.",
  }),
} satisfies Record<string, RefusalSentence>;

export const chatHttpMessages = englishOf(httpSentences);

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

/**
 * 405 for a method the address does not take. With the request, the sentence is in its page's
 * language; a handler that does not pass it answers in English.
 */
export function chatMethodNotAllowed(
  allow: "GET" | "POST",
  request?: Request,
): Response {
  const error = new ChatHttpError(
    405,
    {
      sentence: sentenceOf(
        {
          id: "chat.refusal.methodNotAllowed",
          defaultMessage: "This address takes {method} requests only.",
        },
        { method: allow },
      ),
    },
    { Allow: allow },
  );
  return chatJson(405, error.refusalFor(request), error.headers);
}

/** The language of the page the chat is on: the request's Referer (the widget's page; the site's Referrer-Policy sends it to its own origin) or `?locale=`. */
function requestLocale(request: Request): Locale {
  return refusalLocale({
    url: request.url,
    headers: { referer: request.headers.get("referer") ?? undefined },
  });
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
      return chatJson(error.status, error.refusalFor(request), error.headers);
    // The file store (S3) did not take an upload: nothing was stored (decision 023). Try again, not a 500.
    if (isFileStoreUnavailable(error)) {
      const unavailable = new ChatHttpError(
        503,
        { sentence: httpSentences.fileStoreDown },
        { "Retry-After": "30" },
      );
      return chatJson(
        503,
        unavailable.refusalFor(request),
        unavailable.headers,
      );
    }
    throw error;
  }
}

/** A POST-only chat endpoint's action: any other method is 405; the work is answered as answerChat answers it. */
export function answerChatPost(
  request: Request,
  work: () => Promise<Response>,
): Response | Promise<Response> {
  if (request.method !== "POST") return chatMethodNotAllowed("POST", request);
  return answerChat(work, request);
}

/** A POST-only chat endpoint's loader: 405, in its page's language. */
export function postOnlyChatLoader({
  request,
}: {
  request: Request;
}): Response {
  return chatMethodNotAllowed("POST", request);
}

export const chatNotFound = () =>
  new ChatHttpError(404, { sentence: httpSentences.notFound });

/** The session the request speaks for: the header, a UUID. Missing or malformed → 400. */
export function headerSession(request: Request): string {
  const parsed = chatSessionIdSchema.safeParse(
    request.headers.get(CHAT_SESSION_HEADER) ?? "",
  );
  if (!parsed.success)
    throw new ChatHttpError(400, { sentence: httpSentences.noSession });
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

/**
 * The body the edge read, of the kind this route takes. A refusal the edge left to us
 * (chat-body-policy.server.ts) is answered here, so in the visitor's language: a wrong content
 * type (415) says what this route takes; the edge's other sentences are said as they are known.
 */
export function bodyOfKind<K extends RequestBody["kind"]>(
  context: ContextReader,
  kind: K,
): Extract<RequestBody, { kind: K }> {
  const body = context.get(requestInfoContext).body ?? null;
  if (body?.kind === "refused") {
    const { status, headers, formErrors, fieldErrors, said } = body.refusal;
    const error = formErrors[0] ?? Object.values(fieldErrors).flat()[0];
    if (status === 415 || !error)
      throw new ChatHttpError(
        status,
        {
          sentence: status === 415 ? wrongKind(kind) : httpSentences.wrongBody,
        },
        headers,
      );
    // The edge's own refusals (too large, every upload slot busy) come by id: said in the
    // visitor's language; any other is the body layer's sentence as it wrote it.
    throw new ChatHttpError(
      status,
      said ? { sentence: (intl) => formatMessage(intl, said) } : { error },
      headers,
    );
  }
  if (body?.kind !== kind)
    throw new ChatHttpError(kind === "form" ? 400 : 415, {
      sentence: wrongKind(kind),
    });
  return body as Extract<RequestBody, { kind: K }>;
}

/** What a route that takes this kind of body says to another kind. */
function wrongKind(kind: RequestBody["kind"]): RefusalSentence {
  if (kind === "json") return httpSentences.notJson;
  if (kind === "bytes") return httpSentences.notAudio;
  return httpSentences.wrongBody;
}

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
      sentence: sentenceOf(
        {
          id: "chat.refusal.unknownField",
          defaultMessage:
            "Unknown field \u0022{field}\u0022: this address does not take it.",
        },
        { field: unknown.slice(0, 40) },
      ),
    });
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new ChatHttpError(400, schemaRefusal(parsed.error));
  if (request.headers.get(CHAT_SESSION_HEADER) !== parsed.data.sessionId)
    throw new ChatHttpError(400, { sentence: httpSentences.sessionMismatch });
  return parsed.data;
}

/**
 * What a request's first schema issue says: the schema's own English (the visitor's fields
 * carry sentences, the panel's technical fields are named), in other languages the chat's
 * sentence for that field.
 */
export function schemaRefusal(error: z.ZodError): ChatRefusalSaid {
  const issue = error.issues[0];
  if (!issue || (issue.path.length === 0 && issue.code === "invalid_type"))
    return { sentence: httpSentences.notObject };
  const field = issue.path.join(".");
  if (TECHNICAL_FIELDS.has(String(issue.path[0])))
    return {
      error: `${field}: ${issue.message}`,
      sentence: sentenceOf(visitorFieldMessages.invalidField, { field }),
    };
  return { error: issue.message, sentence: visitorFieldSentence(issue) };
}

/** The panel's own fields: a refusal names them rather than speaking to the visitor. */
const TECHNICAL_FIELDS = new Set([
  "sessionId",
  "conversationId",
  "attachmentIds",
  "pagePath",
  "purpose",
]);

/** The sentence for an issue with one of the visitor's fields (domain/chat/visitor-field-messages). */
function visitorFieldSentence(issue: z.core.$ZodIssue): RefusalSentence {
  const { descriptor, values } = visitorFieldMessageOf(issue);
  return sentenceOf(descriptor, values);
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

/** A chat upload's session (the header's) and form, once the upload has spent a point of the session's budget. */
export async function chatUploadForm(
  request: Request,
  context: ContextReader,
): Promise<{ sessionId: string; formData: FormData }> {
  const sessionId = headerSession(request);
  const { formData } = bodyOfKind(context, "form");
  await consumeChatRate(context, sessionId);
  return { sessionId, formData };
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
  const sentence: RefusalSentence = (intl) =>
    chatNoticesOf(intl).rateLimited(minutes);
  // A route that knows its page's language says so; otherwise the request's page decides.
  throw new ChatHttpError(
    429,
    locale === "en"
      ? { sentence, retryAfterSeconds: retryAfter }
      : { error: sentence(intlFor(locale)), retryAfterSeconds: retryAfter },
    { "Retry-After": String(retryAfter) },
  );
}
