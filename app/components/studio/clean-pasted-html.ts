import { isAllowedLinkHref, isInsertableImageSrc } from "./editor-urls";
import { decodeEntities } from "./html-strings";
import { convertWordLists, removeStrayMarkers } from "./word-lists";

/**
 * Tidies HTML pasted from Word or a web page before ProseMirror reads it into the editor's
 * schema. ProseMirror already keeps only what the schema knows (headings, lists, marks,
 * links, tables…), so this pass removes what would otherwise leak through as text or noise:
 * Word's conditional comments, `<o:p>` and other namespaced tags, `<style>` blocks, list
 * markers typed into Word's list paragraphs, blank paragraphs; and it turns Word's list
 * paragraphs back into real lists.
 *
 * It works on the string (unit tests run without a DOM) and is cosmetic, not a security
 * boundary: the schema decides what survives, and the server sanitizes every body on save and
 * on render (docs/decisions/050-rich-text-editor.md).
 */
export type PasteCleanup = {
  html: string;
  /** Images left out: not an https address (Word's local files, data: URLs) or no alt text. */
  droppedImages: number;
  /** Links turned into plain text because their address is not one the site publishes. */
  droppedLinks: number;
};

/** Elements whose content is never article text. */
const DROPPED_WITH_CONTENT = [
  "head",
  "style",
  "script",
  "xml",
  "title",
  "template",
  "noscript",
  "iframe",
  "object",
  "svg",
  "math",
];

/**
 * The only inline styles kept for ProseMirror to read, because Google Docs marks bold,
 * italic, underline, strike and super/subscript with them instead of tags (and wraps a
 * whole paste in `<b style="font-weight:normal">`, which must not turn everything bold).
 * The editor's marks render as tags, so no style reaches the saved HTML.
 */
const STYLE_PROPERTIES_READ = new Set([
  "font-weight",
  "font-style",
  "text-decoration",
  "text-decoration-line",
  "vertical-align",
]);

/** Attributes worth handing to ProseMirror, per element; everything else is dropped. */
const ATTRIBUTES_KEPT: Record<string, string[]> = {
  a: ["href", "title"],
  img: ["src", "alt", "width", "height"],
};

// A start tag with its attributes, quote-aware so a ">" inside a value does not end it.
const START_TAG =
  /<([a-zA-Z][\w:-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g;
const ATTRIBUTE =
  /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

type Attribute = { name: string; value: string };

function parseAttributes(source: string): Attribute[] {
  return [...source.matchAll(ATTRIBUTE)].map((match) => ({
    name: (match[1] ?? "").toLowerCase(),
    value: match[2] ?? match[3] ?? match[4] ?? "",
  }));
}

function keptStyle(style: string): string {
  return style
    .split(";")
    .map((declaration) => {
      const colon = declaration.indexOf(":");
      if (colon < 0) return null;
      const property = declaration.slice(0, colon).trim().toLowerCase();
      const value = declaration.slice(colon + 1).trim();
      return STYLE_PROPERTIES_READ.has(property) && /^[\w\s#.,%-]+$/.test(value)
        ? `${property}:${value}`
        : null;
    })
    .filter(Boolean)
    .join(";");
}

function quoted(value: string): string {
  return `"${value.replace(/"/g, "&quot;")}"`;
}

export function cleanPastedHtml(pasted: string): PasteCleanup {
  let html = pasted;
  let droppedImages = 0;
  let droppedLinks = 0;

  const body = /<body\b[^>]*>([\s\S]*?)(?:<\/body>|$)/i.exec(html);
  if (body) html = body[1] ?? "";

  for (const tag of DROPPED_WITH_CONTENT) {
    html = html.replace(
      new RegExp(`<${tag}\\b[^>]*>[\\s\\S]*?</${tag}\\s*>`, "gi"),
      "",
    );
  }

  // Lists first: their markers sit in conditional comments removed below.
  html = convertWordLists(html);
  // Inside a link, an underline is the link's look (Google Docs and Word write it on the
  // link's text), not the author's emphasis.
  html = html.replace(/<a\b[\s\S]*?<\/a>/gi, (link) =>
    link.replace(/text-decoration(?:-line)?\s*:[^;"']*;?/gi, ""),
  );
  html = removeStrayMarkers(html);

  html = html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<!\[(?:end)?if[^\]]*\]>/gi, "")
    // Namespaced tags (o:p, v:shape, w:sdt…) go; their text, if any, stays.
    .replace(/<\/?[a-z]+:[a-z][^>]*>/gi, "")
    .replace(/<\/?(?:html|body|meta|link|base|font)\b[^>]*>/gi, "");

  html = html.replace(
    START_TAG,
    (_tag, rawName: string, rawAttributes = "") => {
      const name = rawName.toLowerCase();
      const attributes = parseAttributes(rawAttributes);
      const kept = ATTRIBUTES_KEPT[name] ?? [];
      const value = (attribute: string) =>
        attributes.find((candidate) => candidate.name === attribute)?.value;

      if (name === "img") {
        const src = decodeEntities(value("src") ?? "");
        const alt = decodeEntities(value("alt") ?? "").trim();
        if (!isInsertableImageSrc(src) || !alt) {
          droppedImages += 1;
          return "";
        }
      }

      const out: string[] = [];
      for (const attribute of attributes) {
        if (attribute.name === "style") {
          const style = keptStyle(decodeEntities(attribute.value));
          if (style) out.push(`style=${quoted(style)}`);
        } else if (kept.includes(attribute.name)) {
          if (
            name === "a" &&
            attribute.name === "href" &&
            !isAllowedLinkHref(decodeEntities(attribute.value))
          ) {
            droppedLinks += 1;
            continue;
          }
          out.push(`${attribute.name}=${quoted(attribute.value)}`);
        }
      }
      return `<${name}${out.length ? " " + out.join(" ") : ""}>`;
    },
  );

  // Blank paragraphs Word and web pages use for spacing; the published typography spaces blocks.
  html = html.replace(
    /<p\b[^>]*>(?:\s|&nbsp;|&#160;|&#xa0;|\u00a0|<br\s*\/?>|<\/?(?:span|b|i|strong|em|u)\b[^>]*>)*<\/p>/gi,
    "",
  );

  return { html: html.trim(), droppedImages, droppedLinks };
}
