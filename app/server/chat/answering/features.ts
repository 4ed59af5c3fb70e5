import type { ChatModel } from "./chat-model";
import { matchingRoles } from "./open-roles";
import type { Passage, PassageHit, PassageIndex } from "./passage-index";
import type { Question } from "./question";
import { analyze, wordsOf } from "./text-analysis";

/**
 * The numbers the learned models weigh (decision 062). Each is a plain measure of how a
 * passage meets a question (or how well the best passages meet it); which matter, and how
 * much, is fitted by `npm run train:chat`, not set by hand.
 */
export const PASSAGE_FEATURES = [
  "bm25Relative",
  "bm25Log",
  "coverage",
  "textCoverage",
  "topicCoverage",
  "inheritedCoverage",
  "subjectPage",
  "alreadySaid",
  "curated",
  "firstInPage",
  "orderLog",
  "shortPassage",
  "figureForQuantity",
  "caseStudy",
  "insight",
  "job",
  "legal",
  "kindAffinity",
] as const;

export const QUESTION_FEATURES = [
  "topProbability",
  "topCoverage",
  "unknownFraction",
  "ownTermsLog",
  "followup",
  "unmatchedIdf",
  "bm25PerTerm",
  "secondProbability",
  "unknownCount",
  "conceptMiss",
  "pageCoverage",
  "bestSentenceCoverage",
  "intentConfidence",
  "coveredIntent",
  "unknownNames",
  "focusCoverage",
  "declineLikelihood",
  "roleList",
] as const;

/** Intents a page of the site is about as a whole (careers, offices, the portal, the blueprint). */
const COVERED_INTENTS = [
  "careers",
  "offices",
  "portal_access",
  "blueprint",
  "pricing",
];

const QUANTITY_CONCEPTS = ["#duration", "#figures", "#peoplecount", "#maximum"];

export type FeatureContext = {
  question: Question;
  index: PassageIndex;
  intents: Map<string, number>;
  maxBm25: number;
  /** The model's kind affinity (chat-model.ts), fitted before the re-ranker is. */
  kindAffinity: ChatModel["kindAffinity"];
};

/** idf-weighted share of the terms that the set holds. */
export function idfCoverage(
  index: PassageIndex,
  terms: string[],
  holds: (term: string) => boolean,
): number {
  const distinct = [...new Set(terms)];
  const total = distinct.reduce((sum, term) => sum + index.idf(term), 0);
  if (total === 0) return 0;
  const held = distinct
    .filter(holds)
    .reduce((sum, term) => sum + index.idf(term), 0);
  return held / total;
}

/** How well the passage's page kind suits the question's intents, as the training half has it. */
function kindAffinityScore(passage: Passage, context: FeatureContext) {
  let score = 0;
  for (const [intent, probability] of context.intents)
    score +=
      probability *
      (context.kindAffinity[intent]?.[passage.document.kind] ?? 0);
  return score;
}

export function passageFeatures(hit: PassageHit, context: FeatureContext) {
  const { question, index } = context;
  const { passage } = hit;
  const terms = new Set(passage.terms);
  const own = question.own.terms;
  const words = wordsOf(passage.text);
  const asksQuantity = own.some((term) => QUANTITY_CONCEPTS.includes(term));
  const kind = passage.document.kind;
  return [
    context.maxBm25 > 0 ? hit.bm25 / context.maxBm25 : 0,
    Math.log1p(hit.bm25),
    idfCoverage(index, own, (term) => terms.has(term)),
    idfCoverage(index, own, (term) => passage.textTerms.has(term)),
    idfCoverage(index, own, (term) => passage.topicTerms.has(term)),
    question.inherited.length > 0
      ? idfCoverage(index, question.inherited, (term) => terms.has(term))
      : 0,
    question.subjectPages.has(passage.document.href) ? 1 : 0,
    words.length > 3 && question.previousReply.includes(words.join(" "))
      ? 1
      : 0,
    kind === "curated" ? 1 : 0,
    passage.order === 0 ? 1 : 0,
    Math.log1p(passage.order),
    words.length < 6 ? 1 : 0,
    asksQuantity && /\d/.test(passage.text) ? 1 : 0,
    kind === "case_study" ? 1 : 0,
    kind === "insight" ? 1 : 0,
    kind === "job" ? 1 : 0,
    kind === "legal" ? 1 : 0,
    kindAffinityScore(passage, context),
  ];
}

export type RankedPassage = PassageHit & { probability: number };

export function questionFeatures(
  question: Question,
  index: PassageIndex,
  ranked: RankedPassage[],
  intents: Map<string, number>,
  declineLikelihood: number,
  roleListLikelihood: number,
): number[] {
  const own = question.own.terms.filter((term) => !term.startsWith("#"));
  const top = ranked[0];
  const topTerms = new Set(top?.passage.terms ?? []);
  const unknown = own.filter((term) => index.documentFrequency(term) === 0);
  const unmatched = own.filter((term) => !topTerms.has(term));
  const idfSum = own.reduce((sum, term) => sum + index.idf(term), 0);
  return [
    top?.probability ?? 0,
    top ? idfCoverage(index, own, (term) => topTerms.has(term)) : 0,
    own.length > 0 ? unknown.length / own.length : 0,
    Math.log1p(own.length),
    question.followupProbability,
    Math.max(0, ...unmatched.map((term) => index.idf(term))),
    idfSum > 0 ? (top?.bm25 ?? 0) / idfSum : 0,
    ranked[1]?.probability ?? 0,
    unknown.length,
    conceptMiss(question, ranked),
    top ? pageCoverage(index, own, top) : 0,
    bestSentenceCoverage(index, own, ranked),
    Math.max(0, ...intents.values()),
    COVERED_INTENTS.reduce(
      (sum, intent) => sum + (intents.get(intent) ?? 0),
      0,
    ),
    unknownNames(question, index),
    focusCoverage(index, own, ranked),
    declineLikelihood,
    roleList(question, index, intents, roleListLikelihood),
  ];
}

/**
 * How surely the question asks for the list of open roles (careers, then the roles model) when
 * some role's listing meets it: the site's list answers such a question, whatever its pages'
 * sentences say.
 */
function roleList(
  question: Question,
  index: PassageIndex,
  intents: Map<string, number>,
  likelihood: number,
): number {
  const surely = (intents.get("careers") ?? 0) * likelihood;
  return surely > 0 && matchingRoles(index, question).length > 0 ? surely : 0;
}

/**
 * What the question asks about its subject: its terms that are not the best page's title
 * ("the maximum file size" of "the e-visa portal"), and the best share of them one sentence of
 * the best passages holds. A page about the subject that never says the asked thing scores low.
 */
function focusCoverage(
  index: PassageIndex,
  own: string[],
  ranked: RankedPassage[],
): number {
  const top = ranked[0];
  if (!top) return 0;
  const focus = own.filter((term) => !top.passage.topicTerms.has(term));
  if (focus.length === 0) return 1;
  return bestSentenceCoverage(index, focus, ranked);
}

/**
 * Names the site never uses: a capitalised word past the first, an acronym or a code with
 * digits (a product, a standard, a certificate) that no passage holds. A question about one is
 * usually about something the site does not cover.
 */
function unknownNames(question: Question, index: PassageIndex): number {
  const tokens = question.message.match(/[\p{L}\p{N}][\p{L}\p{N}/-]*/gu) ?? [];
  return tokens.filter((token, i) => {
    const named =
      /\d/.test(token) ||
      /^\p{Lu}{2,}/u.test(token) ||
      (i > 0 && /^\p{Lu}/u.test(token));
    if (!named) return false;
    const terms = analyze(token, index.locale).terms;
    return (
      terms.length > 0 &&
      terms.every((term) => index.documentFrequency(term) === 0)
    );
  }).length;
}

/** The best idf-weighted share of the question's terms that one sentence of the best passages holds. */
function bestSentenceCoverage(
  index: PassageIndex,
  own: string[],
  ranked: RankedPassage[],
): number {
  let best = 0;
  for (const hit of ranked.slice(0, 3))
    for (const terms of hit.passage.sentenceTerms)
      best = Math.max(
        best,
        idfCoverage(index, own, (term) => terms.has(term)),
      );
  return best;
}

/** Share of the question's concepts ("#phone", "#price") that none of the best passages carries. */
function conceptMiss(question: Question, ranked: RankedPassage[]): number {
  const concepts = question.own.terms.filter((term) => term.startsWith("#"));
  if (concepts.length === 0) return 0;
  const carried = new Set(
    ranked.slice(0, 3).flatMap((hit) => hit.passage.terms),
  );
  return concepts.filter((c) => !carried.has(c)).length / concepts.length;
}

/** idf-weighted share of the question's terms found anywhere on the best passage's page. */
function pageCoverage(index: PassageIndex, own: string[], top: RankedPassage) {
  const page = new Set(
    index.passages
      .filter((p) => p.document === top.passage.document)
      .flatMap((p) => p.terms),
  );
  return idfCoverage(index, own, (term) => page.has(term));
}
