import type { Editor } from "@tiptap/core";
import { useEditorState } from "@tiptap/react";
import {
  Bold,
  Code,
  ImagePlus,
  Italic,
  Link,
  List,
  ListOrdered,
  Minus,
  Plus,
  Quote,
  Redo2,
  SeparatorHorizontal,
  SquareCode,
  Strikethrough,
  Subscript,
  Superscript,
  Table,
  Trash2,
  Underline,
  Undo2,
  Unlink,
} from "lucide-react";
import { Toolbar } from "radix-ui";
import { Group, ToolButton } from "./toolbar-button";

/** What the toolbar shows, read from the editor after each transaction. */
function toolbarState({ editor }: { editor: Editor }) {
  const block = editor.isActive("heading", { level: 2 })
    ? "h2"
    : editor.isActive("heading", { level: 3 })
      ? "h3"
      : editor.isActive("heading", { level: 4 })
        ? "h4"
        : editor.isActive("paragraph")
          ? "paragraph"
          : "other";
  const can = editor.can();
  return {
    block,
    bold: editor.isActive("bold"),
    italic: editor.isActive("italic"),
    underline: editor.isActive("underline"),
    strike: editor.isActive("strike"),
    code: editor.isActive("code"),
    superscript: editor.isActive("superscript"),
    subscript: editor.isActive("subscript"),
    bulletList: editor.isActive("bulletList"),
    orderedList: editor.isActive("orderedList"),
    blockquote: editor.isActive("blockquote"),
    codeBlock: editor.isActive("codeBlock"),
    link: editor.isActive("link"),
    // A table inside a table cell is valid to the schema but not something to publish.
    canInsertTable:
      !editor.isActive("table") &&
      can.insertTable({ rows: 3, cols: 3, withHeaderRow: true }),
    canAddRow: can.addRowAfter(),
    canDeleteRow: can.deleteRow(),
    canAddColumn: can.addColumnAfter(),
    canDeleteColumn: can.deleteColumn(),
    canDeleteTable: can.deleteTable(),
    canUndo: can.undo(),
    canRedo: can.redo(),
  };
}

export type ToolbarPanel = "link" | "image" | null;

export function EditorToolbar({
  editor,
  panel,
  panelId,
  onOpenLink,
  onInsertImage,
}: {
  editor: Editor;
  panel: ToolbarPanel;
  panelId: string;
  onOpenLink: () => void;
  onInsertImage: () => void;
}) {
  const state = useEditorState({ editor, selector: toolbarState });
  // Marks and blocks return focus to the text, so typing carries on where it was.
  const run =
    (command: (chain: ReturnType<Editor["chain"]>) => unknown) => () => {
      command(editor.chain().focus());
    };
  const toggleMark = (mark: string) =>
    run((chain) => chain.toggleMark(mark).run());

  return (
    <Toolbar.Root
      aria-label="Formatting"
      className="flex flex-wrap items-center gap-1 rounded-t-lg border border-line bg-surface-muted p-1.5"
    >
      {/* A roving item like the buttons: Left/Right move along the toolbar, Up/Down change
          the style. `type` is unset because Toolbar.Button would give the select type="button". */}
      <Toolbar.Button asChild type={undefined}>
        <select
          aria-label="Text style"
          value={state.block}
          // Focus stays on the menu: with the keyboard, arrowing through the options applies
          // each one, and moving focus away would end the choice after the first.
          onChange={(event) => {
            const value = event.target.value;
            const chain = editor.chain();
            if (value === "paragraph") chain.setParagraph().run();
            else if (value === "h2") chain.setHeading({ level: 2 }).run();
            else if (value === "h3") chain.setHeading({ level: 3 }).run();
            else if (value === "h4") chain.setHeading({ level: 4 }).run();
          }}
          className="h-10 cursor-pointer rounded-md border border-line bg-white px-2 text-sm text-ink-900 focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-focus"
        >
          <option value="paragraph">Paragraph</option>
          <option value="h2">Heading 2</option>
          <option value="h3">Heading 3</option>
          <option value="h4">Heading 4</option>
          {state.block === "other" ? (
            <option value="other" disabled>
              Other
            </option>
          ) : null}
        </select>
      </Toolbar.Button>
      <Group>
        <ToolButton
          label="Bold"
          icon={Bold}
          shortcut="Mod+B"
          pressed={state.bold}
          onClick={toggleMark("bold")}
        />
        <ToolButton
          label="Italic"
          icon={Italic}
          shortcut="Mod+I"
          pressed={state.italic}
          onClick={toggleMark("italic")}
        />
        <ToolButton
          label="Underline"
          icon={Underline}
          shortcut="Mod+U"
          pressed={state.underline}
          onClick={toggleMark("underline")}
        />
        <ToolButton
          label="Strikethrough"
          icon={Strikethrough}
          shortcut="Mod+Shift+S"
          pressed={state.strike}
          onClick={toggleMark("strike")}
        />
        <ToolButton
          label="Inline code"
          icon={Code}
          shortcut="Mod+E"
          pressed={state.code}
          onClick={toggleMark("code")}
        />
        <ToolButton
          label="Superscript"
          icon={Superscript}
          shortcut="Mod+."
          pressed={state.superscript}
          onClick={toggleMark("superscript")}
        />
        <ToolButton
          label="Subscript"
          icon={Subscript}
          shortcut="Mod+,"
          pressed={state.subscript}
          onClick={toggleMark("subscript")}
        />
      </Group>
      <Group>
        <ToolButton
          label="Bullet list"
          icon={List}
          shortcut="Mod+Shift+8"
          pressed={state.bulletList}
          onClick={run((chain) => chain.toggleBulletList().run())}
        />
        <ToolButton
          label="Numbered list"
          icon={ListOrdered}
          shortcut="Mod+Shift+7"
          pressed={state.orderedList}
          onClick={run((chain) => chain.toggleOrderedList().run())}
        />
        <ToolButton
          label="Quote"
          icon={Quote}
          shortcut="Mod+Shift+B"
          pressed={state.blockquote}
          onClick={run((chain) => chain.toggleBlockquote().run())}
        />
        <ToolButton
          label="Code block"
          icon={SquareCode}
          shortcut="Mod+Alt+C"
          pressed={state.codeBlock}
          onClick={run((chain) => chain.toggleCodeBlock().run())}
        />
        <ToolButton
          label="Horizontal line"
          icon={SeparatorHorizontal}
          onClick={run((chain) => chain.setHorizontalRule().run())}
        />
      </Group>
      <Group>
        <ToolButton
          label="Link"
          icon={Link}
          shortcut="Mod+K"
          expanded={panel === "link"}
          controls={panelId}
          onClick={onOpenLink}
        />
        <ToolButton
          label="Remove link"
          icon={Unlink}
          disabled={!state.link}
          onClick={run((chain) =>
            chain.extendMarkRange("link").unsetLink().run(),
          )}
        />
        <ToolButton
          label="Insert image"
          icon={ImagePlus}
          expanded={panel === "image"}
          controls={panelId}
          onClick={onInsertImage}
        />
      </Group>
      <Group>
        <ToolButton
          label="Insert table"
          icon={Table}
          disabled={!state.canInsertTable}
          onClick={run((chain) =>
            chain.insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
          )}
        />
        <ToolButton
          label="Add row"
          icon={Plus}
          text="Row"
          disabled={!state.canAddRow}
          onClick={run((chain) => chain.addRowAfter().run())}
        />
        <ToolButton
          label="Remove row"
          icon={Minus}
          text="Row"
          disabled={!state.canDeleteRow}
          onClick={run((chain) => chain.deleteRow().run())}
        />
        <ToolButton
          label="Add column"
          icon={Plus}
          text="Column"
          disabled={!state.canAddColumn}
          onClick={run((chain) => chain.addColumnAfter().run())}
        />
        <ToolButton
          label="Remove column"
          icon={Minus}
          text="Column"
          disabled={!state.canDeleteColumn}
          onClick={run((chain) => chain.deleteColumn().run())}
        />
        <ToolButton
          label="Delete table"
          icon={Trash2}
          text="Table"
          disabled={!state.canDeleteTable}
          onClick={run((chain) => chain.deleteTable().run())}
        />
      </Group>
      <Group>
        <ToolButton
          label="Undo"
          icon={Undo2}
          shortcut="Mod+Z"
          disabled={!state.canUndo}
          onClick={run((chain) => chain.undo().run())}
        />
        <ToolButton
          label="Redo"
          icon={Redo2}
          shortcut="Mod+Shift+Z"
          disabled={!state.canRedo}
          onClick={run((chain) => chain.redo().run())}
        />
      </Group>
    </Toolbar.Root>
  );
}
