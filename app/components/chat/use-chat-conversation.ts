import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import type {
  ChatAction,
  ChatContactResult,
  ChatFile,
  ChatHistoryMessage,
  ChatOcrResult,
} from "~/domain/chat/chat-api";
import { chatGreetingOf } from "~/domain/chat/chat-copy";
import { knownDetailsOf } from "~/domain/chat/visitor-details";
import { showToast } from "~/enhance/toast";
import { chatIntl, chatToasts } from "./chat-intl";
import { fetchHistory, postMessage, refusalMessage } from "./chat-requests";
import {
  loadChat,
  saveChat,
  type PanelMessage,
  type StoredChat,
} from "./chat-session-store";
import { readChatStream } from "./ndjson-stream";
import { replyPlainText } from "./reply-plain-text";

export type SendInput = {
  message: string;
  files?: ChatFile[];
  /** Show this form under the reply even if the assistant did not ask (the "Talk to a person" button). */
  forceAction?: ChatAction;
  /** Called once the server accepted the message and the reply began: the composer empties then. */
  onAccepted?: () => void;
};

/** How a send ended: the composer keeps the visitor's text unless it was "sent". */
export type SendOutcome = "sent" | "refused" | "failed";

const greeting = (): PanelMessage => ({
  id: "greeting",
  role: "assistant",
  content: chatGreetingOf(chatIntl()),
  files: [],
  sources: [],
  local: "greeting",
});

export const fromHistory = (message: ChatHistoryMessage): PanelMessage => ({
  id: message.id,
  role: message.role,
  content: message.content,
  files: message.files,
  sources: message.sources,
});

const failToast = () =>
  showToast({ ...chatToasts().sendFailed, variant: "error" });

/**
 * The conversation as the panel holds it: the session, the messages (cached in sessionStorage,
 * confirmed from the server's history), the reply being streamed, and the hand-off state.
 */
export function useChatConversation() {
  const [chat, setChat] = useState<StoredChat>(loadChat);
  const [pending, setPending] = useState(false);
  /** The last finished reply, for the polite live region (never each delta). */
  const [announcement, setAnnouncement] = useState("");
  // What the async send reads (the session and conversation of the latest render).
  const current = useRef(chat);
  useLayoutEffect(() => {
    current.current = chat;
  }, [chat]);

  useEffect(() => saveChat(chat), [chat]);

  // Another page of the site may have added to the conversation (or staff took it over): the
  // server's history is the truth, the cache only draws the panel at once.
  useEffect(() => {
    const { sessionId, conversationId } = current.current;
    if (!conversationId) return;
    let cancelled = false;
    void fetchHistory(sessionId, conversationId).then((history) => {
      if (cancelled || history === "unavailable") return;
      setChat((chat) => {
        if (chat.conversationId !== conversationId) return chat;
        if (history === "gone")
          return {
            ...chat,
            conversationId: null,
            status: "open",
            messages: [greeting()],
          };
        const cachedForms = new Map(
          chat.messages
            .filter((m) => m.action)
            .map((m) => [m.id, { action: m.action, known: m.known }]),
        );
        const restored = history.messages.map((m) => ({
          ...fromHistory(m),
          ...cachedForms.get(m.id),
        }));
        const lead = chat.messages[0]?.local === "greeting" ? [greeting()] : [];
        return {
          ...chat,
          status: history.status,
          messages: [...lead, ...restored],
        };
      });
    });
    return () => {
      cancelled = true;
    };
  }, []);

  const update = useCallback(
    (id: string, change: (message: PanelMessage) => PanelMessage) => {
      setChat((chat) => ({
        ...chat,
        messages: chat.messages.map((m) => (m.id === id ? change(m) : m)),
      }));
    },
    [],
  );

  const append = useCallback((...messages: PanelMessage[]) => {
    setChat((chat) => ({ ...chat, messages: [...chat.messages, ...messages] }));
  }, []);

  /** The greeting, when the panel opens on an empty conversation (shown, never stored). */
  const greet = useCallback(() => {
    setChat((chat) =>
      chat.messages.length === 0 ? { ...chat, messages: [greeting()] } : chat,
    );
  }, []);

  async function send({
    message,
    files = [],
    forceAction,
    onAccepted,
  }: SendInput): Promise<SendOutcome> {
    const { sessionId, conversationId } = current.current;
    setPending(true);
    try {
      let response: Response;
      try {
        response = await postMessage({
          sessionId,
          conversationId,
          message,
          attachmentIds: files.map((file) => file.id),
          pagePath: window.location.pathname,
        });
      } catch {
        failToast();
        return "failed";
      }
      if (response.status >= 400 && response.status < 500) {
        const refusal = await refusalMessage(response);
        append({
          id: `refusal-${crypto.randomUUID()}`,
          role: "assistant",
          content: refusal,
          files: [],
          sources: [],
          local: "refusal",
        });
        setAnnouncement(refusal);
        return "refused";
      }
      if (!response.ok || !response.body) {
        failToast();
        return "failed";
      }
      onAccepted?.();
      return await readReply(response.body, { message, files, forceAction });
    } finally {
      setPending(false);
    }
  }

  async function readReply(
    body: ReadableStream<Uint8Array>,
    {
      message,
      files,
      forceAction,
    }: { message: string; files: ChatFile[]; forceAction?: ChatAction },
  ): Promise<SendOutcome> {
    let replyId = `reply-${crypto.randomUUID()}`;
    append(
      {
        id: `sent-${crypto.randomUUID()}`,
        role: "user",
        content: message,
        files,
        sources: [],
      },
      { id: replyId, role: "assistant", content: "", files: [], sources: [] },
    );
    let finished = false;
    try {
      for await (const event of readChatStream(body)) {
        switch (event.type) {
          case "conversation":
            setChat((chat) => ({
              ...chat,
              conversationId: event.conversationId,
            }));
            break;
          case "delta":
            update(replyId, (m) => ({ ...m, content: m.content + event.text }));
            break;
          case "sources":
            update(replyId, (m) => ({ ...m, sources: event.sources }));
            break;
          case "action":
            update(replyId, (m) => ({
              ...m,
              action: event.action,
              known: knownDetailsOf(event.known),
            }));
            break;
          case "done": {
            const id = replyId;
            replyId = event.messageId;
            update(id, (m) => ({
              ...m,
              id: event.messageId,
              content: event.content,
              action: m.action ?? forceAction,
            }));
            setAnnouncement(event.content);
            finished = true;
            break;
          }
          case "handed_off":
            update(replyId, (m) => ({
              ...m,
              content: event.message,
              action: undefined,
            }));
            setChat((chat) => ({ ...chat, status: "handed_off" }));
            setAnnouncement(event.message);
            finished = true;
            break;
          case "error":
            throw new Error(event.message);
        }
      }
    } catch {
      finished = false;
    }
    if (finished) return "sent";
    // The reply broke off: drop what is half-written and say so; the composer gets the text back.
    const brokenId = replyId;
    setChat((chat) => ({
      ...chat,
      messages: chat.messages.filter(
        (m) => m.id !== brokenId || m.content.trim() !== "",
      ),
    }));
    failToast();
    return "failed";
  }

  /** The contact form under `messageId` was sent: its line is appended and the form goes away. */
  const contactDone = useCallback(
    (messageId: string, result: ChatContactResult) => {
      setChat((chat) => ({
        ...chat,
        status: result.handedOff ? "handed_off" : chat.status,
        messages: [
          ...chat.messages.map((m) =>
            m.id === messageId ? { ...m, action: undefined } : m,
          ),
          fromHistory(result.assistantMessage),
        ],
      }));
      setAnnouncement(result.assistantMessage.content);
    },
    [],
  );

  /** Text read from an image (media controls): the two lines the server stored, in its conversation. */
  const ocrDone = useCallback((result: ChatOcrResult) => {
    setChat((chat) => ({
      ...chat,
      conversationId: result.conversationId,
      messages: [
        ...chat.messages,
        fromHistory(result.userMessage),
        fromHistory(result.assistantMessage),
      ],
    }));
    setAnnouncement(result.assistantMessage.content);
  }, []);

  // Replies are markdown: the live region reads their words, never `[…](/fr/…)` or `**`.
  const spoken = useMemo(() => replyPlainText(announcement), [announcement]);

  return {
    chat,
    pending,
    announcement: spoken,
    greet,
    send,
    contactDone,
    ocrDone,
  };
}
