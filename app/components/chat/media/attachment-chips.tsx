import { FileText, X } from "lucide-react";
import { chatIntl } from "../chat-intl";
import { formatBytes } from "./media-rules";

/** The documents attached to the message being written, each removable until it is sent. */
export function AttachmentChips({
  files,
  onRemove,
  disabled = false,
}: {
  files: File[];
  onRemove: (index: number) => void;
  disabled?: boolean;
}) {
  if (files.length === 0) return null;
  return (
    <ul
      aria-label={chatIntl().formatMessage({
        id: "chat.media.attached",
        defaultMessage: "Attached documents",
      })}
      className="flex flex-wrap gap-2"
    >
      {files.map((file, index) => (
        <li
          key={`${file.name}-${file.size}-${file.lastModified}`}
          className="flex max-w-full items-center gap-1.5 rounded-md border border-line bg-surface-muted py-1 pr-1 pl-2 text-xs text-ink-900"
        >
          <FileText
            aria-hidden="true"
            className="size-4 shrink-0 text-brand-700"
          />
          <span
            className="max-w-[11rem] truncate font-medium"
            title={file.name}
          >
            {file.name}
          </span>
          <span className="shrink-0 text-text-muted">
            {formatBytes(file.size)}
          </span>
          <button
            type="button"
            aria-label={chatIntl().formatMessage(
              { id: "chat.media.remove", defaultMessage: "Remove {name}" },
              { name: file.name },
            )}
            title={chatIntl().formatMessage(
              { id: "chat.media.remove", defaultMessage: "Remove {name}" },
              { name: file.name },
            )}
            disabled={disabled}
            onClick={() => onRemove(index)}
            className="inline-flex size-6 shrink-0 cursor-pointer items-center justify-center rounded text-text-muted hover:bg-black/5 hover:text-ink-900 disabled:cursor-not-allowed disabled:opacity-50"
          >
            <X aria-hidden="true" className="size-3.5" />
          </button>
        </li>
      ))}
    </ul>
  );
}
