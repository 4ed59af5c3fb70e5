import { FileText } from "lucide-react";
import { chatIntl } from "./chat-intl";
import { useEffect, useRef, type ReactNode } from "react";
import type { ChatContactResult } from "~/domain/chat/chat-api";
import { cx } from "../ui/cx";
import { Spinner } from "../ui/spinner";
import { knownDetailsOf } from "~/domain/chat/visitor-details";
import { ChatContactForm } from "./chat-contact-form";
import type { ConversationStatus, PanelMessage } from "./chat-session-store";
import { ReplyMarkdown } from "./reply-markdown";

/**
 * The conversation. Visitor lines are plain text (React escapes them: no HTML is ever made
 * from them); assistant lines are markdown without HTML (reply-markdown.tsx), with their
 * sources as links and, when the assistant asked for contact details, the form under them.
 * The list follows the newest line as a reply streams in, but never past a reply's first
 * line: a reply taller than the list stays with its start at the top (followNewest).
 */
export function ChatMessageList({
  messages,
  sessionId,
  conversationId,
  status,
  pending,
  busy,
  onContactDone,
  replyTools,
}: {
  messages: PanelMessage[];
  sessionId: string;
  conversationId: string | null;
  status: ConversationStatus;
  pending: boolean;
  busy: boolean;
  onContactDone: (messageId: string, result: ChatContactResult) => void;
  /** Controls under each finished assistant reply (speak aloud). */
  replyTools: (message: PanelMessage) => ReactNode;
}) {
  const list = useRef<HTMLOListElement>(null);
  const last = messages.at(-1);
  useEffect(() => {
    const element = list.current;
    if (element) followNewest(element);
  }, [messages.length, last?.content, last?.action]);

  return (
    <ol
      ref={list}
      aria-label={chatIntl().formatMessage({
        id: "chat.messages.label",
        defaultMessage: "Conversation",
      })}
      className="flex-1 space-y-3 overflow-y-auto px-4 py-4"
      // Keyboard users can scroll the conversation (axe: scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      {messages.map((message) => {
        const writing =
          pending && message === last && message.role === "assistant";
        return (
          <li
            key={message.id}
            data-chat-message={message.role}
            data-local={message.local}
            className={cx(
              "flex",
              message.role === "user" ? "justify-end" : "justify-start",
            )}
          >
            <div
              className={cx(
                "max-w-[85%] rounded-2xl px-3.5 py-2.5 text-sm leading-6",
                message.role === "user"
                  ? "rounded-br-sm bg-brand-700 text-white"
                  : message.local === "refusal"
                    ? "rounded-bl-sm border border-danger-700/30 bg-danger-50 text-danger-700"
                    : "rounded-bl-sm bg-surface-muted text-ink-900",
              )}
            >
              {message.role === "user" ? (
                <p className="break-words whitespace-pre-wrap">
                  {message.content}
                </p>
              ) : message.content === "" && writing ? (
                <p className="flex items-center gap-2 text-text-muted">
                  <Spinner className="size-4" />
                  Writing a reply…
                </p>
              ) : (
                <div className="break-words" data-chat-reply="">
                  <ReplyMarkdown text={message.content} />
                </div>
              )}
              {message.files.length > 0 ? (
                <ul aria-label="Attached documents" className="mt-2 grid gap-1">
                  {message.files.map((file) => (
                    <li
                      key={file.id}
                      className="flex items-center gap-1.5 text-xs"
                    >
                      <FileText
                        aria-hidden="true"
                        className="size-3.5 shrink-0"
                      />
                      <span className="truncate">{file.name}</span>
                    </li>
                  ))}
                </ul>
              ) : null}
              {message.sources.length > 0 ? (
                <div
                  className="mt-2 border-t border-line pt-2"
                  data-chat-sources=""
                >
                  <p className="text-xs font-semibold text-text-muted">
                    Sources
                  </p>
                  <ul className="mt-1 grid gap-0.5 text-xs">
                    {message.sources.map((source) => (
                      <li key={source.href}>
                        <SourceLink href={source.href}>
                          {source.title}
                        </SourceLink>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
              {message.role === "assistant" &&
              !message.local &&
              !writing &&
              message.content
                ? replyTools(message)
                : null}
              {message.action &&
              conversationId &&
              status === "open" &&
              !writing ? (
                <ChatContactForm
                  sessionId={sessionId}
                  conversationId={conversationId}
                  purpose={
                    message.action === "handoff_form" ? "handoff" : "lead"
                  }
                  known={knownDetailsOf(message.known)}
                  disabled={busy}
                  onDone={(result) => onContactDone(message.id, result)}
                />
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/** Sources are pages of this site; anything else the server sent is shown as text. */
function SourceLink({ href, children }: { href: string; children: ReactNode }) {
  if (!/^\/(?![/\\])/.test(href)) return <span>{children}</span>;
  return (
    <a
      href={href}
      className="inline-flex min-h-6 items-center font-medium text-brand-700 underline underline-offset-2"
    >
      {children}
    </a>
  );
}

/**
 * Shows the newest line. A visitor's line and a short reply: the end of the list. A reply taller
 * than the list: its first line at the top, where reading starts (scrolling to its end hid it,
 * worst on a phone); the visitor scrolls on from there, and a later delta does not move them.
 */
function followNewest(list: HTMLOListElement): void {
  const bottom = list.scrollHeight - list.clientHeight;
  const newest = list.lastElementChild;
  if (
    !(newest instanceof HTMLElement) ||
    newest.dataset.chatMessage !== "assistant"
  ) {
    list.scrollTop = bottom;
    return;
  }
  const paddingTop = Number.parseFloat(getComputedStyle(list).paddingTop) || 0;
  const replyTop =
    newest.getBoundingClientRect().top -
    list.getBoundingClientRect().top +
    list.scrollTop -
    paddingTop;
  // Never back up: a visitor who scrolled further into the reply keeps their place.
  const target = Math.min(bottom, Math.max(0, replyTop));
  if (list.scrollTop < target) list.scrollTop = target;
}
