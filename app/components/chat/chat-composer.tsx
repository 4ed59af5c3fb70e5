import { SendHorizontal } from "lucide-react";
import { chatIntl } from "./chat-intl";
import { useId, useState, type KeyboardEvent, type RefObject } from "react";
import type { ChatCapabilities, ChatOcrResult } from "~/domain/chat/chat-api";
import { Spinner } from "../ui/spinner";
import {
  AttachDocumentsButton,
  AttachmentChips,
  ImageTextButton,
  MicButton,
  useDocumentAttachments,
} from "./media";
import type { SendInput, SendOutcome } from "./use-chat-conversation";

/**
 * The message box and its controls. Enter sends, Shift+Enter starts a new line. Sending is
 * blocked while the text is blank after trimming and no document is attached, and while
 * anything is in flight (a reply, an upload, a recording, speech): then the box and every
 * button are disabled. The visitor's text leaves the box only once the server accepted it.
 */
export function ChatComposer({
  textarea,
  sessionId,
  conversationId,
  pending,
  mediaBusy,
  capabilities,
  onMediaBusy,
  onOcrResult,
  send,
  open,
}: {
  /** Whether the panel is showing: closing it stops a recording. */
  open: boolean;
  textarea: RefObject<HTMLTextAreaElement | null>;
  sessionId: string;
  conversationId: string | null;
  pending: boolean;
  mediaBusy: boolean;
  capabilities: ChatCapabilities | null;
  onMediaBusy: (control: string, busy: boolean) => void;
  onOcrResult: (result: ChatOcrResult) => void;
  send: (input: SendInput) => Promise<SendOutcome>;
}) {
  const id = useId();
  const [text, setText] = useState("");
  const [uploading, setUploading] = useState(false);
  const attachments = useDocumentAttachments();
  const busy = pending || mediaBusy || uploading;
  const canSend = !busy && (text.trim() !== "" || attachments.files.length > 0);

  async function submit() {
    if (!canSend) return;
    const message = text.trim();
    let files;
    if (attachments.files.length > 0) {
      setUploading(true);
      try {
        files = await attachments.upload(sessionId, conversationId);
      } catch {
        return; // upload() told the visitor (toast); the text and the files stay
      } finally {
        setUploading(false);
      }
    }
    const outcome = await send({
      message,
      files,
      onAccepted: () => {
        setText("");
        attachments.clear();
      },
    });
    // A reply that broke off after the box was emptied gives the visitor their words back.
    if (outcome === "failed")
      setText((current) => (current === "" ? message : current));
    textarea.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (
      event.key !== "Enter" ||
      event.shiftKey ||
      event.nativeEvent.isComposing
    )
      return;
    event.preventDefault();
    void submit();
  }

  return (
    <form
      className="border-t border-line bg-white px-3 pt-2 pb-3"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <AttachmentChips
        files={attachments.files}
        onRemove={attachments.remove}
        disabled={busy}
      />
      <label htmlFor={`${id}-message`} className="sr-only">
        {chatIntl().formatMessage({
          id: "chat.composer.label",
          defaultMessage: "Your message",
        })}
      </label>
      <textarea
        ref={textarea}
        id={`${id}-message`}
        name="message"
        rows={2}
        value={text}
        disabled={busy}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={chatIntl().formatMessage({
          id: "chat.composer.placeholder",
          defaultMessage: "Ask about our platforms, projects or engagements…",
        })}
        aria-describedby={`${id}-hint`}
        className="block max-h-32 min-h-11 w-full resize-none rounded-lg border border-line bg-white px-3 py-2 text-base text-ink-900 placeholder:text-text-muted focus-visible:outline-3 focus-visible:outline-focus disabled:bg-surface-muted sm:text-sm"
      />
      <p id={`${id}-hint`} className="sr-only">
        {chatIntl().formatMessage({
          id: "chat.composer.hint",
          defaultMessage: "Enter sends, Shift+Enter starts a new line.",
        })}
      </p>
      <div className="mt-2 flex items-center gap-1">
        <AttachDocumentsButton disabled={busy} onAdd={attachments.add} />
        <ImageTextButton
          sessionId={sessionId}
          conversationId={conversationId}
          pagePath={
            typeof window === "undefined" ? undefined : window.location.pathname
          }
          disabled={busy}
          onBusyChange={(value) => onMediaBusy("image", value)}
          onResult={onOcrResult}
        />
        <MicButton
          active={open}
          sessionId={sessionId}
          disabled={busy}
          capabilities={capabilities}
          onBusyChange={(value) => onMediaBusy("mic", value)}
          onTranscript={(transcript) => {
            setText((current) =>
              current.trim()
                ? `${current.trimEnd()} ${transcript}`
                : transcript,
            );
            textarea.current?.focus();
          }}
        />
        <button
          type="submit"
          disabled={!canSend}
          aria-label={chatIntl().formatMessage({
            id: "chat.composer.send",
            defaultMessage: "Send message",
          })}
          aria-busy={pending || uploading || undefined}
          data-chat-send=""
          className="ml-auto inline-flex size-11 items-center justify-center rounded-lg bg-brand-700 text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {pending || uploading ? (
            <Spinner className="size-5" />
          ) : (
            <SendHorizontal aria-hidden="true" className="size-5" />
          )}
        </button>
      </div>
    </form>
  );
}
