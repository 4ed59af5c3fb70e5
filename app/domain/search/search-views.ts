import type { Locale } from "~/i18n/locale";
import type { SearchKind } from "./search-enums";
import type { SearchRequest } from "./search-request";

/**
 * What the results page shows. Titles and snippets arrive as plain text with the matched words
 * between two control characters (the database's highlight markers); `highlightSegments` turns
 * them into text runs, so the page renders only text and <mark>: nothing a document contains can
 * become markup.
 */
export const MARK_START = "\u0001";
export const MARK_END = "\u0002";

export type SearchHit = {
  /** 1-based, across pages: what a click records. */
  position: number;
  kind: SearchKind;
  locale: Locale;
  path: string;
  title: string;
  snippet: string;
  sectorName: string | null;
  publishedAt: string | null;
};

export type FacetCount<Key extends string = string> = {
  key: Key;
  label: string;
  count: number;
};

export type SearchResults = {
  request: SearchRequest;
  /** The language searched: the reader's choice, the page's, or the other one as a fallback. */
  language: Locale;
  /** True when the page's language found nothing and the other language's results are shown. */
  fellBack: boolean;
  total: number;
  pageCount: number;
  hits: SearchHit[];
  facets: {
    kinds: FacetCount<SearchKind>[];
    sectors: FacetCount[];
    languages: FacetCount<Locale>[];
  };
  /** "Did you mean …": a corrected query that finds more, with fewer than three hits. */
  suggestion: string | null;
  /** The stored search this page belongs to, for the click link; null when not stored. */
  searchId: string | null;
};

export type TextSegment = { text: string; marked: boolean };

/** Splits highlighted text into plain and marked runs; stray markers are dropped. */
export function highlightSegments(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let marked = false;
  let current = "";
  const flush = () => {
    if (current) segments.push({ text: current, marked });
    current = "";
  };
  for (const char of text) {
    if (char === MARK_START || char === MARK_END) {
      flush();
      marked = char === MARK_START;
    } else current += char;
  }
  flush();
  return segments;
}

/** A snippet cut from the middle of its text says so at each end it was cut. */
export function withEllipses(snippet: string, opening: string): string {
  const plain = snippet.replaceAll(MARK_START, "").replaceAll(MARK_END, "");
  if (!plain) return snippet;
  const head = plain.startsWith(opening.slice(0, 16)) ? "" : "… ";
  const tail = /[.!?…»”)]$/.test(plain.trimEnd()) ? "" : " …";
  return `${head}${snippet.trim()}${tail}`;
}
