import { ScanText } from "lucide-react";
import { useRef, useState } from "react";
import type { ChatOcrResult } from "~/domain/chat/chat-api";
import { chatIntl, chatToasts } from "../chat-intl";
import { Spinner } from "~/components/ui/spinner";
import { showToast } from "~/enhance/toast";
import { extractImageText } from "./media-client";
import { imageProblem } from "./media-rules";
import { toastFailure, toastSuccess } from "./media-toast";
import { HiddenFileInput } from "./hidden-file-input";
import { MediaButton } from "./media-button";
import { useBusyFlag } from "./use-busy-flag";

/**
 * Picks one image and has the server read its text. The server stores the two lines (the
 * visitor's naming the image, the assistant's with the text) and returns them; `onResult`
 * lets the panel show them and keep the conversation id the server may have just created.
 */
export function ImageTextButton({
  sessionId,
  conversationId,
  pagePath,
  disabled = false,
  onBusyChange,
  onResult,
}: {
  sessionId: string;
  conversationId: string | null;
  pagePath?: string;
  disabled?: boolean;
  onBusyChange?: (busy: boolean) => void;
  onResult: (result: ChatOcrResult) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  useBusyFlag(busy, onBusyChange);

  async function extract(image: File) {
    const problem = imageProblem(image);
    if (problem) {
      showToast({
        title: chatToasts().ocrFailed.title,
        description: problem,
        variant: "error",
      });
      return;
    }
    setBusy(true);
    try {
      const result = await extractImageText(
        sessionId,
        conversationId,
        pagePath,
        image,
      );
      onResult(result);
      toastSuccess(chatToasts().ocrComplete);
    } catch (error) {
      toastFailure(chatToasts().ocrFailed, error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <HiddenFileInput
        ref={input}
        accept="image/*"
        aria-label={chatIntl().formatMessage({
          id: "chat.media.imageInput",
          defaultMessage: "Image to read text from",
        })}
        data-chat-image-input=""
        disabled={disabled || busy}
        onPick={([image]) => void extract(image!)}
      />
      <MediaButtonWithBusy
        busy={busy}
        disabled={disabled || busy}
        onClick={() => input.current?.click()}
      />
    </>
  );
}

function MediaButtonWithBusy({
  busy,
  disabled,
  onClick,
}: {
  busy: boolean;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <MediaButton
      label={chatIntl().formatMessage({
        id: "chat.media.extractText",
        defaultMessage: "Extract text from an image",
      })}
      disabled={disabled}
      onClick={onClick}
      aria-busy={busy || undefined}
    >
      {busy ? (
        <Spinner className="size-5" />
      ) : (
        <ScanText aria-hidden="true" className="size-5" />
      )}
    </MediaButton>
  );
}
