import { CHAT_SESSION_HEADER, chatSessionIdSchema, type ChatRefusal } from "~/domain/chat/chat-api";
import { chatNotices } from "~/domain/chat/chat-copy";
import { requestInfoContext, type RequestBody } from "../../http/request-context.server";
import { getChatRateLimiter } from "../chat-registry.server";

/**
 * What every media route under /api/chat shares: JSON answers in the contract's refusal
 * shape, the browser session read from the X-Chat-Session header, the shared rate limit,
 * and the body the edge already read. Routes stay thin: parse, call, answer.
 */
type ContextReader = { get: (key: typeof requestInfoContext) => { clientIp: string; body?: RequestBody | null } };

export class ChatHttpError extends Error {
  constructor(
    readonly status: number,
    readonly refusal: ChatRefusal,
    readonly headers: Record<string, string> = {},
  ) {
    super(refusal.error);
  }
}

export const mediaMessages = {
  notFound: "There is no such conversation or file for this chat session.",
  noSession: "This request has no chat session. Please reload the page and try again.",
  wrongBody: "This request's body could not be read. Please try again.",
} as const;

export function chatJson(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });
}

export function refusalResponse(error: ChatHttpError): Response {
  return chatJson(error.status, error.refusal, error.headers);
}

/** Runs a route's work, turning a ChatHttpError into its JSON answer (anything else is a real 500). */
export async function answerChat(work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ChatHttpError) return refusalResponse(error);
    throw error;
  }
}

export const notFound = () => new ChatHttpError(404, { error: mediaMessages.notFound });

/** The session the request speaks for: the header, a UUID. Missing or malformed → 400. */
export function headerSession(request: Request): string {
  const parsed = chatSessionIdSchema.safeParse(request.headers.get(CHAT_SESSION_HEADER) ?? "");
  if (!parsed.success) throw new ChatHttpError(400, { error: mediaMessages.noSession });
  return parsed.data;
}

/**
 * A body's sessionId must be the header's: a page cannot act for another browser session by
 * putting its id in a form field. Any disagreement looks like a missing conversation (404).
 */
export function requireSameSession(request: Request, bodySessionId: unknown): string {
  const session = headerSession(request);
  if (bodySessionId !== session) throw notFound();
  return session;
}

export function requestBody(context: ContextReader): RequestBody | null {
  return context.get(requestInfoContext).body ?? null;
}

/** The body the edge read, of the kind this route takes; a refusal the edge left to us is answered as is. */
export function bodyOfKind<K extends RequestBody["kind"]>(context: ContextReader, kind: K): Extract<RequestBody, { kind: K }> {
  const body = requestBody(context);
  if (body?.kind === "refused") {
    const { status, headers, formErrors, fieldErrors } = body.refusal;
    const error = formErrors[0] ?? Object.values(fieldErrors).flat()[0] ?? mediaMessages.wrongBody;
    throw new ChatHttpError(status, { error }, headers);
  }
  if (body?.kind !== kind) throw new ChatHttpError(kind === "bytes" ? 415 : 400, { error: mediaMessages.wrongBody });
  return body as Extract<RequestBody, { kind: K }>;
}

/** One point of the chat's per-session and per-address limits; 429 with a clear sentence when spent. */
export async function consumeChatRate(context: ContextReader, sessionId: string): Promise<void> {
  const retryAfter = await getChatRateLimiter().consume(sessionId, context.get(requestInfoContext).clientIp);
  if (retryAfter === null) return;
  const minutes = Math.max(1, Math.ceil(retryAfter / 60));
  throw new ChatHttpError(429, { error: chatNotices.rateLimited(minutes), retryAfterSeconds: retryAfter }, { "Retry-After": String(retryAfter) });
}

export function methodNotAllowed(allow: string): Response {
  return chatJson(405, { error: `This address answers ${allow} only.` }, { Allow: allow });
}
