import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import { CHAT_SESSION_HEADER, type ChatRefusal } from "~/domain/chat/chat-api";
import { chatNotices } from "~/domain/chat/chat-copy";
import { requestInfoContext } from "../../http/request-context.server";
import { getChatRateLimiter } from "../chat-registry.server";

/**
 * What every JSON endpoint of the chat does before its own work: the body as the edge read it
 * (request-body.server.ts already refused oversize, non-JSON and unreadable JSON), the zod
 * schema, the `X-Chat-Session` header against the body's session, and the message rate.
 * Each refusal is a ChatRefusal with one clear sentence, never a 5xx.
 */
export function chatJson(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...headers, "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" },
  });
}

export function chatRefusal(status: number, error: string, headers: Record<string, string> = {}, extra: Partial<ChatRefusal> = {}): Response {
  return chatJson(status, { error, ...extra } satisfies ChatRefusal, headers);
}

export function chatMethodNotAllowed(allow: "GET" | "POST"): Response {
  return chatRefusal(405, allow === "POST" ? "This address takes POST requests only." : "This address takes GET requests only.", { Allow: allow });
}

export const SESSION_MISMATCH = "The chat session header is missing or does not match this request. Please reload the page.";
export const NOT_JSON = "Please send this request as JSON (Content-Type: application/json).";

const TECHNICAL_FIELDS = new Set(["sessionId", "conversationId", "attachmentIds", "pagePath", "purpose"]);

type Parsed<T> = { ok: true; value: T } | { ok: false; response: Response };

/** The JSON body, validated by `schema`, sent by the session it names. */
export function parseChatJsonBody<S extends z.ZodType<{ sessionId: string }>>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  schema: S,
): Parsed<z.infer<S>> {
  const body = context.get(requestInfoContext).body;
  if (!body || body.kind !== "json") return { ok: false, response: chatRefusal(415, NOT_JSON) };
  const unknown = unknownField(schema, body.value);
  if (unknown !== null) return { ok: false, response: chatRefusal(400, `Unknown field "${unknown.slice(0, 40)}": this address does not take it.`) };
  const parsed = schema.safeParse(body.value);
  if (!parsed.success) {
    // The first issue names what is wrong.
    // The visitor's own fields carry sentences; the panel's technical fields are named.
    const issue = parsed.error.issues[0];
    if (!issue || (issue.path.length === 0 && issue.code === "invalid_type")) {
      return { ok: false, response: chatRefusal(400, "The request body must be a JSON object.") };
    }
    const field = String(issue.path[0] ?? "");
    const where = TECHNICAL_FIELDS.has(field) ? `${issue.path.join(".")}: ` : "";
    return { ok: false, response: chatRefusal(400, `${where}${issue.message}`) };
  }
  if (request.headers.get(CHAT_SESSION_HEADER) !== parsed.data.sessionId) return { ok: false, response: chatRefusal(400, SESSION_MISMATCH) };
  return { ok: true, value: parsed.data };
}

/**
 * A field the schema does not know. zod would drop it silently; refusing it instead makes a
 * panel and a server that drifted apart fail loudly in tests rather than lose data quietly.
 */
function unknownField(schema: z.ZodType, value: unknown): string | null {
  const shape = (schema as { shape?: Record<string, unknown> }).shape;
  if (!shape || typeof value !== "object" || value === null || Array.isArray(value)) return null;
  return Object.keys(value).find((key) => !(key in shape)) ?? null;
}

/** One point of the session's and the address's message rate, or the 429 to answer. */
export async function consumeChatRate(sessionId: string, context: Readonly<RouterContextProvider>): Promise<Response | null> {
  const retryAfterSeconds = await getChatRateLimiter().consume(sessionId, context.get(requestInfoContext).clientIp);
  if (retryAfterSeconds === null) return null;
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return chatRefusal(429, chatNotices.rateLimited(minutes), { "Retry-After": String(retryAfterSeconds) }, { retryAfterSeconds });
}
