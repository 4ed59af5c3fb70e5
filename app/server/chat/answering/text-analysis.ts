import { newStemmer } from "snowball-stemmers";
import { eng, fra } from "stopword";
import type { Locale } from "~/i18n/locale";
import concepts from "./concepts.json";

/**
 * How the answering pipeline reads any text, a visitor's question or a page's passage alike
 * (decision 062): folded (lower case, no accents), split into words, stop words dropped (the
 * `stopword` package's English and French lists), each word reduced by the Snowball stemmer of
 * the text's language, and the domain's concepts (concepts.json, a reviewed data file: the
 * words visitors use for what the pages say in other words) added as `#concept` terms.
 */
export type Analysis = {
  /** Every folded word, stop words included, in order. */
  words: string[];
  /** Stems of the content words, then the concepts found, e.g. "sovereign", "#cloud". */
  terms: string[];
};

export function fold(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[’‘`]/g, "'")
    .toLowerCase();
}

export function wordsOf(text: string): string[] {
  return fold(text).match(/[a-z0-9]+/g) ?? [];
}

const STOP_WORDS = new Set([...eng, ...fra].flatMap(wordsOf));

const STEMMERS: Record<Locale, { stem(word: string): string }> = {
  en: newStemmer("english"),
  fr: newStemmer("french"),
};

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word);
}

export function stem(word: string, locale: Locale): string {
  return /^\d/.test(word) ? word : STEMMERS[locale].stem(word);
}

/**
 * A phrase's keys: its words' stems or, for a phrase written "=word", the word itself, for a
 * word whose stem is a common word's ("=openings": the stem "open" is every "open").
 */
type ConceptPhrase = { concept: string; keys: string[] };

const EXACT = "=";

/** Each language's concept phrases as keys, by their first key, longest first. */
function conceptTable(locale: Locale): Map<string, ConceptPhrase[]> {
  const table = new Map<string, ConceptPhrase[]>();
  for (const [concept, phrases] of Object.entries(
    concepts as Record<string, string[]>,
  ))
    for (const phrase of phrases) {
      const exact = phrase.startsWith(EXACT);
      const keys = wordsOf(phrase).map((word) =>
        exact ? EXACT + word : stem(word, locale),
      );
      if (keys.length === 0) continue;
      const first = keys[0]!;
      const list = table.get(first) ?? [];
      list.push({ concept, keys });
      table.set(first, list);
    }
  for (const list of table.values())
    list.sort((a, b) => b.keys.length - a.keys.length);
  return table;
}

const CONCEPT_TABLES: Record<Locale, Map<string, ConceptPhrase[]>> = {
  en: conceptTable("en"),
  fr: conceptTable("fr"),
};

/** The concepts whose phrases occur in the words, each once, as `#concept` terms. */
function conceptsIn(
  words: string[],
  allStems: string[],
  locale: Locale,
): string[] {
  const found = new Set<string>();
  const table = CONCEPT_TABLES[locale];
  const matches = (key: string, at: number) =>
    key.startsWith(EXACT)
      ? words[at] === key.slice(EXACT.length)
      : allStems[at] === key;
  for (let at = 0; at < words.length; at++)
    for (const phrase of [
      ...(table.get(allStems[at]!) ?? []),
      ...(table.get(EXACT + words[at]!) ?? []),
    ])
      if (phrase.keys.every((key, i) => matches(key, at + i)))
        found.add(`#${phrase.concept}`);
  return [...found];
}

export function analyze(text: string, locale: Locale): Analysis {
  const words = wordsOf(text);
  const allStems = words.map((word) => stem(word, locale));
  const terms = words.flatMap((word, i) =>
    isStopWord(word) || word.length < 2 ? [] : [allStems[i]!],
  );
  return {
    words,
    terms: [...terms, ...conceptsIn(words, allStems, locale)],
  };
}
