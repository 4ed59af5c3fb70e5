/**
 * The browser session's chat id, kept in sessionStorage by the panel (app/components/chat).
 * The media controls that take no `sessionId` prop read it here, from the same key.
 */
export const CHAT_SESSION_STORAGE_KEY = "chat:session-id";

export function readChatSessionId(): string | null {
  try {
    return window.sessionStorage.getItem(CHAT_SESSION_STORAGE_KEY);
  } catch {
    return null; // storage blocked: the caller treats it as no session
  }
}
