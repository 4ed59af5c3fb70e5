import type { IntlShape } from "react-intl";
import type { ChatAction, ChatSource } from "~/domain/chat/chat-api";
import type { Locale } from "~/i18n/locale";
import { localizedPath } from "~/i18n/locale";
import type { ReplyConfidence } from "../chat-brain.server";
import type { KnowledgeDocument } from "../brain/knowledge-document.server";
import { idfCoverage, type RankedPassage } from "./features";
import type { Passage, PassageIndex } from "./passage-index";
import type { Question } from "./question";
import { analyze, wordsOf } from "./text-analysis";

/**
 * Extractive answers (decision 062): the page's own sentences, the one that answers first,
 * then what follows it in its passage (so a figure keeps its context), and the pages it came
 * from. The only other words are the fixed phrases of app/i18n/fr/chat.ts, none with a figure.
 */
export type Answer = {
  text: string;
  sources: ChatSource[];
  action?: ChatAction;
  confidence: ReplyConfidence;
  curatedAnswerId?: string;
};

/** A passage within this share of the best one's probability is cited beside it. */
const CITE_SHARE = 0.6;
const MAX_SOURCES = 3;
const MAX_WORDS = 70;
/** How many of the best passages may lead, and how much a passage counts before its sentence. */
const LEAD_CANDIDATES = 4;
const LEAD_BASE = 0.5;

export const link = (title: string, href: string) =>
  `[${title.replace(/[[\]]/g, "")}](${href})`;

export const sourceOf = (document: KnowledgeDocument): ChatSource => ({
  title: document.title,
  href: document.href,
});

/**
 * A heading or a list's lead-in ("The challenge:"), or a question the page asks (a
 * checklist's): says what follows, answers nothing.
 */
export function isLabel(sentence: string): boolean {
  return /[:?]\s*$/.test(sentence) || wordsOf(sentence).length < 4;
}

/** How well a sentence meets the question: the visitor's own words first, a follow-up's subject breaking ties. */
function sentenceScore(
  terms: Set<string>,
  question: Question,
  index: PassageIndex,
) {
  return (
    2 * idfCoverage(index, question.own.terms, (term) => terms.has(term)) +
    2 *
      question.inheritedWeight *
      idfCoverage(index, question.inherited, (term) => terms.has(term))
  );
}

const alreadySaid = (sentence: string, question: Question) =>
  question.previousReply.includes(wordsOf(sentence).join(" "));

/**
 * The passage's sentences from the one that best meets the question, labels and repeats
 * skipped; `own` is how much of the visitor's own words (not the conversation's subject) those
 * sentences hold, `leadOwn` how much the first of them holds.
 */
function answeringSentences(
  passage: Passage,
  question: Question,
  index: PassageIndex,
): { sentences: string[]; score: number; own: number; leadOwn: number } {
  let best = -1;
  let bestScore = -1;
  passage.sentences.forEach((sentence, i) => {
    if (isLabel(sentence) || alreadySaid(sentence, question)) return;
    const score = sentenceScore(passage.sentenceTerms[i]!, question, index);
    if (score > bestScore) [best, bestScore] = [i, score];
  });
  if (best < 0) return { sentences: [], score: 0, own: 0, leadOwn: 0 };
  const kept = passage.sentences
    .map((sentence, i) => ({ sentence, terms: passage.sentenceTerms[i]! }))
    .slice(best)
    .filter(
      ({ sentence }) => !isLabel(sentence) && !alreadySaid(sentence, question),
    );
  const own = idfCoverage(index, question.own.terms, (term) =>
    kept.some(({ terms }) => terms.has(term)),
  );
  return {
    sentences: kept.map(({ sentence }) => sentence),
    score: bestScore,
    own,
    leadOwn: idfCoverage(index, question.own.terms, (term) =>
      kept[0]!.terms.has(term),
    ),
  };
}

/** The next passage of the same page, for a passage that only introduces it. */
function nextPassage(index: PassageIndex, passage: Passage): Passage | null {
  const next = index.passages[passage.id + 1];
  return next && next.document === passage.document ? next : null;
}

function leadParagraph(
  top: Passage,
  question: Question,
  index: PassageIndex,
): string {
  const { sentences } = answeringSentences(top, question, index);
  const words = () => wordsOf(sentences.join(" ")).length;
  let following = nextPassage(index, top);
  // "Results:" and a list below it: the figures travel with the lead-in's subject.
  while (following && words() < MAX_WORDS / 2 && sentences.length < 4) {
    sentences.push(
      ...following.sentences.filter((s) => !alreadySaid(s, question)),
    );
    following = nextPassage(index, following);
  }
  const kept: string[] = [];
  for (const sentence of sentences) {
    if (
      kept.length > 0 &&
      wordsOf([...kept, sentence].join(" ")).length > MAX_WORDS
    )
      break;
    kept.push(sentence);
  }
  const text = kept.join(" ");
  const heading = top.heading?.replace(/[\s:.?!]+$/, "");
  const asked = new Set([...question.own.terms, ...question.inherited]);
  const meets = (s: string) =>
    analyze(s, index.locale).terms.some((term) => asked.has(term));
  // A list item that never names what it is about opens with its heading, which does.
  return heading && kept[0] && !meets(kept[0]) && meets(heading)
    ? `${heading}: ${text}`
    : text;
}

/** The best passage's page, then the pages of passages nearly as good, at most three. */
export function citedDocuments(ranked: RankedPassage[]): KnowledgeDocument[] {
  const top = ranked[0];
  if (!top) return [];
  const documents: KnowledgeDocument[] = [];
  for (const hit of ranked) {
    if (hit.probability < top.probability * CITE_SHARE) break;
    const document = hit.passage.document;
    if (document.kind === "curated" || documents.includes(document)) continue;
    documents.push(document);
    if (documents.length === MAX_SOURCES) break;
  }
  return documents;
}

export function joinLinks(
  documents: KnowledgeDocument[],
  locale: Locale,
): string {
  const links = documents.map((d) => link(d.title, d.href));
  if (links.length < 2) return links.join("");
  const and = locale === "fr" ? " et " : " and ";
  return `${links.slice(0, -1).join(", ")}${and}${links.at(-1)}`;
}

function curatedAnswer(
  top: RankedPassage,
  index: PassageIndex,
  intl: IntlShape,
): Answer {
  const document = top.passage.document;
  const page = index.documents.find(
    (d) => d.kind !== "curated" && d.href === document.href,
  );
  const more = page
    ? intl.formatMessage(
        { id: "chat.brain.curatedMore", defaultMessage: "More on {page}." },
        { page: link(page.title, page.href) },
      )
    : "";
  return {
    text: [document.curated!.answer, more].filter(Boolean).join("\n\n"),
    sources: page ? [sourceOf(page)] : [],
    confidence: "answered",
    curatedAnswerId: document.curated!.id,
  };
}

/** Of the passages nearly as good as the best, the one with the sentence that best meets the question. */
function leadPassage(
  ranked: RankedPassage[],
  question: Question,
  index: PassageIndex,
): Lead | null {
  const top = ranked[0];
  if (!top) return null;
  let lead: Lead | null = null;
  let leadValue = 0;
  for (const hit of ranked.slice(0, LEAD_CANDIDATES)) {
    if (hit.probability < top.probability * CITE_SHARE) break;
    const { sentences, score, own, leadOwn } = answeringSentences(
      hit.passage,
      question,
      index,
    );
    const value = hit.probability * (LEAD_BASE + score);
    if (sentences.length > 0 && value > leadValue)
      [lead, leadValue] = [{ hit, own, leadOwn }, value];
  }
  return lead;
}

type Lead = { hit: RankedPassage; own: number; leadOwn: number };

/**
 * Whether to say again what the previous reply said: when nothing fresh is left, when no fresh
 * sentence holds the visitor's own words, or when a sentence already said holds more of them
 * than the best fresh one (a detail asked about an item the previous reply listed).
 */
function repeatsItself(fresh: Lead | null, again: Lead | null): boolean {
  if (!again) return false;
  if (!fresh) return true;
  if (again.own === 0) return false;
  return (
    fresh.own === 0 ||
    (again.hit !== fresh.hit && again.leadOwn > fresh.leadOwn)
  );
}

export function extractiveAnswer(
  ranked: RankedPassage[],
  question: Question,
  index: PassageIndex,
  intl: IntlShape,
): Answer | null {
  // When the sentence that answers was in the previous reply ("and its phone number?" after
  // the offices were listed), saying it again answers; declining would say the site is silent,
  // and a fresh sentence that holds none of the visitor's own words would answer something else.
  const fresh = leadPassage(ranked, question, index);
  const repeating = { ...question, previousReply: "" };
  const again = leadPassage(ranked, repeating, index);
  const repeats = repeatsItself(fresh, again);
  const asked = repeats ? repeating : question;
  const lead = (repeats ? again : fresh)?.hit;
  if (!lead) return null;
  if (lead.passage.document.curated) return curatedAnswer(lead, index, intl);
  const documents = citedDocuments([
    lead,
    ...ranked.filter((hit) => hit !== lead),
  ]);
  const more = intl.formatMessage(
    { id: "chat.brain.curatedMore", defaultMessage: "More on {page}." },
    { page: joinLinks(documents, index.locale) },
  );
  return {
    text: `${leadParagraph(lead.passage, asked, index)}\n\n${more}`,
    sources: documents.map(sourceOf),
    confidence: "answered",
  };
}

/** The first paragraph of a decline: what the site does not say, and who can answer instead. */
export type DeclineOpening = { text: string; sources: ChatSource[] };

/** The usual opening: a person on our team, through Contact or the hand-off. */
function personOpening(intl: IntlShape, locale: Locale): DeclineOpening {
  const contact = link(
    intl.formatMessage({
      id: "chat.brain.contactLink",
      defaultMessage: "Contact",
    }),
    localizedPath("/contact", locale),
  );
  const text = intl.formatMessage(
    {
      id: "chat.answer.decline",
      defaultMessage:
        "I could not find that on our site, so I would rather not guess. A person on our team can answer it: write to us through {contact}, or I can pass our conversation on to a colleague.",
    },
    { contact },
  );
  return { text, sources: [] };
}

/**
 * "I could not find that": natural words, no fragment of the question, a person offered (or
 * the next step an intent gives), then the closest page's sentence when there is one.
 */
export function decline(
  intl: IntlShape,
  locale: Locale,
  closest: RankedPassage | null,
  question: Question,
  index: PassageIndex,
  opening: DeclineOpening = personOpening(intl, locale),
): Answer {
  const { text, sources } = opening;
  const sentence = closest
    ? answeringSentences(closest.passage, question, index).sentences[0]
    : undefined;
  if (!closest || !sentence) return { text, sources, confidence: "none" };
  const page = closest.passage.document;
  const near = intl.formatMessage(
    {
      id: "chat.answer.related",
      defaultMessage: "A related page, {page}, says: {sentence}",
    },
    { page: link(page.title, page.href), sentence },
  );
  return {
    text: `${text}\n\n${near}`,
    sources: [
      ...sources.filter((source) => source.href !== page.href),
      sourceOf(page),
    ],
    confidence: "weak",
  };
}
