import type { Locale } from "~/i18n/locale";
import cues from "./cues.json";
import { idfCoverage } from "./features";
import type { PassageIndex } from "./passage-index";
import { stem, wordsOf, type Analysis } from "./text-analysis";

/**
 * Does a message lean on the conversation (decision 062)? "how long?", « et les résultats ? »
 * and "does it keep drafts?" do; a new question asked after another does not. A logistic
 * regression fitted by `npm run train:chat` weighs the plain measures below: the training
 * half's follow-ups against its standalone questions asked after an unrelated conversation.
 */
export const FOLLOWUP_FEATURES = [
  "ownTermsLog",
  "conceptCount",
  "wordsLog",
  "connectorStart",
  "pointers",
  "previousOverlap",
  "subjectPageCoverage",
  "aloneStrength",
  "aloneOnSubjectPage",
  "subjectInAlone",
] as const;

type CueName = keyof typeof cues;

const CUE_STEMS: Record<Locale, Record<CueName, string[][]>> = {
  en: cueStems("en"),
  fr: cueStems("fr"),
};

function cueStems(locale: Locale): Record<CueName, string[][]> {
  const table = {} as Record<CueName, string[][]>;
  for (const name of Object.keys(cues) as CueName[])
    table[name] = [
      ...new Set(
        cues[name].map((phrase) =>
          wordsOf(phrase)
            .map((word) => stem(word, locale))
            .join(" "),
        ),
      ),
    ].map((phrase) => phrase.split(" "));
  return table;
}

/** Where the cue's phrases start in the words (as stems). */
export function cueStarts(
  words: string[],
  cue: CueName,
  locale: Locale,
): number[] {
  const stems = words.map((word) => stem(word, locale));
  const starts: number[] = [];
  for (const phrase of CUE_STEMS[locale][cue])
    for (let at = 0; at + phrase.length <= stems.length; at++)
      if (phrase.every((s, i) => stems[at + i] === s)) starts.push(at);
  return starts;
}

/** What the detector reads: the message and what the conversation said before it. */
export type ConversationReading = {
  locale: Locale;
  own: Analysis;
  /** The terms of the visitor's previous message. */
  previous: string[];
  /** The terms of the visitor's earlier messages: the conversation's subject. */
  inherited: string[];
  /** Paths the previous reply linked to. */
  subjectPages: Set<string>;
};

const contentTerms = (terms: string[]) =>
  terms.filter((t) => !t.startsWith("#"));

export function followupFeatures(
  reading: ConversationReading,
  index: PassageIndex,
): number[] {
  const { own, locale, subjectPages } = reading;
  const ownTerms = contentTerms(own.terms);
  const previous = new Set(reading.previous);
  const pageTerms = new Set(
    index.passages
      .filter((p) => subjectPages.has(p.document.href))
      .flatMap((p) => p.terms),
  );
  const alone = index.search(
    own.terms.map((term) => ({ term, weight: 1 })),
    { limit: 3 },
  );
  const idfSum = ownTerms.reduce((sum, term) => sum + index.idf(term), 0);
  const topTerms = new Set(alone[0]?.passage.terms ?? []);
  const subject = contentTerms(reading.inherited);
  return [
    Math.log1p(ownTerms.length),
    own.terms.length - ownTerms.length,
    Math.log1p(own.words.length),
    cueStarts(own.words, "connector", locale).includes(0) ? 1 : 0,
    cueStarts(own.words, "pointer", locale).length,
    own.terms.length > 0
      ? own.terms.filter((t) => previous.has(t)).length / own.terms.length
      : 0,
    pageTerms.size > 0
      ? idfCoverage(index, ownTerms, (t) => pageTerms.has(t))
      : 0,
    idfSum > 0 ? (alone[0]?.bm25 ?? 0) / idfSum : 0,
    alone.some((hit) => subjectPages.has(hit.passage.document.href)) ? 1 : 0,
    subject.length > 0
      ? idfCoverage(index, subject, (t) => topTerms.has(t))
      : 0,
  ];
}
