import {
  CHAT_SESSION_HEADER,
  chatPaths,
  type ChatHistory,
  type ChatSendRequest,
} from "~/domain/chat/chat-api";

/** The panel's calls to /api/chat (the paths and shapes of chat-api.ts), each with the session header. */
export function sessionHeaders(sessionId: string, json = true): HeadersInit {
  return json
    ? { "content-type": "application/json", [CHAT_SESSION_HEADER]: sessionId }
    : { [CHAT_SESSION_HEADER]: sessionId };
}

export function postMessage(
  request: ChatSendRequest,
  signal?: AbortSignal,
): Promise<Response> {
  return fetch(chatPaths.messages, {
    method: "POST",
    headers: sessionHeaders(request.sessionId),
    body: JSON.stringify(request),
    signal,
  });
}

/** The session's own conversation; "gone" when the server no longer has it for this session (404). */
export async function fetchHistory(
  sessionId: string,
  conversationId: string,
): Promise<ChatHistory | "gone" | "unavailable"> {
  try {
    const response = await fetch(
      `${chatPaths.history}?conversationId=${encodeURIComponent(conversationId)}`,
      {
        headers: sessionHeaders(sessionId, false),
      },
    );
    if (response.status === 404) return "gone";
    if (!response.ok) return "unavailable";
    return (await response.json()) as ChatHistory;
  } catch {
    return "unavailable";
  }
}

/**
 * The server's sentence from a refusal ({ error } — chat-api.ts ChatRefusal, or the edge's
 * { ok:false, error }); a generic sentence when the body says nothing readable.
 */
export async function refusalMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: unknown };
    if (typeof body.error === "string" && body.error.trim()) return body.error;
  } catch {
    // not JSON
  }
  return "Your message could not be sent. Please check it and try again.";
}
