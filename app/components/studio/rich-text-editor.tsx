import {
  Component,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from "react";
import { cx } from "../ui/cx";
import { inputClasses } from "../ui/input";
import { useHydrated } from "../ui/use-hydrated";
import type { ImageRequest } from "./editor-urls";
// Types only: erased from the build, so this module does not pull the editor in.
import type { VisualEditorProps } from "./rich-text-editor.client";

/**
 * The content studio's rich-text field (docs/decisions/050-rich-text-editor.md).
 *
 * Without JavaScript, and until the editor has loaded, it is a labelled `<textarea name={name}>`
 * holding the HTML, so a plain form post still sends the body (the server sanitizes it). Once
 * hydrated it loads the TipTap editor as a separate chunk, so other console pages never
 * download ProseMirror; the textarea stays in the form, hidden, and holds `editor.getHTML()`
 * after every change, which is also passed to `onChange` (the page's autosave).
 *
 * Stable accessible names, for tests and for people (exact names; Playwright's `getByRole`
 * matches substrings unless told `exact: true`, and "Link" is inside "Remove link"):
 * - the toolbar: `role="toolbar"` named "Formatting";
 * - the block menu: a select named "Text style" with the options "Paragraph", "Heading 2",
 *   "Heading 3", "Heading 4" (and a disabled "Other" while the selection is in neither, e.g.
 *   in a code block or on an image);
 * - toggle buttons (`aria-pressed`): "Bold", "Italic", "Underline", "Strikethrough",
 *   "Inline code", "Superscript", "Subscript", "Bullet list", "Numbered list", "Quote",
 *   "Code block";
 * - buttons: "Horizontal line", "Link" (opens the link panel), "Remove link", "Insert image"
 *   (opens the image panel, or calls `onRequestImage`), "Insert table", "Add row",
 *   "Remove row", "Add column", "Remove column", "Delete table", "Undo", "Redo". A button
 *   that does not apply where the cursor is stays focusable with `aria-disabled="true"`;
 * - the link panel (`role="group"` named "Link"): a text field "Link address", buttons
 *   "Apply link" and "Cancel";
 * - the image panel (`role="group"` named "Image"): text fields "Image address" and
 *   "Alt text", buttons "Add image" and "Cancel";
 * - the editable area: `role="textbox"`, `aria-multiline="true"`, labelled by `labelledBy`.
 * Refusals (a link or image address the site does not publish, an image without alt text)
 * appear under the field concerned; what a paste left out is announced in a status line.
 * Ctrl/⌘+K opens the link panel, Escape closes a panel, and Escape then Tab leaves the
 * editor from inside a list or a table (which keep Tab for indenting and moving by cell).
 */
export type RichTextEditorProps = {
  /** The form field's name: the posted value is the body's HTML. */
  name: string;
  /** The textarea's id (for a `<label htmlFor>`), and the prefix of the editor's own ids. */
  id: string;
  defaultHtml: string;
  /** Id of the element naming the field (its label or heading). */
  labelledBy: string;
  /** Ids of the hint and error describing the field, if any. */
  describedBy?: string;
  /** The field is in error (the page shows why, in an element named by `describedBy`). */
  invalid?: boolean;
  /** Called with the HTML after every change, in the editor or in the plain textarea. */
  onChange?: (html: string) => void;
  /**
   * Supplies an image to insert instead of the built-in address and alt text fields (the
   * media library's picker). Resolve to null when the author cancels. What it returns is
   * checked like typed input: an https address and alt text, or it is refused.
   */
  onRequestImage?: () => Promise<ImageRequest | null>;
};

type VisualEditor = ComponentType<VisualEditorProps>;

type Phase = "loading" | "ready" | "failed";

export function RichTextEditor({
  name,
  id,
  defaultHtml,
  labelledBy,
  describedBy,
  invalid,
  onChange,
  onRequestImage,
}: RichTextEditorProps) {
  const hydrated = useHydrated();
  const [phase, setPhase] = useState<Phase>("loading");
  const [VisualEditor, setVisualEditor] = useState<VisualEditor | null>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const noteId = `${id}-html-note`;
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  // Whatever was typed into the textarea before the editor loaded is what it starts from.
  const currentHtml = useCallback(
    () => textareaRef.current?.value ?? defaultHtml,
    [defaultHtml],
  );
  const handleEditorChange = useCallback((html: string) => {
    if (textareaRef.current) textareaRef.current.value = html;
    onChangeRef.current?.(html);
  }, []);
  const handleReady = useCallback((focusEditor: () => void) => {
    const hadFocus = document.activeElement === textareaRef.current;
    setPhase("ready");
    if (hadFocus) focusEditor();
  }, []);
  const handleFailure = useCallback(() => setPhase("failed"), []);

  // The editor's module is the only one importing TipTap and ProseMirror. As a `.client` module
  // it is left out of the server build; in the browser it is its own chunk, fetched once the
  // page is hydrated (effects do not run before). It is loaded by hand rather than with
  // React.lazy: a Suspense boundary may mount the editor hidden and reveal it later, and
  // TipTap's useEditor destroys and remakes its editor across that, which broke the first
  // focus call (docs/decisions/050-rich-text-editor.md).
  useEffect(() => {
    let cancelled = false;
    import("./rich-text-editor.client").then(
      (module) => {
        if (!cancelled) setVisualEditor(() => module.default);
      },
      () => {
        if (!cancelled) setPhase("failed");
      },
    );
    return () => {
      cancelled = true;
    };
  }, []);

  return (
    // A column that may shrink below its content (minmax(0, 1fr)): a long code line or a wide
    // table scrolls inside the editor instead of widening the page at 320 px.
    <div className="grid min-w-0 grid-cols-1 gap-2">
      {VisualEditor && phase !== "failed" ? (
        <FailureBoundary onFailure={handleFailure}>
          <VisualEditor
            id={id}
            initialHtml={currentHtml}
            labelledBy={labelledBy}
            describedBy={describedBy}
            invalid={invalid}
            onChange={handleEditorChange}
            onReady={handleReady}
            onRequestImage={onRequestImage}
          />
        </FailureBoundary>
      ) : null}
      {/* Hidden, not removed, once the editor is up: it is the field the form posts. */}
      <div hidden={phase === "ready"}>
        <textarea
          ref={textareaRef}
          id={id}
          name={name}
          defaultValue={defaultHtml}
          aria-labelledby={labelledBy}
          aria-describedby={cx(describedBy, noteId) || undefined}
          aria-invalid={invalid || undefined}
          onChange={(event) => onChangeRef.current?.(event.target.value)}
          rows={18}
          spellCheck
          className={cx(inputClasses, "font-mono text-sm leading-6")}
        />
        <p id={noteId} className="mt-2 text-sm text-text-muted">
          {phase === "failed"
            ? "The visual editor could not load. Edit the HTML here instead: it is cleaned when you save."
            : hydrated
              ? "Loading the visual editor…"
              : "The visual editor needs JavaScript. Without it, edit the HTML here: it is cleaned when you save, and only headings, paragraphs, lists, links, tables, images and basic formatting are kept."}
        </p>
      </div>
    </div>
  );
}

/** If the editor fails while rendering, the textarea comes back rather than a blank field. */
class FailureBoundary extends Component<
  { onFailure: () => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onFailure();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
