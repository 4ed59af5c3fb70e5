import { Mark, type Extensions } from "@tiptap/core";
import { CodeBlock } from "@tiptap/extension-code-block";
import { Heading } from "@tiptap/extension-heading";
import { Image } from "@tiptap/extension-image";
import { Link } from "@tiptap/extension-link";
import { OrderedList } from "@tiptap/extension-list";
import {
  Table,
  TableCell,
  TableHeader,
  TableRow,
} from "@tiptap/extension-table";
import { StarterKit } from "@tiptap/starter-kit";
import { isAllowedImageSrc, isAllowedLinkHref } from "./editor-urls";

/*
 * The editor's schema is the sanitizer's allowlist (app/server/content/sanitize-html.server.ts)
 * and nothing more: h2–h4, paragraphs, line breaks, rules, lists, bold, italic, underline,
 * strike, code, code blocks, quotes, sup/sub, links, tables with header cells and images.
 * Every extension below renders bare tags: no class, no style, no attributes the sanitizer
 * would drop (docs/decisions/050-rich-text-editor.md). What TipTap adds by default and is
 * switched off here: Link's target/rel/class, Table's colgroup and min-width style, cells'
 * colspan/rowspan/colwidth and text-align style, a code block's language class, an ordered
 * list's start and type, an image's title.
 */

/** Reads a whole number of pixels; anything else (percentages, "auto") is not kept. */
function pixels(value: string | null): number | null {
  return value && /^\d{1,5}$/.test(value.trim()) ? Number(value) : null;
}

// The page title is the only h1; pasted h1s become h2s and h5/h6 become h4s, so the outline
// keeps its shape instead of the text falling out of its heading.
const ArticleHeading = Heading.extend({
  parseHTML() {
    return [
      { tag: "h1", attrs: { level: 2 } },
      { tag: "h2", attrs: { level: 2 } },
      { tag: "h3", attrs: { level: 3 } },
      { tag: "h4", attrs: { level: 4 } },
      { tag: "h5", attrs: { level: 4 } },
      { tag: "h6", attrs: { level: 4 } },
    ];
  },
}).configure({ levels: [2, 3, 4] });

const ArticleLink = Link.extend({
  addAttributes() {
    return {
      href: {
        default: null,
        parseHTML: (element: HTMLElement) => element.getAttribute("href"),
      },
      title: { default: null },
    };
  },
  // External links get rel and target from the sanitizer when saved; the editor adds none.
  renderHTML({ HTMLAttributes }) {
    const href = HTMLAttributes.href as string | null;
    return [
      "a",
      {
        href: href && isAllowedLinkHref(href) ? href : null,
        title: HTMLAttributes.title ?? null,
      },
      0,
    ];
  },
}).configure({
  openOnClick: false,
  autolink: true,
  linkOnPaste: true,
  defaultProtocol: "https",
  HTMLAttributes: { target: null, rel: null, class: null },
  isAllowedUri: (url) => isAllowedLinkHref(url),
});

// Stored bodies never carried a language class; a pasted one would be dropped by the sanitizer.
const ArticleCodeBlock = CodeBlock.extend({
  addAttributes() {
    return {
      language: { default: null, parseHTML: () => null, rendered: false },
    };
  },
}).configure({ enableTabIndentation: false });

// The sanitizer keeps no `start` or `type` on <ol>: a numbered list always counts from 1.
const ArticleOrderedList = OrderedList.extend({
  addAttributes() {
    return {
      start: { default: 1, parseHTML: () => 1, rendered: false },
      type: { default: null, parseHTML: () => null, rendered: false },
    };
  },
  renderHTML() {
    return ["ol", 0];
  },
});

// Merged cells cannot be published (the sanitizer keeps no colspan/rowspan), so every cell
// spans one; ProseMirror's table fixer fills a pasted row that had merged cells.
const singleCellAttributes = () => ({
  colspan: { default: 1, parseHTML: () => 1, renderHTML: () => ({}) },
  rowspan: { default: 1, parseHTML: () => 1, renderHTML: () => ({}) },
  colwidth: { default: null, parseHTML: () => null, renderHTML: () => ({}) },
});
const ArticleTableCell = TableCell.extend({
  addAttributes: singleCellAttributes,
});
const ArticleTableHeader = TableHeader.extend({
  addAttributes: singleCellAttributes,
});

const ArticleTable = Table.extend({
  renderHTML() {
    return ["table", ["tbody", 0]];
  },
}).configure({
  resizable: false,
  renderWrapper: false,
  // Without a node view the editor draws the table from renderHTML: no colgroup, no widths.
  View: null,
});

const ArticleImage = Image.extend({
  addAttributes() {
    return {
      src: { default: null },
      alt: { default: null },
      width: {
        default: null,
        parseHTML: (element: HTMLElement) =>
          pixels(element.getAttribute("width")),
      },
      height: {
        default: null,
        parseHTML: (element: HTMLElement) =>
          pixels(element.getAttribute("height")),
      },
    };
  },
  parseHTML() {
    return [
      {
        tag: "img[src]",
        getAttrs: (element: HTMLElement) =>
          isAllowedImageSrc(element.getAttribute("src") ?? "") ? null : false,
      },
    ];
  },
  // Markdown's ![alt](src) typed in the text would skip the address and alt-text checks.
  addInputRules() {
    return [];
  },
}).configure({ inline: false, allowBase64: false, resize: false });

// Sup and sub are two tags in the sanitizer's list; TipTap's own packages for them are not
// in the registry at this TipTap version, and a mark this small is cheaper written here.
function scriptMark(name: "superscript" | "subscript", tag: "sup" | "sub") {
  const other = name === "superscript" ? "subscript" : "superscript";
  const verticalAlign = tag === "sup" ? "super" : "sub";
  return Mark.create({
    name,
    excludes: other,
    parseHTML() {
      return [
        { tag },
        {
          style: "vertical-align",
          getAttrs: (value: string) => (value === verticalAlign ? null : false),
        },
      ];
    },
    renderHTML() {
      return [tag, 0];
    },
    addKeyboardShortcuts() {
      const key = name === "superscript" ? "Mod-." : "Mod-,";
      return { [key]: () => this.editor.commands.toggleMark(name) };
    },
  });
}

export function articleExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: false,
      link: false,
      codeBlock: false,
      orderedList: false,
    }),
    ArticleHeading,
    ArticleLink,
    ArticleCodeBlock,
    ArticleOrderedList,
    ArticleTable,
    TableRow,
    ArticleTableHeader,
    ArticleTableCell,
    ArticleImage,
    scriptMark("superscript", "sup"),
    scriptMark("subscript", "sub"),
  ];
}
