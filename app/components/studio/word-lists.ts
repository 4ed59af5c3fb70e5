import { elementExtent, textOf } from "./html-strings";

/*
 * Word puts a list on the clipboard as paragraphs, not <ul>/<ol>: each item is a <p> styled
 * `mso-list:l0 level1 lfo1` whose text starts with the bullet or number Word typed, inside
 * conditional comments or a span styled `mso-list:Ignore`. Read as they are, they become
 * paragraphs starting with "·" or "1.". These functions turn them back into nested lists.
 */

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
export function removeStrayMarkers(html: string): string {
  const rest = html.replace(new RegExp(MARKER_SECTION.source, "gi"), "");
  const ignore = new RegExp(IGNORE_SPAN.source, "gi");
  let out = "";
  let last = 0;
  for (let match = ignore.exec(rest); match; match = ignore.exec(rest)) {
    const extent = elementExtent(rest, match.index, "span");
    if (!extent) break;
    out += rest.slice(last, extent[0]);
    last = extent[1];
    ignore.lastIndex = extent[1];
  }
  return out + rest.slice(last);
}
