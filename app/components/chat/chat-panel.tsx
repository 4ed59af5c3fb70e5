import { Sparkles, UserRound, Users, X } from "lucide-react";
import { chatIntl } from "./chat-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import { site } from "~/content/site";
import { CHAT_PANEL_ID } from "./chat-panel-state";
import { ChatComposer } from "./chat-composer";
import { ChatMessageList } from "./chat-message-list";
import { SpeakButton, useChatCapabilities } from "./media";
import { useChatConversation } from "./use-chat-conversation";
import { usePhoneModal } from "./use-phone-modal";

/** What the "Talk to a person" button says for the visitor (stored like any message, so staff see the request). */
export function talkToPersonMessage(): string {
  return chatIntl().formatMessage({
    id: "chat.talkToPersonMessage",
    defaultMessage: "I would like to talk to a person.",
  });
}

/**
 * The chat panel: a non-modal dialog, 384 × 600 px above the launcher; full screen and modal
 * on phones narrower than 480 px (use-phone-modal.ts). Focus moves to the message box on open and back to the launcher on
 * close; Escape closes it. Finished replies are read out through a polite live region.
 */
export function ChatPanel({
  open,
  focusRequest,
  onClose,
}: {
  open: boolean;
  /** Bumped by the launcher each time opening should move focus into the panel. */
  focusRequest: number;
  onClose: () => void;
}) {
  const conversation = useChatConversation();
  const { chat, pending, greet } = conversation;
  const capabilities = useChatCapabilities();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const panel = useRef<HTMLElement>(null);
  const [busyControls, setBusyControls] = useState<ReadonlySet<string>>(
    new Set(),
  );
  const modal = usePhoneModal(panel, open);
  const mediaBusy = busyControls.size > 0;
  const busy = pending || mediaBusy;

  const onMediaBusy = useCallback((control: string, value: boolean) => {
    setBusyControls((current) => {
      if (current.has(control) === value) return current;
      const next = new Set(current);
      if (value) next.add(control);
      else next.delete(control);
      return next;
    });
  }, []);

  useEffect(() => {
    if (open) greet();
  }, [open, greet]);

  useEffect(() => {
    if (!open || focusRequest === 0) return;
    const box = textarea.current;
    if (box && !box.disabled) box.focus();
    else panel.current?.focus();
  }, [open, focusRequest]);

  // Escape closes the panel from anywhere inside it (a native listener: the section is not a control).
  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      event.preventDefault();
      onClose();
    };
    element.addEventListener("keydown", onKeyDown);
    return () => element.removeEventListener("keydown", onKeyDown);
  }, [onClose]);

  async function talkToPerson() {
    const waiting = panel.current?.querySelector<HTMLInputElement>(
      '[data-chat-contact-form="handoff"] input:not([type="hidden"])',
    );
    if (waiting) {
      waiting.focus();
      return;
    }
    await conversation.send({
      message: talkToPersonMessage(),
      forceAction: "handoff_form",
    });
  }

  const handedOff = chat.status === "handed_off";
  return (
    <section
      ref={panel}
      id={CHAT_PANEL_ID}
      role="dialog"
      aria-modal={modal}
      aria-labelledby={`${CHAT_PANEL_ID}-title`}
      aria-describedby={`${CHAT_PANEL_ID}-role`}
      tabIndex={-1}
      hidden={!open}
      data-chat-panel=""
      className="fixed inset-0 z-50 flex flex-col overflow-hidden bg-white focus:outline-none min-[480px]:inset-auto min-[480px]:right-4 min-[480px]:bottom-22 min-[480px]:h-[600px] min-[480px]:max-h-[calc(100dvh-6.5rem)] min-[480px]:w-96 min-[480px]:rounded-card min-[480px]:border min-[480px]:border-line min-[480px]:shadow-card print:hidden"
    >
      {/* A div, not a header: inside role="dialog" a <header> is a second banner landmark. */}
      <div className="flex items-start gap-3 bg-ink-900 py-3 pr-2 pl-4 text-white">
        <span className="mt-0.5 hidden size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 min-[400px]:inline-flex">
          <Sparkles aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2
            id={`${CHAT_PANEL_ID}-title`}
            className="text-sm leading-5 font-semibold"
          >
            {chatIntl().formatMessage({
              id: "chat.panel.title",
              defaultMessage: "Digital transformation expert",
            })}
          </h2>
          <p id={`${CHAT_PANEL_ID}-role`} className="sr-only">
            {chatIntl().formatMessage(
              { id: "chat.panel.role", defaultMessage: "{company} assistant" },
              { company: site.name },
            )}
          </p>
          <button
            type="button"
            onClick={() => void talkToPerson()}
            disabled={busy || handedOff}
            className="mt-1.5 inline-flex min-h-8 items-center gap-1.5 rounded-md border border-white/30 px-2.5 text-xs font-semibold text-white hover:bg-white/10 disabled:cursor-not-allowed disabled:opacity-60"
          >
            <UserRound aria-hidden="true" className="size-3.5" />
            {chatIntl().formatMessage({
              id: "chat.talkToPerson",
              defaultMessage: "Talk to a person",
            })}
          </button>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={chatIntl().formatMessage({
            id: "chat.panel.close",
            defaultMessage: "Close chat",
          })}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-white/10"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      {handedOff ? (
        <p
          role="status"
          data-chat-handed-off=""
          className="flex items-center gap-2 border-b border-line bg-brand-50 px-4 py-2 text-xs font-medium text-brand-800"
        >
          <Users aria-hidden="true" className="size-4 shrink-0" />
          {chatIntl().formatMessage({
            id: "chat.panel.handedOff",
            defaultMessage:
              "Our team has this conversation. They will answer you by e-mail.",
          })}
        </p>
      ) : null}
      <ChatMessageList
        messages={chat.messages}
        sessionId={chat.sessionId}
        conversationId={chat.conversationId}
        status={chat.status}
        pending={pending}
        busy={busy}
        onContactDone={conversation.contactDone}
        replyTools={(message) => (
          <div className="mt-1.5 flex justify-end">
            <SpeakButton
              active={open}
              text={message.content}
              sessionId={chat.sessionId}
              disabled={busy && !busyControls.has(`speak-${message.id}`)}
              capabilities={capabilities}
              onBusyChange={(value) =>
                onMediaBusy(`speak-${message.id}`, value)
              }
            />
          </div>
        )}
      />
      <ChatComposer
        open={open}
        textarea={textarea}
        sessionId={chat.sessionId}
        conversationId={chat.conversationId}
        pending={pending}
        mediaBusy={mediaBusy}
        capabilities={capabilities}
        onMediaBusy={onMediaBusy}
        onOcrResult={conversation.ocrDone}
        send={conversation.send}
      />
      <div aria-live="polite" className="sr-only" data-chat-announcer="">
        {conversation.announcement}
      </div>
    </section>
  );
}
