import type { KnowledgeKind } from "../brain/knowledge-document.server";
import type { ChatModel } from "./chat-model";
import {
  passageFeatures,
  questionFeatures,
  type RankedPassage,
} from "./features";
import { logisticProbability, naiveBayesPosterior } from "./learned-models";
import type { PassageHit, PassageIndex } from "./passage-index";
import { searchTerms, type Question } from "./question";

/** How many of BM25's best passages the re-ranker weighs. */
export const CANDIDATES = 40;

/** The intent's evidence: the message's terms, its first words as asked, its subject's terms. */
export function intentTerms(
  question: Question,
): Array<{ term: string; weight: number }> {
  const asked = question.own.words.slice(0, 2).map((word) => `q:${word}`);
  return [
    ...[...question.own.terms, ...asked].map((term) => ({ term, weight: 1 })),
    ...question.inherited.map((term) => ({
      term,
      weight: question.inheritedWeight,
    })),
    ...(question.hasAttachments ? [{ term: "@attachment", weight: 1 }] : []),
  ];
}

/** The likeliest intent; "general" when none is likelier than nothing. */
export function topIntent(intents: Map<string, number>): string {
  let best: [string, number] = ["general", 0];
  for (const entry of intents) if (entry[1] > best[1]) best = entry;
  return best[0];
}

export function classifyIntent(
  model: ChatModel,
  question: Question,
): Map<string, number> {
  return naiveBayesPosterior(model.intent, intentTerms(question));
}

/**
 * Whether the question names jobs, roles or hiring, or leans on one that did: a city or a
 * way of working that job listings share ("an office in Atlanta", "the time in Ottawa") is
 * not a job search without it.
 */
export function aboutJobs(question: Question): boolean {
  return (
    question.own.terms.includes("#job") ||
    (question.followup && question.inherited.includes("#job"))
  );
}

/** P(a careers question asks which roles are open, rather than about applying or a role). */
export function asksForRoleList(model: ChatModel, question: Question): number {
  if (!aboutJobs(question)) return 0;
  return (
    naiveBayesPosterior(model.roles, intentTerms(question)).get("list") ?? 0
  );
}

/** How many passages of the pages the likely intent is about join BM25's candidates. */
const INTENT_CANDIDATES = 10;

/**
 * The pages an intent is about: kinds at least twice as common among the training half's
 * answers to it as among all answers (the model's fitted kind affinity is that ratio's log).
 */
const ABOUT_LIFT = Math.log(2);

export function kindsAbout(model: ChatModel, intent: string): KnowledgeKind[] {
  return Object.entries(model.kindAffinity[intent] ?? {})
    .filter(([, lift]) => lift >= ABOUT_LIFT)
    .map(([kind]) => kind as KnowledgeKind);
}

/**
 * What the re-ranker weighs: BM25's best passages, and the best of the pages the likely
 * intent is about ("where are your offices?" must see the contact page even when "officers"
 * fills BM25's list: both stem to "offic").
 */
export function candidates(
  model: ChatModel,
  index: PassageIndex,
  question: Question,
  intents: Map<string, number>,
): PassageHit[] {
  const terms = searchTerms(question);
  const hits = index.search(terms, { limit: CANDIDATES });
  const kinds = kindsAbout(model, topIntent(intents));
  if (kinds.length === 0) return hits;
  const seen = new Set(hits.map((hit) => hit.passage.id));
  const more = index
    .search(terms, { limit: INTENT_CANDIDATES, kinds })
    .filter((hit) => !seen.has(hit.passage.id));
  return [...hits, ...more];
}

/** The candidates for the question, re-ranked by the learned model, best first. */
export function rankPassages(
  model: ChatModel,
  index: PassageIndex,
  question: Question,
  intents: Map<string, number>,
): RankedPassage[] {
  const hits = candidates(model, index, question, intents);
  const maxBm25 = hits[0]?.bm25 ?? 0;
  const context = {
    question,
    index,
    intents,
    maxBm25,
    kindAffinity: model.kindAffinity,
  };
  return hits
    .map((hit) => ({
      ...hit,
      probability: logisticProbability(
        model.reranker,
        passageFeatures(hit, context),
      ),
    }))
    .sort(
      (a, b) => b.probability - a.probability || a.passage.id - b.passage.id,
    );
}

/** How much the question's words are those of questions the site does not answer (salaries, certificates…). */
export function declineLikelihood(
  model: ChatModel,
  question: Question,
): number {
  const terms = intentTerms(question).filter((t) => t.weight === 1);
  return naiveBayesPosterior(model.scope, terms).get("declines") ?? 0;
}

/**
 * How likely the site answers the question at all, from how well its best passages meet it.
 * None when no passage shares a term with it: the fitted model would then read only features
 * that are all zero, and its answer would be its weights' extrapolation, not a reading.
 */
export function answerability(
  model: ChatModel,
  index: PassageIndex,
  question: Question,
  ranked: RankedPassage[],
  intents: Map<string, number>,
): number {
  if (ranked.length === 0) return 0;
  return logisticProbability(
    model.answerability,
    questionFeatures(
      question,
      index,
      ranked,
      intents,
      declineLikelihood(model, question),
      asksForRoleList(model, question),
    ),
  );
}
