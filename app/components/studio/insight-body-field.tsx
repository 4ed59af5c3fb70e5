import { useId } from "react";
import type { ImageRequest } from "./editor-urls";
import { RichTextEditor } from "./rich-text-editor";

/**
 * The article's body: the rich-text editor (decision 050), a plain HTML textarea without
 * JavaScript. Stored as HTML, cleaned by the server's sanitizer when saved and again when the
 * page is shown.
 */
export function InsightBodyField({
  defaultHtml,
  error,
  onChange,
  onRequestImage,
}: {
  defaultHtml: string;
  error?: string;
  onChange?: () => void;
  /** The media library's picker, for the editor's "Insert image". */
  onRequestImage?: () => Promise<ImageRequest | null>;
}) {
  const id = `${useId()}-body`;
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-1.5">
      <label
        id={labelId}
        htmlFor={id}
        className="text-sm font-medium text-ink-900"
      >
        Body
      </label>
      <p id={hintId} className="text-sm text-text-muted">
        Headings, lists, links, quotes, code, tables and images. Pasting from
        Word or a web page keeps the structure and drops the styling.
      </p>
      <RichTextEditor
        name="body"
        id={id}
        defaultHtml={defaultHtml}
        labelledBy={labelId}
        describedBy={error ? `${hintId} ${errorId}` : hintId}
        invalid={Boolean(error)}
        onChange={() => onChange?.()}
        onRequestImage={onRequestImage}
      />
      <p
        id={errorId}
        data-field-error="body"
        className="min-h-5 text-sm font-medium text-danger-700"
      >
        {error ?? ""}
      </p>
    </div>
  );
}
