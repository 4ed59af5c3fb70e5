import { NodeSelection, TextSelection } from "@tiptap/pm/state";
import type { EditorView } from "@tiptap/pm/view";
import { EditorContent, useEditor } from "@tiptap/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { richTextClasses } from "../content/rich-text";
import { cx } from "../ui/cx";
import { cleanPastedHtml } from "./clean-pasted-html";
import { articleExtensions } from "./editor-extensions";
import { ImagePanel, LinkPanel } from "./editor-panels";
import { EditorToolbar, type ToolbarPanel } from "./editor-toolbar";
import { imageProblems, type ImageRequest } from "./editor-urls";

/*
 * The TipTap editor behind RichTextEditor (rich-text-editor.tsx), loaded as its own chunk
 * once the page is hydrated. Everything importing TipTap or ProseMirror is reached from here.
 */

export type VisualEditorProps = {
  id: string;
  /** Read once, when the editor is made: the textarea's current HTML. */
  initialHtml: () => string;
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  onChange: (html: string) => void;
  /** Called once the editor is on screen, with a way to move focus into it. */
  onReady: (focusEditor: () => void) => void;
  onRequestImage?: () => Promise<ImageRequest | null>;
};

// The public page's typography (RichText), plus what only editing needs: room to click in
// empty table cells, and a visible mark on a selected cell, image or rule.
const editingClasses = cx(
  richTextClasses,
  "min-h-72 rounded-b-lg border-x border-b border-line bg-white px-4 py-4 sm:px-6",
  "aria-[invalid=true]:border-danger-700",
  "focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-focus",
  "[&_td]:min-w-24 [&_th]:min-w-24 [&_.selectedCell]:bg-brand-50",
  "[&_.ProseMirror-selectednode]:outline-3 [&_.ProseMirror-selectednode]:outline-focus",
);

function pasteNotice(images: number, links: number): string {
  const parts: string[] = [];
  if (images) {
    parts.push(
      `${images === 1 ? "1 pasted image was" : `${images} pasted images were`} left out: images come from the media library, with alt text. Add them with Insert image.`,
    );
  }
  if (links) {
    parts.push(
      `${links === 1 ? "1 link was" : `${links} links were`} kept as plain text: only web, email and site addresses are published.`,
    );
  }
  return parts.join(" ");
}

/**
 * Lists and tables keep Tab for themselves (indenting, moving between cells), so Escape
 * followed by Tab or Shift+Tab leaves the editor: focus moves to the neighbouring control.
 */
function focusBeyond(element: HTMLElement, backwards: boolean) {
  const candidates = document.querySelectorAll<HTMLElement>(
    'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]',
  );
  const order = [...candidates].filter(
    (candidate) =>
      !element.contains(candidate) &&
      candidate.tabIndex >= 0 &&
      candidate.getClientRects().length > 0,
  );
  const after = order.findIndex(
    (candidate) =>
      element.compareDocumentPosition(candidate) &
      Node.DOCUMENT_POSITION_FOLLOWING,
  );
  const next = backwards
    ? order[(after === -1 ? order.length : after) - 1]
    : after === -1
      ? undefined
      : order[after];
  if (next) next.focus();
  else element.blur();
}

/**
 * The editor keeps an empty paragraph after a final table, list or image so the cursor can
 * get below it; it is not part of the article. An empty document posts "" rather than
 * "<p></p>", so "no body" is an empty field.
 */
function bodyHtml(html: string): string {
  return html.replace(/(?:<p><\/p>)+$/, "");
}

const MODIFIER_KEYS = new Set(["Shift", "Control", "Alt", "Meta"]);

export default function VisualRichTextEditor({
  id,
  initialHtml,
  labelledBy,
  describedBy,
  invalid,
  onChange,
  onReady,
  onRequestImage,
}: VisualEditorProps) {
  const [panel, setPanel] = useState<ToolbarPanel>(null);
  const [notice, setNotice] = useState("");
  const [content] = useState(initialHtml);
  const extensions = useMemo(() => articleExtensions(), []);
  const escaped = useRef(false);
  const openLinkPanel = useRef(() => {});
  const helpId = `${id}-editor-help`;
  const panelId = `${id}-editor-panel`;

  const editorProps = useMemo(
    () => ({
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelledBy,
        "aria-describedby": cx(describedBy, helpId),
        ...(invalid ? { "aria-invalid": "true" } : {}),
        class: editingClasses,
      },
      transformPastedHTML(html: string) {
        const cleaned = cleanPastedHtml(html);
        setNotice(pasteNotice(cleaned.droppedImages, cleaned.droppedLinks));
        return cleaned.html;
      },
      // An Escape pressed before the editor lost focus must not make a later Tab leave it.
      handleDOMEvents: {
        focus: () => {
          escaped.current = false;
          return false;
        },
      },
      handleKeyDown(view: EditorView, event: KeyboardEvent) {
        if (MODIFIER_KEYS.has(event.key)) return false;
        const wasEscaped = escaped.current;
        escaped.current = event.key === "Escape";
        if (event.key === "Tab" && wasEscaped) {
          focusBeyond(view.dom, event.shiftKey);
          return true;
        }
        if (
          (event.metaKey || event.ctrlKey) &&
          !event.altKey &&
          event.key.toLowerCase() === "k"
        ) {
          openLinkPanel.current();
          return true;
        }
        return false;
      },
    }),
    [labelledBy, describedBy, invalid, helpId],
  );

  const editor = useEditor({
    extensions,
    content,
    editorProps,
    // This module only ever renders in the browser, after hydration.
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    onUpdate: ({ editor: updated }) => onChange(bodyHtml(updated.getHTML())),
  });

  useEffect(() => {
    onReady(() => {
      if (!editor.isDestroyed) editor.commands.focus("end");
    });
  }, [editor, onReady]);

  useEffect(() => {
    openLinkPanel.current = () => setPanel("link");
  });

  const closePanel = () => {
    setPanel(null);
    editor.commands.focus();
  };

  const applyLink = (href: string) => {
    setPanel(null);
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !editor.isActive("link")) {
      // Nothing selected: the address becomes the link's text.
      chain
        .insertContent({
          type: "text",
          text: href,
          marks: [{ type: "link", attrs: { href } }],
        })
        .run();
    } else {
      chain.extendMarkRange("link").setLink({ href }).run();
    }
  };

  const insertImage = (image: ImageRequest) => {
    const problems = imageProblems(image);
    const problem = problems.src ?? problems.alt;
    if (problem) {
      setNotice(`The image was not inserted. ${problem}`);
      return;
    }
    setPanel(null);
    editor
      .chain()
      .focus()
      .setImage({
        src: image.src.trim(),
        alt: image.alt.trim(),
        ...(image.width && image.height
          ? { width: image.width, height: image.height }
          : {}),
      })
      .command(({ tr, dispatch }) => {
        // setImage leaves the new image selected, so the next key typed would replace it:
        // the cursor goes after it instead, in the paragraph that follows (a new one if none).
        const { selection } = tr;
        const paragraph = tr.doc.type.schema.nodes.paragraph;
        if (!(selection instanceof NodeSelection) || !paragraph) return true;
        const after = selection.to;
        if (dispatch) {
          if (!tr.doc.resolve(after).nodeAfter?.isTextblock)
            tr.insert(after, paragraph.create());
          tr.setSelection(TextSelection.create(tr.doc, after + 1));
        }
        return true;
      })
      .run();
  };

  const requestImage = async () => {
    if (!onRequestImage) {
      setPanel((open) => (open === "image" ? null : "image"));
      return;
    }
    try {
      const image = await onRequestImage();
      if (image) insertImage(image);
      else editor.commands.focus();
    } catch {
      setNotice("The image could not be chosen. Try again.");
    }
  };

  return (
    <div className="min-w-0">
      <EditorToolbar
        editor={editor}
        panel={panel}
        panelId={panelId}
        onOpenLink={() => setPanel((open) => (open === "link" ? null : "link"))}
        onInsertImage={() => void requestImage()}
      />
      {panel === "link" ? (
        <LinkPanel
          id={panelId}
          initialHref={(editor.getAttributes("link").href as string) ?? ""}
          onApply={applyLink}
          onCancel={closePanel}
        />
      ) : panel === "image" ? (
        <ImagePanel id={panelId} onApply={insertImage} onCancel={closePanel} />
      ) : null}
      <EditorContent editor={editor} />
      <p id={helpId} className="mt-2 text-sm text-text-muted">
        In a list or a table, Tab indents or moves to the next cell; press Esc,
        then Tab, to leave the editor.
      </p>
      <p role="status" className="mt-1 text-sm font-medium text-ink-900">
        {notice}
      </p>
    </div>
  );
}
