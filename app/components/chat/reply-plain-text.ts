import type { Nodes } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";

/**
 * An assistant reply as a screen reader should hear it from the panel's live region: the
 * words, never the markdown (a link's target, `**`, `#`). It is parsed with the parser that
 * renders the reply (react-markdown's), so what is announced is what is shown: link words,
 * an image's alt text, code as written, no raw HTML (reply-markdown.tsx skips it too); each
 * block (paragraph, heading, list item) on a line of its own.
 */
export function replyPlainText(markdown: string): string {
  return textOf(fromMarkdown(markdown))
    .replace(/[ \t]+/g, " ")
    .replace(/ ?\n ?/g, "\n")
    .replace(/\n{2,}/g, "\n")
    .trim();
}

function textOf(node: Nodes): string {
  switch (node.type) {
    case "text":
    case "inlineCode":
    case "code":
      return node.value;
    case "image":
      return node.alt ?? "";
    case "html":
    case "definition":
    case "imageReference":
    case "thematicBreak":
      return "";
    case "break":
      return "\n";
    default:
      if (!("children" in node)) return "";
      return (node.children as Nodes[])
        .map((child) => textOf(child) + (isBlock(child) ? "\n" : ""))
        .join("");
  }
}

function isBlock(node: Nodes): boolean {
  return (
    node.type === "paragraph" ||
    node.type === "heading" ||
    node.type === "listItem" ||
    node.type === "list" ||
    node.type === "blockquote" ||
    node.type === "code" ||
    node.type === "table" ||
    node.type === "tableRow"
  );
}
