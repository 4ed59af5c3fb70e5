import { Paperclip } from "lucide-react";
import { chatIntl } from "../chat-intl";
import { useRef } from "react";
import { CHAT_DOCUMENT_ACCEPT } from "~/domain/chat/chat-api";
import { MediaButton } from "./media-button";

/** Opens the document picker (.pdf .doc .docx .txt, several at once) and hands the picked files on. */
export function AttachDocumentsButton({
  disabled = false,
  onAdd,
}: {
  disabled?: boolean;
  onAdd: (files: File[]) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        multiple
        accept={CHAT_DOCUMENT_ACCEPT}
        hidden
        tabIndex={-1}
        aria-label={chatIntl().formatMessage({
          id: "chat.media.documentsInput",
          defaultMessage: "Documents to attach",
        })}
        data-chat-document-input=""
        disabled={disabled}
        onChange={(event) => {
          const picked = Array.from(event.currentTarget.files ?? []);
          // Cleared so picking the same file again (after removing it) fires change again.
          event.currentTarget.value = "";
          if (picked.length > 0) onAdd(picked);
        }}
      />
      <MediaButton
        label={chatIntl().formatMessage({
          id: "chat.media.attach",
          defaultMessage: "Attach documents",
        })}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        <Paperclip aria-hidden="true" className="size-5" />
      </MediaButton>
    </>
  );
}
