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
};

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

export function makeDocument(
  id: string,
  kind: KnowledgeKind,
  title: string,
  href: string,
  paragraphs: string[],
): KnowledgeDocument {
  // A heading or list item without a full stop still ends where the next one starts.
  const sentences = paragraphs
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) =>
      /[.!?:…"”)]$/.test(paragraph) ? paragraph : `${paragraph}.`,
    )
    .flatMap(splitSentences);
  return { id, kind, title, href, sentences, text: sentences.join(" ") };
}

/** Keys that hold identifiers, links, icons or button captions rather than prose. */
const NOT_PROSE = new Set([
  "icon",
  "id",
  "slug",
  "to",
  "href",
  "highlighted",
  "number",
  "action",
  "secondaryAction",
  "primaryAction",
  "link",
  "links",
]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The prose of a content object, in source order: strings of three words or more, "title:
 * description" for features and steps, "value label" for figures. Captions (…Label keys)
 * and links are left out: they are buttons, not statements.
 */
export function proseOf(value: unknown): string[] {
  if (typeof value === "string")
    return value.trim().split(/\s+/).length >= 3 ? [value.trim()] : [];
  if (Array.isArray(value)) return value.flatMap(proseOf);
  if (!isRecord(value)) return [];
  if (typeof value.value === "string" && typeof value.label === "string")
    return [`${value.value} ${value.label}.`];
  const out: string[] = [];
  const detail =
    typeof value.description === "string"
      ? "description"
      : typeof value.body === "string"
        ? "body"
        : null;
  const heading =
    typeof value.title === "string"
      ? "title"
      : typeof value.name === "string"
        ? "name"
        : null;
  if (heading && detail)
    out.push(`${String(value[heading])}: ${String(value[detail])}`);
  for (const [key, child] of Object.entries(value)) {
    if (NOT_PROSE.has(key) || /label$/i.test(key)) continue;
    if (heading && detail && (key === heading || key === detail)) continue;
    out.push(...proseOf(child));
  }
  return out;
}
