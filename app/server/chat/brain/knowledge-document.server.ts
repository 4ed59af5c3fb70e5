import type { CuratedAnswer } from "~/domain/chat/curated-answer";

/**
 * One page of the site as the chat assistant knows it: a title, the path it lives at, and its
 * prose split into sentences (the unit the offline brain quotes and the index scores).
 */
export type KnowledgeKind =
  | "solution"
  | "capability"
  | "platform"
  | "case_study"
  | "insight"
  | "tiers"
  | "blueprint"
  | "careers"
  | "job"
  | "offices"
  | "about"
  | "contact"
  | "portal"
  /** The privacy, cookie and terms pages: what we do with a visitor's data, cookies, the terms of use. */
  | "legal"
  /** A staff-written answer (decision 057); `curated` holds it. */
  | "curated";

export type KnowledgeDocument = {
  /** Unique across the knowledge base, e.g. "solution:evisa", "insight:<uuid>". */
  id: string;
  kind: KnowledgeKind;
  title: string;
  /** A path on this site, e.g. /solutions/evisa. */
  href: string;
  /** Every sentence, in page order; `text` is them joined. */
  sentences: string[];
  text: string;
  /** For kind "curated": the staff-written answer, used before any page. */
  curated?: CuratedAnswer;
  /**
   * The page's passages (decision 057): a section's paragraph, list item or figure, with the
   * heading it sits under. Without them, each sentence is a passage.
   */
  passages?: DocumentPassage[];
};

export type DocumentPassage = {
  /** The heading of the section the passage sits under, if any. */
  heading?: string;
  /** One or a few whole sentences of the page. */
  text: string;
};

/** A section of a page: its heading and its paragraphs, list items and figures, in order. */
export type DocumentSection = { heading?: string; items: string[] };

// A sentence ends at . ! or ? followed by a space and a capital (accented too: French), digit or quote, except after
// the abbreviations our copy uses ("e.g. OpenID Connect").
const SENTENCE_END =
  /(?<!\b(?:e\.g|i\.e|vs|etc|Mr|Mrs|Ms|Dr|St|No|Inc|Ltd)\.)(?<=[.!?])\s+(?=["“«(A-Z0-9À-ÖØ-Þ])/;

export function splitSentences(text: string): string[] {
  return text
    .replace(/\s+/g, " ")
    .trim()
    .split(SENTENCE_END)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}

/** A passage is at most this many sentences: a long paragraph is read in parts. */
const SENTENCES_PER_PASSAGE = 3;

// A heading or list item without a full stop still ends where the next one starts.
function closed(paragraph: string): string {
  return /[.!?:…"”)]$/.test(paragraph) ? paragraph : `${paragraph}.`;
}

export function makeDocument(
  id: string,
  kind: KnowledgeKind,
  title: string,
  href: string,
  paragraphs: string[],
): KnowledgeDocument {
  return makeSectionedDocument(id, kind, title, href, [{ items: paragraphs }]);
}

/** A document whose passages keep the page's structure: each item under its section's heading. */
export function makeSectionedDocument(
  id: string,
  kind: KnowledgeKind,
  title: string,
  href: string,
  sections: DocumentSection[],
): KnowledgeDocument {
  const sentences: string[] = [];
  const passages: DocumentPassage[] = [];
  for (const section of sections) {
    const heading = section.heading?.trim() || undefined;
    for (const item of section.items) {
      const trimmed = item.trim();
      if (!trimmed) continue;
      const own = splitSentences(closed(trimmed));
      sentences.push(...own);
      for (let i = 0; i < own.length; i += SENTENCES_PER_PASSAGE)
        passages.push({
          ...(heading ? { heading } : {}),
          text: own.slice(i, i + SENTENCES_PER_PASSAGE).join(" "),
        });
    }
  }
  return {
    id,
    kind,
    title,
    href,
    sentences,
    text: sentences.join(" "),
    passages,
  };
}

/** Keys that hold identifiers, links, icons or button captions rather than prose. */
const NOT_PROSE = new Set(
  (
    "icon id slug to href highlighted number action secondaryAction primaryAction " +
    "link links"
  ).split(" "),
);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The first of `keys` whose value is a string. */
function stringKey(
  value: Record<string, unknown>,
  keys: readonly string[],
): string | undefined {
  return keys.find((key) => typeof value[key] === "string");
}

/**
 * The prose of a content object, in source order: strings of three words or more, "title:
 * description" for features and steps (« titre : description » with French's colon), "value
 * label" for figures. Captions (…Label keys) and links are left out: they are buttons.
 */
export function proseOf(value: unknown, colon = ":"): string[] {
  if (typeof value === "string")
    return value.trim().split(/\s+/).length >= 3 ? [value.trim()] : [];
  if (Array.isArray(value))
    return value.flatMap((item) => proseOf(item, colon));
  if (!isRecord(value)) return [];
  if (typeof value.value === "string" && typeof value.label === "string")
    return [`${value.value} ${value.label}.`];
  const out: string[] = [];
  const detail = stringKey(value, ["description", "body"]);
  const heading = stringKey(value, HEADING_KEYS);
  if (heading && detail)
    out.push(`${String(value[heading])}${colon} ${String(value[detail])}`);
  for (const [key, child] of Object.entries(value)) {
    if (NOT_PROSE.has(key) || /label$/i.test(key)) continue;
    if (heading && detail && (key === heading || key === detail)) continue;
    out.push(...proseOf(child, colon));
  }
  return out;
}

/** Keys whose string is a section's heading or a card's title. */
const HEADING_KEYS = ["title", "name"] as const;
// The page's metadata and its call to action (a sales line, not an answer) are not passages.
const SECTION_SKIP = new Set(["seo", "eyebrow", "subtitle", "cta"]);

function hasList(value: unknown): boolean {
  if (Array.isArray(value)) return true;
  if (!isRecord(value)) return false;
  return Object.entries(value).some(
    ([key, child]) => !NOT_PROSE.has(key) && hasList(child),
  );
}

/**
 * The sections of a content object, keeping what proseOf flattens: an object with a title
 * and a list (features, steps, figures) is a section headed by its title, whose strings and
 * list items are its passages; a card ("title: description") or a figure ("value label") is
 * one passage under the section it sits in. Consecutive items under one heading are one section.
 */
export function sectionsOf(
  value: unknown,
  heading?: string,
  /** What joins a card's title and description: French puts a non-breaking space before it. */
  colon = ":",
): DocumentSection[] {
  const out: DocumentSection[] = [];
  const add = (items: string[], under: string | undefined) => {
    if (items.length === 0) return;
    const last = out.at(-1);
    if (last && last.heading === under) last.items.push(...items);
    else out.push({ heading: under, items: [...items] });
  };
  const walk = (node: unknown, under: string | undefined) => {
    if (Array.isArray(node)) {
      for (const child of node) walk(child, under);
      return;
    }
    if (!isRecord(node) || !hasList(node)) {
      add(proseOf(node, colon), under);
      return;
    }
    const headingKey = stringKey(node, HEADING_KEYS);
    const own = headingKey ? String(node[headingKey]) : under;
    for (const [key, child] of Object.entries(node)) {
      if (NOT_PROSE.has(key) || /label$/i.test(key) || SECTION_SKIP.has(key))
        continue;
      if ((HEADING_KEYS as readonly string[]).includes(key)) continue;
      walk(child, own);
    }
  };
  walk(value, heading);
  return out;
}
