import type { ChatAction, ChatFile, ChatSource } from "~/domain/chat/chat-api";
import type { KnownVisitorDetails } from "~/domain/chat/visitor-details";

/**
 * The panel's memory for this browser session (sessionStorage: a new browser session, or a
 * new context in tests, starts fresh). The session id is the visitor's key to their own
 * conversation (X-Chat-Session); the cached messages let the panel draw at once after a
 * navigation, before the history from the server confirms them.
 */
export type PanelMessage = {
  id: string;
  role: "user" | "assistant";
  content: string;
  files: ChatFile[];
  sources: ChatSource[];
  /** A form the assistant asked the visitor to fill in under this reply, until it is sent. */
  action?: ChatAction;
  /** What the visitor already gave in this conversation, prefilling that form (the server's `action` event). */
  known?: KnownVisitorDetails;
  /** A line the panel wrote itself (greeting, refusal): never sent to or stored by the server. */
  local?: "greeting" | "refusal";
};

export type ConversationStatus = "open" | "handed_off";

export type StoredChat = {
  sessionId: string;
  conversationId: string | null;
  status: ConversationStatus;
  messages: PanelMessage[];
};

const KEY = "chat:state";
/** The session id on its own, for the media controls that read it (app/components/chat/media/chat-session.ts). */
const SESSION_ID_KEY = "chat:session-id";

function freshChat(): StoredChat {
  return {
    sessionId: crypto.randomUUID(),
    conversationId: null,
    status: "open",
    messages: [],
  };
}

export function loadChat(): StoredChat {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (raw) {
      const stored = JSON.parse(raw) as Partial<StoredChat>;
      if (
        typeof stored.sessionId === "string" &&
        Array.isArray(stored.messages)
      ) {
        return {
          sessionId: stored.sessionId,
          conversationId:
            typeof stored.conversationId === "string"
              ? stored.conversationId
              : null,
          status: stored.status === "handed_off" ? "handed_off" : "open",
          messages: stored.messages,
        };
      }
    }
  } catch {
    // unreadable or blocked storage: start a new session
  }
  const chat = freshChat();
  saveChat(chat);
  return chat;
}

export function saveChat(chat: StoredChat): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(chat));
    sessionStorage.setItem(SESSION_ID_KEY, chat.sessionId);
  } catch {
    // storage full or blocked: the server's history still restores the conversation
  }
}
