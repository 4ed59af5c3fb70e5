import { z } from "zod";
import { isLocale, type Locale } from "~/i18n/locale";
import {
  SEARCH_KINDS,
  STORED_QUERY_MAX,
  type SearchKind,
} from "./search-enums";

/**
 * What a search URL asks for (`/search?q=…&type=…&sector=…&language=…&page=…`). The page is a
 * plain GET form, so anything can arrive here: a value that names no filter is ignored rather than
 * refused, an over-long query is cut, and a page number out of range is the first page.
 */
export const SEARCH_PAGE_SIZE = 10;
/** What the search box accepts; longer text is cut here (a sentence, never a document). */
export const QUERY_INPUT_MAX = 200;
/** Pages a reader may walk; a result beyond them is better found by a better query. */
export const SEARCH_MAX_PAGE = 50;

export type SearchRequest = {
  q: string;
  kind: SearchKind | null;
  /** A sector's slug. */
  sector: string | null;
  /** A language the reader chose; null: the page's own, or the other when it finds nothing. */
  language: Locale | null;
  page: number;
  /** The stored search a further page or a filter belongs to (the click link records on it). */
  searchId: string | null;
};

const optionalText = z
  .string()
  .trim()
  .max(80)
  .regex(/^[a-z0-9-]+$/)
  .nullable()
  .catch(null);

const requestSchema = z.object({
  q: z
    .string()
    .catch("")
    // Control characters go first: PostgreSQL refuses a NUL in text, and two of them are the
    // highlight's markers.
    .transform((q) =>
      q
        .replace(/\p{Cc}/gu, " ")
        .replace(/\s+/g, " ")
        .trim()
        .slice(0, QUERY_INPUT_MAX)
        .trim(),
    ),
  type: z.enum(SEARCH_KINDS).nullable().catch(null),
  sector: optionalText,
  language: z
    .string()
    .nullable()
    .transform((value) => (isLocale(value) ? value : null))
    .catch(null),
  page: z.coerce.number().int().min(1).max(SEARCH_MAX_PAGE).catch(1),
  s: z.string().uuid().nullable().catch(null),
});

export function parseSearchRequest(params: URLSearchParams): SearchRequest {
  const parsed = requestSchema.parse({
    q: params.get("q") ?? "",
    type: params.get("type"),
    sector: params.get("sector"),
    language: params.get("language"),
    page: params.get("page") ?? 1,
    s: params.get("s"),
  });
  return {
    q: parsed.q,
    kind: parsed.type,
    sector: parsed.sector,
    language: parsed.language,
    page: parsed.page,
    searchId: parsed.s,
  };
}

/** The URL of a search page: only the parameters that differ from the defaults. */
export function searchHref(
  basePath: string,
  request: Partial<SearchRequest> & { q: string },
): string {
  const params = new URLSearchParams({ q: request.q });
  if (request.kind) params.set("type", request.kind);
  if (request.sector) params.set("sector", request.sector);
  if (request.language) params.set("language", request.language);
  if (request.page && request.page > 1)
    params.set("page", String(request.page));
  if (request.searchId) params.set("s", request.searchId);
  return `${basePath}?${params.toString()}`;
}

/** Lower case, accents removed, spaces collapsed: how a query is compared and stored. */
export function foldText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/** The query as the console keeps it: folded, at most 100 characters. */
export function storedQueryOf(q: string): string {
  return foldText(q).slice(0, STORED_QUERY_MAX).trim();
}

const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/;
// Seven digits or more, with the separators numbers are written with: a phone number.
const PHONE = /(?:\+|\b)\d(?:[\s().-]*\d){6,}/;
const POSTAL_CODES = [
  // UK (SW1A 1AA), Canada (K1A 0B1), US ZIP (20500, 20500-0003) and France (75007).
  /\b[a-z]{1,2}\d[a-z\d]?\s*\d[a-z]{2}\b/i,
  /\b[a-z]\d[a-z]\s?\d[a-z]\d\b/i,
  // Five digits that are not a standard's number: "ISO 27001" is a question, not an address.
  /(?<!\b(?:iso|iec|en|nist|sp|soc|rfc|din)[\s/:-]*)\b\d{5}(?:-\d{4})?\b/i,
];

/**
 * Whether a query looks like a way to reach a person — an e-mail address, a phone number, a
 * postal code. Such a query is still answered, never stored: a reader's contact details are not
 * search analytics.
 */
export function looksPersonal(q: string): boolean {
  return (
    EMAIL.test(q) ||
    PHONE.test(q) ||
    POSTAL_CODES.some((pattern) => pattern.test(q))
  );
}

/**
 * The words of a query a typo can be in: outside quotes, not excluded (`-word`), not `or`, at
 * least four letters. Each with its place in the query, so a suggestion replaces it in place.
 */
export function correctableWords(
  q: string,
): { word: string; start: number; end: number }[] {
  const words: { word: string; start: number; end: number }[] = [];
  let quoted = false;
  for (const match of q.matchAll(/"|[\p{L}\p{M}'’-]+/gu)) {
    const token = match[0];
    if (token === '"') {
      quoted = !quoted;
      continue;
    }
    const start = match.index;
    const excluded = token.startsWith("-") || q[start - 1] === "-";
    const word = token.replace(/^[-'’]+|[-'’]+$/g, "");
    if (quoted || excluded || word.length < 4 || /^or$/i.test(word)) continue;
    if (/['’-]/.test(word)) continue;
    const offset = start + token.indexOf(word);
    words.push({ word, start: offset, end: offset + word.length });
  }
  return words;
}

/** The query with some of its words replaced (from correctableWords' places). */
export function replaceWords(
  q: string,
  replacements: { start: number; end: number; word: string }[],
): string {
  let out = "";
  let at = 0;
  for (const r of [...replacements].sort((a, b) => a.start - b.start)) {
    out += q.slice(at, r.start) + r.word;
    at = r.end;
  }
  return out + q.slice(at);
}
