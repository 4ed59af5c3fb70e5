import type { Locale } from "~/i18n/locale";
import type { BrainInput } from "../chat-brain.server";
import cues from "./cues.json";
import type { WeightedTerm } from "./passage-index";
import { analyze, stem, wordsOf, type Analysis } from "./text-analysis";

/**
 * A visitor's message read against its conversation (decision 062). A follow-up ("how long?",
 * « et les résultats ? ») leans on the previous turn: it has hardly a word of its own, or it
 * points back at what was said. Its search then carries the previous question's terms (its
 * subject) and prefers the pages the previous reply cited; the previous reply's sentences are
 * known so the answer does not repeat them.
 */
export type Question = {
  locale: Locale;
  message: string;
  own: Analysis;
  followup: boolean;
  /** The conversation's subject: the terms of the visitor's two previous messages. */
  inherited: string[];
  /** How much the subject weighs in the search against the message's own words. */
  inheritedWeight: number;
  /** Paths the previous reply linked to: the conversation's subject pages. */
  subjectPages: Set<string>;
  /** The previous reply's text, folded: what not to say again. */
  previousReply: string;
  greetingOnly: boolean;
  hasAttachments: boolean;
};

type CueName = keyof typeof cues;

const CUE_STEMS: Record<Locale, Record<CueName, string[][]>> = {
  en: cueStems("en"),
  fr: cueStems("fr"),
};

function cueStems(locale: Locale): Record<CueName, string[][]> {
  const table = {} as Record<CueName, string[][]>;
  for (const name of Object.keys(cues) as CueName[])
    table[name] = cues[name].map((phrase) =>
      wordsOf(phrase).map((word) => stem(word, locale)),
    );
  return table;
}

/** Which of the cue's phrases the words hold, as stems. */
export function cueCount(
  words: string[],
  cue: CueName,
  locale: Locale,
): number {
  const stems = words.map((word) => stem(word, locale));
  let count = 0;
  for (const phrase of CUE_STEMS[locale][cue])
    for (let at = 0; at + phrase.length <= stems.length; at++)
      if (phrase.every((s, i) => stems[at + i] === s)) count++;
  return count;
}

/** A message with this few words of its own leans on the conversation. */
const FOLLOWUP_MAX_TERMS = 3;
/**
 * The subject weighs this much against the message's own words: more for a follow-up, less
 * (but still: "can applicants save a draft?" after the e-visa question is about the e-visa)
 * for a message that says more of its own.
 */
const FOLLOWUP_SUBJECT_WEIGHT = 0.5;
const SUBJECT_WEIGHT = 0.25;
/** How many of the visitor's earlier messages make the subject. */
const SUBJECT_MESSAGES = 2;

const LINK = /\]\(([^)\s]+)\)/g;

function contentTerms(analysis: Analysis): string[] {
  return analysis.terms.filter((term) => !term.startsWith("#"));
}

export function readQuestion(input: BrainInput): Question {
  const locale = input.locale ?? "en";
  const own = analyze(input.message, locale);
  const earlier = input.history
    .filter((turn) => turn.role === "user")
    .slice(-SUBJECT_MESSAGES);
  const previousUser = earlier.at(-1);
  const previousReply =
    input.history.findLast((turn) => turn.role === "assistant")?.content ?? "";
  const ownTerms = contentTerms(own).length;
  const greetingWords = cueCount(own.words, "greeting", locale);
  const followup =
    previousUser !== undefined &&
    (ownTerms <= FOLLOWUP_MAX_TERMS ||
      (ownTerms <= 2 * FOLLOWUP_MAX_TERMS &&
        cueCount(own.words, "followup", locale) > 0));
  return {
    locale,
    message: input.message,
    own,
    followup,
    inherited: [
      ...new Set(
        earlier.flatMap((turn) => analyze(turn.content, locale).terms),
      ),
    ],
    inheritedWeight: followup ? FOLLOWUP_SUBJECT_WEIGHT : SUBJECT_WEIGHT,
    subjectPages: new Set([...previousReply.matchAll(LINK)].map((m) => m[1]!)),
    previousReply: wordsOf(previousReply).join(" "),
    greetingOnly: greetingWords > 0 && ownTerms <= greetingWords,
    hasAttachments: input.attachments.length > 0,
  };
}

/** The terms the search uses: the message's own, then (for a follow-up) its subject's. */
export function searchTerms(question: Question): WeightedTerm[] {
  return [
    ...question.own.terms.map((term) => ({ term, weight: 1 })),
    ...question.inherited.map((term) => ({
      term,
      weight: question.inheritedWeight,
    })),
  ];
}
