import { Paperclip } from "lucide-react";
import { chatIntl } from "../chat-intl";
import { useRef } from "react";
import { CHAT_DOCUMENT_ACCEPT } from "~/domain/chat/chat-api";
import { HiddenFileInput } from "./hidden-file-input";
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
      <HiddenFileInput
        ref={input}
        multiple
        accept={CHAT_DOCUMENT_ACCEPT}
        aria-label={chatIntl().formatMessage({
          id: "chat.media.documentsInput",
          defaultMessage: "Documents to attach",
        })}
        data-chat-document-input=""
        disabled={disabled}
        onPick={onAdd}
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
