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

type ConceptPhrase = { concept: string; stems: string[] };

/** Each language's concept phrases as stems, by their first stem, longest first. */
function conceptTable(locale: Locale): Map<string, ConceptPhrase[]> {
  const table = new Map<string, ConceptPhrase[]>();
  for (const [concept, phrases] of Object.entries(
    concepts as Record<string, string[]>,
  ))
    for (const phrase of phrases) {
      const stems = wordsOf(phrase).map((word) => stem(word, locale));
      if (stems.length === 0) continue;
      const first = stems[0]!;
      const list = table.get(first) ?? [];
      list.push({ concept, stems });
      table.set(first, list);
    }
  for (const list of table.values())
    list.sort((a, b) => b.stems.length - a.stems.length);
  return table;
}

const CONCEPT_TABLES: Record<Locale, Map<string, ConceptPhrase[]>> = {
  en: conceptTable("en"),
  fr: conceptTable("fr"),
};

/** The concepts whose phrases occur in the stems, each once, as `#concept` terms. */
export function conceptsIn(allStems: string[], locale: Locale): string[] {
  const found = new Set<string>();
  const table = CONCEPT_TABLES[locale];
  for (let at = 0; at < allStems.length; at++)
    for (const phrase of table.get(allStems[at]!) ?? [])
      if (phrase.stems.every((s, i) => allStems[at + i] === s))
        found.add(`#${phrase.concept}`);
  return [...found];
}

export function analyze(text: string, locale: Locale): Analysis {
  const words = wordsOf(text);
  const allStems = words.map((word) => stem(word, locale));
  const terms = words.flatMap((word, i) =>
    isStopWord(word) || word.length < 2 ? [] : [allStems[i]!],
  );
  return { words, terms: [...terms, ...conceptsIn(allStems, locale)] };
}
