import type { ContentLocale } from "./enums";

/**
 * Silent reading speed of non-fiction for adults, words per minute: English 238 (Brysbaert,
 * 2019, a meta-analysis of 190 studies), French 195 (Trauzettel-Klosinski et al., 2012, the
 * IReST texts) — French takes more words to say the same thing.
 */
export const WORDS_PER_MINUTE: Record<ContentLocale, number> = {
  en: 238,
  fr: 195,
};

/** The words of an article's HTML: its text without tags, runs of letters and digits. */
export function wordCount(html: string): number {
  const text = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&[a-z#0-9]+;/gi, " ");
  return text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

/** Whole minutes to read it in its language, one at least: what "4 min read" says. */
export function readingMinutes(html: string, locale: ContentLocale): number {
  return Math.max(1, Math.round(wordCount(html) / WORDS_PER_MINUTE[locale]));
}
