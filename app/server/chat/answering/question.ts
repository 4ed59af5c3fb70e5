import type { Locale } from "~/i18n/locale";
import type { BrainInput } from "../chat-brain.server";
import {
  cueStarts,
  followupFeatures,
  type ConversationReading,
} from "./followup";
import { logisticProbability, type LogisticModel } from "./learned-models";
import type { PassageIndex, WeightedTerm } from "./passage-index";
import { analyze, wordsOf, type Analysis } from "./text-analysis";

/**
 * A visitor's message read against its conversation (decision 062). A follow-up ("how long?",
 * « et les résultats ? ») leans on the previous turn (followup.ts tells how likely). Its search then carries the previous question's terms (its
 * subject) and prefers the pages the previous reply cited; the previous reply's sentences are
 * known so the answer does not repeat them.
 */
export type Question = {
  locale: Locale;
  message: string;
  own: Analysis;
  /** P(the message leans on the conversation), from the fitted detector; `followup` is ≥ 0.5. */
  followupProbability: number;
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

/**
 * The subject weighs between these against the message's own words, by how likely the message
 * is a follow-up: more for "how long?", less (but still: "can applicants save a draft?" after
 * the e-visa question is about the e-visa) for a message that says more of its own.
 */
const FOLLOWUP_SUBJECT_WEIGHT = 0.5;
const SUBJECT_WEIGHT = 0.25;
/** How many of the visitor's earlier messages make the subject. */
const SUBJECT_MESSAGES = 2;

const LINK = /\]\(([^)\s]+)\)/g;

/** The message and what the conversation said before it, as the follow-up detector reads them. */
export function readConversation(input: BrainInput): ConversationReading & {
  previousReply: string;
  hasEarlier: boolean;
} {
  const locale = input.locale ?? "en";
  const earlier = input.history
    .filter((turn) => turn.role === "user")
    .slice(-SUBJECT_MESSAGES)
    .map((turn) => analyze(turn.content, locale).terms);
  const previousReply =
    input.history.findLast((turn) => turn.role === "assistant")?.content ?? "";
  return {
    locale,
    own: analyze(input.message, locale),
    previous: earlier.at(-1) ?? [],
    inherited: [...new Set(earlier.flat())],
    subjectPages: new Set([...previousReply.matchAll(LINK)].map((m) => m[1]!)),
    previousReply,
    hasEarlier: earlier.length > 0,
  };
}

/**
 * The message read against its conversation: P(follow-up) from the fitted detector (none at
 * the start of a conversation), which sets how much the subject weighs in the search.
 */
export function readQuestion(
  input: BrainInput,
  index: PassageIndex,
  detector: LogisticModel,
): Question {
  const reading = readConversation(input);
  const { own, locale } = reading;
  const ownTerms = own.terms.filter((term) => !term.startsWith("#")).length;
  const greetingWords = cueStarts(own.words, "greeting", locale).length;
  const probability = reading.hasEarlier
    ? logisticProbability(detector, followupFeatures(reading, index))
    : 0;
  return {
    locale,
    message: input.message,
    own,
    followup: probability >= 0.5,
    followupProbability: probability,
    inherited: reading.inherited,
    inheritedWeight:
      SUBJECT_WEIGHT + probability * (FOLLOWUP_SUBJECT_WEIGHT - SUBJECT_WEIGHT),
    subjectPages: reading.subjectPages,
    previousReply: wordsOf(reading.previousReply).join(" "),
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
