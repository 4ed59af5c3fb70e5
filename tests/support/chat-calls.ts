import { randomUUID } from "node:crypto";
import {
  CHAT_SESSION_HEADER,
  type ChatStreamEvent,
} from "~/domain/chat/chat-api";
import type { RequestBody } from "~/server/http/request-context.server";
import { routeContext } from "./app-services";

/**
 * Calls of the chat's JSON routes as the edge hands them over (body already read as JSON),
 * with the session header, for integration tests that call the route modules directly.
 */
type RouteFunction = (args: never) => unknown;

let addressCounter = 0;
/** A fresh client address per call unless given, so the per-address limit stays out of the way. */
export const freshAddress = () => `198.51.100.${(++addressCounter % 250) + 1}`;

export function newSession(): string {
  return randomUUID();
}

export async function callChatRoute(
  route: RouteFunction,
  options: {
    path: string;
    method?: string;
    body?: unknown;
    rawBody?: RequestBody | null;
    session?: string | null;
    ip?: string;
    signal?: AbortSignal;
  },
): Promise<Response> {
  const headers = new Headers();
  if (options.session) headers.set(CHAT_SESSION_HEADER, options.session);
  const request = new Request(`http://localhost${options.path}`, {
    method: options.method ?? "POST",
    headers,
    signal: options.signal,
  });
  const body =
    options.rawBody !== undefined
      ? options.rawBody
      : options.body === undefined
        ? null
        : { kind: "json" as const, value: options.body };
  return (await route({
    request,
    context: routeContext(options.ip ?? freshAddress(), body),
    params: {},
  } as never)) as Response;
}

/**
 * Responses a test may leave unread (it checked the status only). A streamed reply keeps
 * running after its test has ended — it reads the conversation, then asks the brain — so
 * under load it reached the scripted brain after the next test had scripted ITS reply, and
 * took that script. `settle`, from afterEach, reads every body still unread: each reply
 * has finished before the next test starts.
 */
export function unreadResponses() {
  const responses: Response[] = [];
  return {
    track(response: Response): Response {
      responses.push(response);
      return response;
    },
    async settle(): Promise<void> {
      for (const response of responses.splice(0)) {
        // Read or cancelled by the test (bodyUsed), or a reader still holds it (locked).
        if (!response.bodyUsed && !response.body?.locked) await response.text();
      }
    },
  };
}

export async function readEvents(
  response: Response,
): Promise<ChatStreamEvent[]> {
  const text = await response.text();
  return text
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as ChatStreamEvent);
}
