import { isAllowedImageSrc, isAllowedLinkHref } from "./editor-urls";

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

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  colon: ":",
  tab: "\t",
  newline: "\n",
  sol: "/",
  period: ".",
};

/** Decodes the character references an attribute value may use to disguise an address. */
export function decodeEntities(value: string): string {
  return value.replace(
    /&(#x[0-9a-f]+|#[0-9]+|[a-z]+);?/gi,
    (whole, body: string) => {
      if (body[0] === "#") {
        const code =
          body[1] === "x" || body[1] === "X"
            ? parseInt(body.slice(2), 16)
            : parseInt(body.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff
          ? String.fromCodePoint(code)
          : "\ufffd";
      }
      return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
    },
  );
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

/** Start index and end index (after `</tag>`) of the element opening at `start`. */
function elementExtent(
  html: string,
  start: number,
  tag: string,
): [number, number] | null {
  const pattern = new RegExp(`<(/?)${tag}\\b[^>]*>`, "gi");
  pattern.lastIndex = start;
  let depth = 0;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return [start, match.index + match[0].length];
  }
  return null;
}

function textOf(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, ""))
    .replace(/[\s\u00a0]+/g, " ")
    .trim();
}

// Word's list paragraphs carry `mso-list:l0 level2 lfo1` in their style.
const LIST_STYLE = /mso-list:\s*l\d+\s+level(\d+)/i;
// The marker Word types before each item, inside a "not a real list" conditional section…
const MARKER_SECTION =
  /(?:<!--\[if !supportLists\]-->|<!\[if !supportLists\]>)([\s\S]*?)(?:<!--\[endif\]-->|<!\[endif\]>)/i;
// …or, without the conditional comments, in a span styled `mso-list:Ignore`.
const IGNORE_SPAN = /<span\b[^>]*mso-list:\s*Ignore[^>]*>/i;
// "1." "a)" "iv." "(2)" are numbers; "·" "o" "§" "-" are bullets.
const ORDERED_MARKER = /^\(?(?:\d+|[a-z]{1,3})[.)]$/i;

/** Removes Word's typed list marker from a paragraph's content and returns it as text. */
function takeListMarker(inner: string): { marker: string; rest: string } {
  const section = MARKER_SECTION.exec(inner);
  if (section) {
    return {
      marker: textOf(section[1] ?? ""),
      rest: inner.replace(section[0], ""),
    };
  }
  const ignore = IGNORE_SPAN.exec(inner);
  const extent = ignore ? elementExtent(inner, ignore.index, "span") : null;
  if (extent) {
    return {
      marker: textOf(inner.slice(extent[0], extent[1])),
      rest: inner.slice(0, extent[0]) + inner.slice(extent[1]),
    };
  }
  return { marker: "", rest: inner };
}

type ListItem = { level: number; ordered: boolean; content: string };

/** Nests consecutive items by their Word level into `<ul>`/`<ol>` lists. */
function buildLists(items: ListItem[]): string {
  let html = "";
  const open: { tag: "ul" | "ol"; level: number }[] = [];
  for (const item of items) {
    const tag = item.ordered ? "ol" : "ul";
    while (open.length && open[open.length - 1]!.level > item.level) {
      html += `</li></${open.pop()!.tag}>`;
    }
    const top = open[open.length - 1];
    if (top && top.level === item.level) {
      if (top.tag === tag) {
        html += `</li><li>${item.content}`;
        continue;
      }
      html += `</li></${open.pop()!.tag}>`;
    }
    html += `<${tag}><li>${item.content}`;
    open.push({ tag, level: item.level });
  }
  while (open.length) html += `</li></${open.pop()!.tag}>`;
  return html;
}

const PARAGRAPH = /<p\b((?:"[^"]*"|'[^']*'|[^'">])*)>([\s\S]*?)<\/p>/gi;

/**
 * Turns runs of Word list paragraphs (separated only by whitespace) into real lists. A
 * paragraph counts as an item only when Word also typed a marker into it: Word styles
 * continuation paragraphs inside a list the same way, without one.
 */
export function convertWordLists(html: string): string {
  let out = "";
  let run: ListItem[] = [];
  let last = 0;
  for (const match of html.matchAll(PARAGRAPH)) {
    const [whole, attributes = "", inner = ""] = match;
    const between = html.slice(last, match.index);
    last = match.index + whole.length;
    const level = LIST_STYLE.exec(attributes)?.[1];
    const { marker, rest } = level
      ? takeListMarker(inner)
      : { marker: "", rest: inner };
    if (!marker) {
      if (run.length) out += buildLists(run);
      run = [];
      out += between + whole;
      continue;
    }
    if (run.length && between.trim() !== "") {
      out += buildLists(run);
      run = [];
    }
    if (!run.length) out += between;
    run.push({
      level: Number(level),
      ordered: ORDERED_MARKER.test(marker),
      content: rest,
    });
  }
  if (run.length) out += buildLists(run);
  return out + html.slice(last);
}

/** Removes the typed list markers Word leaves in other elements (e.g. numbered headings). */
function removeStrayMarkers(html: string): string {
  let result = html.replace(new RegExp(MARKER_SECTION.source, "gi"), "");
  for (
    let ignore = IGNORE_SPAN.exec(result);
    ignore;
    ignore = IGNORE_SPAN.exec(result)
  ) {
    const extent = elementExtent(result, ignore.index, "span");
    if (!extent) break;
    result = result.slice(0, extent[0]) + result.slice(extent[1]);
  }
  return result;
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
        if (!isAllowedImageSrc(src) || !alt) {
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
