import { withinOneEdit } from "~/domain/chat/detect-intent";
import type { ChatIntent } from "~/domain/chat/chat-intent";
import type { BrainInput, ReplyConfidence } from "../chat-brain.server";
import type {
  KnowledgeDocument,
  KnowledgeKind,
} from "./knowledge-document.server";
import {
  askedForKeys,
  askedSubject,
  countedKeys,
  isAbstractKey,
  wordsOf,
} from "./asked-subject";
import { asksForPerson, asksForYear, namesAYear } from "./asked-details";
import {
  CASE_STUDY_CONCEPTS,
  conceptWords,
  isConceptToken,
  isFacet,
  LEGAL_CONCEPTS,
} from "./vocabulary";
import { plainFolded } from "./folded-text";
import { namesIn, namesPersonAroundVisitor, nounsOf } from "./nouns";
import { withoutOrdersToAssistant } from "./message-injections";
import { splitSituation } from "./situation-sentences";
import { verbKeysOf } from "./verbs";
import {
  keyGroups,
  questionOf,
  type Question,
} from "./conversation-question.server";
import {
  plainWords,
  processTerm,
  queryGroups,
  tokenize,
  type KnowledgeIndex,
  type Passage,
  type QueryGroup,
} from "./knowledge-index.server";

/**
 * What a reply stands on (decision 057): the one retrieval both brains answer from. The
 * offline brain writes its answer from it; the provider brain puts the same curated answer
 * and passages in its prompt; the reply's `grounding` event reports its confidence.
 *
 * Retrieval is at the level of passages (a section's paragraph, a list item, a figure), scored
 * with the vocabulary's synonyms in both languages, light stemming and one typo forgiven.
 * A page about the subject (its title and headings name it) beats one that mentions a word.
 */
export type { Passage } from "./knowledge-index.server";

export type ScoredPassage = {
  passage: Passage;
  score: number;
  /** How many of the question's key terms the passage (with its heading and page title) matched. */
  covered?: number;
};

export type Grounding = {
  /** The question as searched: the message, with what a follow-up leans on from earlier turns. */
  query: string;
  /** A staff-written answer that matches the question: used first, and cited. */
  curated: KnowledgeDocument | null;
  /** Best first: the best page's passages, then maybe one from a second page. */
  passages: ScoredPassage[];
  confidence: ReplyConfidence;
  /** How well the passages alone cover the question (a fixed reply is "answered" whatever they say). */
  retrieval?: ReplyConfidence;
  /** How telling each of the question's groups is (rarer on the site, heavier), by key. */
  weights?: Map<string, number>;
  /** How many of the question's key terms no page of the site has. */
  unknownTerms?: number;
  /** The message leaned on the previous question's topic. */
  followUp?: boolean;
  /** For a follow-up: the best page is on the topic it leans on. */
  onTopic?: boolean;
  /**
   * The question asks for a thing no passage gives ("what's the salary range for…", "how many
   * employees…"): a fixed reply about the page it names (careers, offices) would not answer it.
   */
  missesAskedFor?: boolean;
  /** The question's key terms (what it is about, beyond generic words). */
  keyTerms?: number;
  /**
   * The visitor's words for what the question asks and the best page does not say (a term no
   * page has first): what a not-found or near-miss reply names in its first sentence.
   */
  subject?: string;
};

/** Pages that answer questions about what we do (job adverts answer careers, curated answers come first). */
export const ANSWER_KINDS: KnowledgeKind[] = [
  "solution",
  "capability",
  "platform",
  "case_study",
  "insight",
  "tiers",
  "blueprint",
  "careers",
  "offices",
  "about",
  "contact",
  "portal",
  "legal",
];

/**
 * Fixed replies about a page, which do not answer a question for one thing the page never
 * says: "what's the salary range for the architect opening?" is not answered by the careers
 * reply. Pricing, calls and a person still are: "what is the price of…" gets our pricing reply.
 */
export const ASKED_FOR_FIXED: ReadonlySet<ChatIntent> = new Set([
  "careers",
  "offices",
  "portal_access",
  "blueprint",
]);

const NON_LEGAL_KINDS = ANSWER_KINDS.filter((kind) => kind !== "legal");

/** Intents answered with a fixed reply from the site's copy: the knowledge covers them by construction. */
export const FIXED_INTENTS: ReadonlySet<ChatIntent> = new Set([
  "greeting",
  "pricing",
  "wants_call",
  "talk_to_person",
  "blueprint",
  "careers",
  "offices",
  "portal_access",
]);

const MAX_PASSAGES = 4;
/** A figure in a sentence: digits, or a number written out ("two weeks", "deux semaines"). */
export const FIGURE =
  /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|hundred|thousand|million|dozen|deux|trois|quatre|cinq|sept|huit|neuf|dix|douze|vingt|cent|mille)\b/i;

/**
 * Our offering pages say what we do; an article, a case study's subtitle or a partner's line
 * only mentions it. Between pages that match as well, "what do you offer for revenue
 * authorities?" is answered by the solution's page.
 */
const PAGE_PRIOR: Partial<Record<KnowledgeKind, number>> = {
  solution: 1.25,
  capability: 1.25,
  platform: 1.15,
};
/** The concept of articles and insights: a question that names it is answered by an article. */
const ARTICLES_CONCEPT = "qzarticlesqz";
/** The newsletter: the articles, by e-mail. */
const NEWSLETTER_CONCEPT = "qznewsletterqz";
/** The terms of use and the law that governs them: only the terms page says either. */
const TERMS_CONCEPTS: ReadonlySet<string> = new Set([
  "qzgoverninglawqz",
  "qzlegaltermsqz",
  "qzndaqz",
  "qzliabilityqz",
]);
/** A follow-up's inherited topic weighs this much against its own words. */
const INHERITED_WEIGHT = 0.4;
/** "Platform", "service": they name everything we do, so they barely rank. */
const GENERIC_WEIGHT = 0.3;
/** Pages the previous answer cited weigh this much more for a follow-up that points back ("that"). */
const PREVIOUS_PAGE_BOOST = 1.4;
/**
 * A new question in a conversation ("can applicants track their file?" after the e-visa
 * platform) is often still about its pages: between pages that answer it as well, theirs.
 */
const CONVERSATION_PAGE_BOOST = 1.2;
/** The conversation's solution area, for a new question naming none, weighs this much. */
const TOPIC_AREA_WEIGHT = 0.6;
/** How well a curated answer's question must match (harmonic mean of both sides' coverage). */
const CURATED_MATCH = 0.6;
/**
 * The message names work of ours ("the network you built", « le projet que vous avez réalisé »,
 * « dans votre étude de cas sur… »; "your case studies" in general are the projects page's).
 */
const OUR_WORK =
  /\b(?:you (?:built|did|delivered|deployed|implemented|ran|set up|rolled out|designed)|(?:vous avez|que vous avez|qu vous avez) (?:realise|construit|mis en place|deploye|livre|mene|concu)|(?:your|votre|in the|in your|dans l|dans votre) (?:case study|etude de cas))\b/;
/**
 * "Does your tax solution handle e-invoicing?", « votre module de facturation » : one thing we sell
 * is asked about, which its solution or capability page answers, not an article on the subject.
 * ("Your solutions" in general are asked about as anything else is; "your e-visa system" is one.)
 */
const OUR_PRODUCT =
  /\b(?:your|votre) (?:\w+ ){0,2}(?:solution|platform|product|module|offering|system|setup|software|plateforme|produit|offre|systeme|logiciel)\b/;
/** The pages of what we sell. */
const PRODUCT_KINDS: ReadonlySet<KnowledgeKind> = new Set([
  "solution",
  "capability",
  "platform",
]);
/** How much a verb of the visitor's counts, beside the things they name, when pages are ranked. */
const VERB_RANK_WEIGHT = 0.5;
/** How much a word of the visitor's situation counts, beside what they ask, when pages are ranked. */
const SITUATION_RANK_WEIGHT = 0.5;
/** How much more a concept of the vocabulary counts than a plain word when pages are ranked. */
const CONCEPT_RANK_WEIGHT = 1.5;
/** A year the visitor names: it ranks as a notion does. */
const YEAR = /^(?:19|20)\d\d$/;
/** The careers page, in either language: a follow-up on it asks about the roles it listed. */
const CAREERS_PATH = /^(?:\/fr)?\/careers$/;
/** Notions of a change ("drop", "increase"), which qualify a thing rather than name one. */
const CHANGE_CONCEPTS: ReadonlySet<string> = new Set([
  "qzdecreaseqz",
  "qzincreaseqz",
]);

/** A demonstrative and the noun it points with ("that setup", "ces demandes"). */
const DEMONSTRATIVE_NOUN =
  /\b(?:that|this|those|these|ce|cet|cette|ces)\s+([a-z]+)/g;
/**
 * Asking whether we connect to a system, host with a provider, or work with or are funded by
 * an organisation: its name is what the question turns on.
 */
const INTEGRATES_WITH =
  /\b(?:integrat\w*|connect\w*|compatible|interoperat\w*|plug|integrer|integrez|integre|raccord\w*|brancher|branchez|interoper\w*|(?:work|worked|working|partner|partnered|partnering|collaborate|collaborated) (?:\w+ ){0,2}with|funded by|funding|financed by|sponsored by|(?:travaille|travaillez|travaillent|collabore|collaborez) (?:\w+ ){0,2}avec|(?:log|sign)(?: in| on| into)?(?: \w+){0,4} (?:with|using|through|via)|(?:se connecter|connexion)(?: \w+){0,4} (?:avec|par|via)|finance par|finances par|financee par)\b|\b(?:host|hosted|heberger|hebergez|hebergees?)(?: \w+){0,3} (?:at|with|by|chez|aupres de)\b/;
/**
 * "The directorate in your case study, that's Ghana, right?", « c'est bien celle du Sénégal ? »:
 * a name put forward to be confirmed is what is asked, as in a relation to it.
 */
const CONFIRMS_NAME =
  /\b(?:right|correct|isn t it|wasn t it|is that so|am i right)$|\b(?:n est ce pas|c est bien|c etait bien|il s agit bien|c est donc)\b/;
/**
 * "A SOC 2 Type II report", « conforme à la Loi 25 », "ISO 27001": a standard or a law named with
 * its number, which no page of the site names, is what the question turns on; a page about
 * privacy or security in general does not answer it.
 */
const NUMBERED_NAME = /\b[A-Z][\p{L}]{1,10}[ -]\d{1,5}\b/gu;
/** "Do you have one?", « en avez-vous ? »: a question pointing back to what the situation named. */
const POINTS_TO_SITUATION =
  /\b(?:one|it|that|this|such an?|celui[- ]ci|celle[- ]ci|celui[- ]l[aà]|celle[- ]l[aà]|en avez|en disposez)\b/i;

function namesUnknownStandard(index: KnowledgeIndex, message: string): boolean {
  // (Not one the visitor's situation names: "we are bound by SGQRI 008; are your services
  // accessible?", unless the question points back to it: "our team needs a SOC 2 report. Do
  // you have one?")
  const { asking } = splitSituation(message);
  const searched = POINTS_TO_SITUATION.test(asking) ? message : asking;
  const named = [...searched.matchAll(NUMBERED_NAME)].map((match) =>
    plainFolded(match[0]),
  );
  if (named.length === 0) return false;
  const site = foldedPassages(index);
  return named.some((name) => !site.includes(` ${name} `));
}

/** Every passage of an index, folded as plainFolded folds a message, built once per index. */
const FOLDED_PASSAGES = new WeakMap<KnowledgeIndex, string>();

function foldedPassages(index: KnowledgeIndex): string {
  let folded = FOLDED_PASSAGES.get(index);
  if (folded === undefined) {
    folded = ` ${index.passages.map((passage) => plainFolded(passage.text)).join(" | ")} `;
    FOLDED_PASSAGES.set(index, folded);
  }
  return folded;
}

/** "Is there a…", "do you have a…", « avez-vous un… »: the thing after it is asked to exist. */
const EXISTENCE_QUESTION =
  /^(?:is there|are there|do you have|do you offer|do you provide|have you got|can we get|y a t il|existe t il|avez vous|proposez vous|offrez vous)(?: a| an| any| some| un| une| des| du| de la)? ([a-z]+)/;
/** The passage has a sentence that gives a figure and names what is counted. */
function countsWhatIsAsked(passage: Passage, counted: QueryGroup[]): boolean {
  return passage.text
    .split(/(?<=[.!?;])\s+/)
    .some(
      (sentence) =>
        FIGURE.test(sentence) && sentenceCoverage(sentence, counted) > 0,
    );
}

/** Two terms name the same thing: equal, one a prefix of the other, or one typo apart. */
function sameTerm(a: string, b: string): boolean {
  if (a === b) return true;
  if (a.startsWith("qz") || b.startsWith("qz")) return false;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length >= 4 && long.startsWith(short)) return true;
  return short.length >= 5 && withinOneEdit(a, b);
}

function groupsMeet(a: QueryGroup, b: QueryGroup): boolean {
  return a.terms.some((x) => b.terms.some((y) => sameTerm(x, y)));
}

/** How well a curated answer's question or phrasing matches the visitor's: 0 to 1. */
function curatedMatch(asked: QueryGroup[], phrasing: QueryGroup[]): number {
  const [a, b] = [keyGroups(asked), keyGroups(phrasing)];
  if (a.length === 0 || b.length === 0) return 0;
  const askedCovered = a.filter((x) => b.some((y) => groupsMeet(x, y))).length;
  const phrasingCovered = b.filter((y) =>
    a.some((x) => groupsMeet(x, y)),
  ).length;
  const [p, r] = [askedCovered / a.length, phrasingCovered / b.length];
  return p + r === 0 ? 0 : (2 * p * r) / (p + r);
}

// A curated answer's phrasings, read once per document (the index is rebuilt when they change).
const phrasingCache = new WeakMap<KnowledgeDocument, QueryGroup[][]>();
function phrasingGroups(document: KnowledgeDocument): QueryGroup[][] {
  let groups = phrasingCache.get(document);
  if (!groups) {
    groups = document.sentences.map((sentence) => queryGroups(sentence));
    phrasingCache.set(document, groups);
  }
  return groups;
}

function bestCurated(
  index: KnowledgeIndex,
  asked: QueryGroup[],
): KnowledgeDocument | null {
  let best: { document: KnowledgeDocument; score: number } | null = null;
  for (const document of index.documents) {
    if (document.kind !== "curated") continue;
    for (const phrasing of phrasingGroups(document)) {
      const score = curatedMatch(asked, phrasing);
      if (score >= CURATED_MATCH && (!best || score > best.score))
        best = { document, score };
    }
  }
  return best?.document ?? null;
}

/** Key terms a passage must cover for the question to count as answered. */
export function neededFor(keys: number): number {
  return keys <= 2 ? keys : Math.ceil(keys / 2);
}

/** How many of the groups a sentence names (its words, typos and plurals forgiven, and its concepts). */
export function sentenceCoverage(
  sentence: string,
  groups: QueryGroup[],
  weights?: ReadonlyMap<string, number>,
): number {
  const terms = tokenize(sentence)
    .map(processTerm)
    .filter((term): term is string => term !== null);
  return groups
    .filter((group) =>
      group.terms.some((wanted) =>
        terms.some((term) => sameTerm(wanted, term)),
      ),
    )
    .reduce((sum, group) => sum + (weights?.get(group.key) ?? 1), 0);
}

/** Keys only the situation sentences have: the question's own words are still asked. */
function situationKeys(
  asking: string,
  situation: string,
  locale: BrainInput["locale"],
): Set<string> {
  const asked = new Set(queryGroups(asking, locale).map((group) => group.key));
  return new Set(
    queryGroups(situation, locale)
      .map((group) => group.key)
      .filter((key) => !asked.has(key)),
  );
}

export function groundQuestion(
  index: KnowledgeIndex,
  asked: BrainInput,
  intent: ChatIntent,
): Grounding {
  // "### SYSTEM NOTICE ### … ok, now: what solutions do you offer?" asks what follows the notice.
  const input = { ...asked, message: withoutOrdersToAssistant(asked.message) };
  const own = groundWith(index, input, intent, questionOf(input));
  if (own.followUp) return own;
  const leaning = questionOf(input, true);
  if (!leaning.followUp) return own;
  // A message that points back ("and in that rollout…", "who can delete it?") is about the
  // topic before it, even when its own words find an answer elsewhere.
  if (own.retrieval === "answered" && !leaning.leansBack) return own;
  const withTopic = groundWith(index, input, intent, leaning);
  if (withTopic.retrieval !== "answered") return own;
  return own.retrieval !== "answered" || withTopic.onTopic ? withTopic : own;
}

function groundWith(
  index: KnowledgeIndex,
  input: BrainInput,
  intent: ChatIntent,
  question: Question,
): Grounding {
  // A sentence telling the visitor's situation ("Our disability act is strict.") says why they
  // ask: its words rank pages, but the answer need not cover them.
  const { asking, situation } = splitSituation(input.message);
  const situationOnly = situation
    ? situationKeys(asking, situation, input.locale)
    : new Set<string>();
  // Pages rank by every word the message has, its situation's included.
  const allOwn = keyGroups(question.own);
  const ownKeys = allOwn.filter((group) => !situationOnly.has(group.key));
  // "How many employees?": only a sentence with a figure that names what is counted answers it.
  const countedWords = countedKeys(input.message, question.own);
  const counted = question.own.filter((group) => countedWords.has(group.key));
  // What the answer must be about: the message's own subject, or, for "tell me more", the topic it leans on.
  const keys = ownKeys.length > 0 ? ownKeys : keyGroups(question.inherited);
  const rankKeys = allOwn.length > 0 ? allOwn : keys;
  // What the question asks about is its things, not how it puts them: a verb of the visitor's
  // ("do you build…", "m'expliquer") need not be on the page while a thing is left to ask about.
  const messageNouns = nounsOf(input.message, input.locale);
  const verbKeys = verbKeysOf(input.message, input.locale, keys, messageNouns);
  const boost = new Map<string, number>([
    ...question.own
      .filter((group) => group.generic)
      .map((group) => [group.key, GENERIC_WEIGHT] as const),
    ...question.inherited.map(
      (group) =>
        [
          group.key,
          INHERITED_WEIGHT * (group.generic ? GENERIC_WEIGHT : 1),
        ] as const,
    ),
  ]);
  // The legal pages answer what they are about (a visitor's data, cookies, the terms), never
  // a follow-up asking for our telephone from their list of what a form collects.
  const asksLegal = [...question.own, ...question.inherited].some((group) =>
    LEGAL_CONCEPTS.has(group.key),
  );
  // A question about a role ("is the technical writer post a contract?") is answered by its
  // advert; only then are adverts searched, or they would answer for the work they hire for.
  const kinds = asksLegal ? ANSWER_KINDS : NON_LEGAL_KINDS;
  // « Ce contrat-là dure combien de temps ? » after the open roles: a follow-up on the careers
  // answer asks about the roles it listed.
  const followsCareers = [...(question.topicPaths ?? [])].some((path) =>
    CAREERS_PATH.test(path),
  );
  for (const group of question.topicAreas ?? [])
    boost.set(group.key, TOPIC_AREA_WEIGHT);
  // "Could I do the Health Informatics Specialist contract from the US?": a role named by its
  // title is asked about, whatever else the message names.
  const folded = plainFolded(input.message);
  const namesRole = index.documents.some(
    (document) =>
      document.kind === "job" && folded.includes(plainFolded(document.title)),
  );
  const hits = index.searchPassages(
    [...question.own, ...question.inherited, ...(question.topicAreas ?? [])],
    {
      kinds:
        (intent === "careers" || followsCareers || namesRole) && !asksLegal
          ? [...kinds, "job"]
          : kinds,
      boost,
    },
  );
  // A case study is a client's results by what it is: "any results from a client?" after a
  // topic is answered by the topic's case study even where its text never says "results".
  const evidence = question.followUp
    ? question.own.filter((group) => CASE_STUDY_CONCEPTS.includes(group.key))
    : [];
  if (evidence.length > 0)
    for (const hit of hits)
      if (hit.passage.document.kind === "case_study")
        for (const group of evidence) hit.matched.add(group.key);
  // A concept of the vocabulary ("accessibility", WCAG and all) is the domain's own word for a
  // subject: covering it counts for more than covering a plain word of the question.
  // The visitor's verbs ("do you support…", "candidates you did not hire") say how they ask:
  // while the message names things, covering a verb counts for less than covering a thing.
  const namesThings = verbKeys.size > 0 && verbKeys.size < rankKeys.length;
  // The visitor's situation ("I'm filling in a supplier ethics questionnaire.") says why they
  // ask: its words rank pages, less than what is asked.
  // A year the visitor names ("by 2028") is as telling as a notion of the vocabulary: the page
  // that gives that year's goals answers before one that never names it.
  const rankWeight = (group: QueryGroup) =>
    (isConceptToken(group.key) || YEAR.test(group.key)
      ? CONCEPT_RANK_WEIGHT
      : 1) *
    (namesThings && verbKeys.has(group.key) ? VERB_RANK_WEIGHT : 1) *
    (situationOnly.has(group.key) ? SITUATION_RANK_WEIGHT : 1);
  const rankTotal = rankKeys.reduce((sum, group) => sum + rankWeight(group), 0);
  // An article is an article by what it is: "any articles on data residency?" is answered by
  // the article on it, whose text never says "article".
  // ("I'm writing a piece on e-government." tells who asks: their own article is not ours.)
  const asksForArticles = [...ownKeys, ...question.inherited].some(
    (group) => group.key === ARTICLES_CONCEPT,
  );
  if (asksForArticles)
    for (const hit of hits)
      if (hit.passage.document.kind === "insight")
        hit.matched.add(ARTICLES_CONCEPT);
  const scored = hits.map((hit) => {
    const matched = rankKeys.filter((group) => hit.matched.has(group.key));
    const covered = matched.length;
    const coverage =
      rankKeys.length === 0
        ? 1
        : matched.reduce((sum, group) => sum + rankWeight(group), 0) /
          rankTotal;
    const previous = question.previousPaths.has(hit.passage.document.href)
      ? PREVIOUS_PAGE_BOOST
      : question.lastAnswerPaths?.has(hit.passage.document.href)
        ? CONVERSATION_PAGE_BOOST
        : 1;
    return {
      passage: hit.passage,
      score: hit.score * (0.2 + coverage) ** 2 * previous,
      covered,
      matched: hit.matched,
    };
  });
  scored.sort((a, b) => b.score - a.score);
  // "I'm filling in a supplier questionnaire: what are your values?": where the situation's words
  // alone put a page first, the pages that cover most of what is asked answer instead.
  // (Only notions of the vocabulary: "what kind of improvement?" after "our immigration dept
  // takes three weeks" is about visas, which the situation names.)
  const askedNotions = ownKeys.filter((group) => isConceptToken(group.key));
  const askedCount = (hit: (typeof scored)[number]) =>
    askedNotions.filter((group) => hit.matched.has(group.key)).length;
  const mostAsked = Math.max(0, ...scored.map(askedCount));
  const onAsked =
    situationOnly.size > 0 &&
    mostAsked > 0 &&
    scored[0] !== undefined &&
    askedCount(scored[0]) === 0
      ? scored.filter((hit) => askedCount(hit) === mostAsked)
      : scored;
  // "Any results?" after the tax platform must be answered by what says results (the tax case
  // study), not by the tax page's best passage: the inherited topic only ranks, the aspect decides.
  // (The topic's own pages stay with one of the aspects: "used at scale, for how many people?"
  // after digital identity is answered by identity's count, not by another page giving both.)
  const covering =
    question.facetsOnly &&
    onAsked.some((hit) => hit.covered === rankKeys.length)
      ? onAsked.filter(
          (hit) =>
            hit.covered === rankKeys.length ||
            (hit.covered > 0 &&
              question.topicPaths?.has(hit.passage.document.href)),
        )
      : onAsked;
  // "Which clients use it?" after a topic asks for its case study, not for the client portal's
  // page that says "clients": with a case study among the hits, only case studies answer.
  const studies =
    evidence.length > 0 && question.facetsOnly
      ? covering.filter((hit) => hit.passage.document.kind === "case_study")
      : [];
  // "What about fraud?" after the e-visa answer asks about fraud in e-visas: where the pages
  // that answer linked say all the message asks, they answer it. "And for health?" names
  // what those pages do not say, and moves on.
  // The verbs are how the visitor puts it ("would I have to relocate?"): a topic page that
  // names every thing the message asks about answers it.
  const rankNouns = rankKeys.filter((group) => !verbKeys.has(group.key));
  const rankThings = rankNouns.length > 0 ? rankNouns : rankKeys;
  const onTopic =
    studies.length === 0 && question.topicPaths?.size
      ? covering.filter(
          (hit) =>
            question.topicPaths!.has(hit.passage.document.href) &&
            rankThings.length > 0 &&
            rankThings.filter((group) => hit.matched.has(group.key)).length >=
              // "Used at scale, for how many people?" after a topic: aspects of it, and the
              // topic's page that gives one of them answers before another page giving both.
              rankThings.length -
                (rankThings.length >= 3 || question.facetsOnly ? 1 : 0),
        )
      : [];
  // "Do you publish articles on sovereign cloud?": with an article among the hits, the articles
  // answer, as case studies answer "which clients use it?".
  // (Not a question about the terms: "can I reuse your articles?" is the terms page's; nor
  // one about getting them by e-mail, which the newsletter's page answers.)
  const asksNewsletter = [...ownKeys, ...question.inherited].some(
    (group) => group.key === NEWSLETTER_CONCEPT,
  );
  const articles =
    asksForArticles && !asksLegal && !asksNewsletter
      ? covering.filter((hit) => hit.passage.document.kind === "insight")
      : [];
  // "Which jurisdiction's laws apply to your website and client portal?": the law or the terms
  // are what is asked; the page they are asked about is their object. With a legal page that
  // covers them among the hits, the legal pages answer. (Only the terms' own concepts: "you
  // keep mentioning", « c'est nous qui les gardons » name retention's words in passing.)
  const legalAsked = [...question.own, ...question.inherited].filter((group) =>
    TERMS_CONCEPTS.has(group.key),
  );
  const legal =
    legalAsked.length > 0
      ? covering.filter(
          (hit) =>
            hit.passage.document.kind === "legal" &&
            legalAsked.every((group) => hit.matched.has(group.key)),
        )
      : [];
  // A new question in a conversation that the previous answer's page answers as fully as any
  // other page (a question after the hiring steps that careers and contact both cover) stays there.
  const mostCovered = Math.max(0, ...covering.map((hit) => hit.covered));
  const conversationPages = new Set(
    !question.followUp && mostCovered > 0
      ? covering
          .filter(
            (hit) =>
              question.lastAnswerPaths?.has(hit.passage.document.href) &&
              hit.covered === mostCovered,
          )
          .map((hit) => hit.passage.document.href)
      : [],
  );
  const onConversationPage = covering.filter((hit) =>
    conversationPages.has(hit.passage.document.href),
  );
  // "What did the clinic network you built achieve?": a case study that
  // covers it about as fully as any page (one thing less) tells about the work itself.
  const ourWork = OUR_WORK.test(plainFolded(input.message))
    ? covering.filter(
        (hit) =>
          hit.passage.document.kind === "case_study" &&
          hit.covered > 0 &&
          hit.covered >= mostCovered - 1,
      )
    : [];
  const ourWorkPages = new Set(ourWork.map((hit) => hit.passage.document.href));
  // "Does your tax solution handle e-invoicing?": a product page that covers it about as fully
  // as any page (one thing less) answers before an article.
  // ("By 2028, how many countries for your e-visa platform?": a year asked of the product is
  // its goals', and the page that names the year answers.)
  const years = rankKeys.filter((group) => YEAR.test(group.key));
  const ourProduct =
    ourWork.length === 0 && OUR_PRODUCT.test(plainFolded(input.message))
      ? covering.filter(
          (hit) =>
            PRODUCT_KINDS.has(hit.passage.document.kind) &&
            hit.covered > 0 &&
            hit.covered >= mostCovered - 1 &&
            years.every((group) => hit.matched.has(group.key)),
        )
      : [];
  const answering =
    ourWork.length > 0
      ? covering.filter((hit) => ourWorkPages.has(hit.passage.document.href))
      : ourProduct.length > 0
        ? ourProduct
        : studies.length > 0
          ? studies
          : articles.length > 0
            ? articles
            : legal.length > 0
              ? legal
              : onTopic.length > 0
                ? onTopic
                : onConversationPage.length > 0
                  ? onConversationPage
                  : covering;

  // Pages ranked by their best passages: a page about the subject has several.
  type Scored = ScoredPassage & { covered: number };
  const byPage = new Map<string, Scored[]>();
  for (const hit of answering) {
    const list = byPage.get(hit.passage.document.href) ?? [];
    list.push(hit);
    byPage.set(hit.passage.document.href, list);
  }
  const pages = [...byPage.values()]
    .map((list) => ({
      list,
      score:
        ((list[0]?.score ?? 0) +
          0.5 * (list[1]?.score ?? 0) +
          0.25 * (list[2]?.score ?? 0)) *
        (PAGE_PRIOR[list[0]!.passage.document.kind] ?? 1),
    }))
    .sort((a, b) => b.score - a.score);
  const passages: ScoredPassage[] = [];
  const [first, second] = pages;
  if (first) {
    const best = first.list[0]!;
    passages.push(
      ...first.list
        .filter(
          (hit) =>
            hit.score >= best.score * 0.45 && hit.covered >= best.covered - 1,
        )
        .slice(0, MAX_PASSAGES - 1),
    );
    // A count's figure ("2M+ citizens verified") names little else of the question: it joins
    // the best page's passages when they do not give it.
    const countMissing =
      counted.length > 0 &&
      !passages.some(({ passage }) => countsWhatIsAsked(passage, counted));
    // "And how many ministries joined?" after a case study that never counts them: another
    // page on the conversation's topic that does ("5 ministries on one sign-in") gives it.
    const inheritedKeys = keyGroups(question.inherited);
    const figure = countMissing
      ? (first.list.find(({ passage }) =>
          countsWhatIsAsked(passage, counted),
        ) ??
        (question.followUp
          ? scored.find(
              (hit) =>
                countsWhatIsAsked(hit.passage, counted) &&
                inheritedKeys.some((group) => hit.matched.has(group.key)),
            )
          : undefined))
      : undefined;
    if (figure) {
      // In place of the best page's last passage when they are as many as a page may give.
      if (passages.length >= MAX_PASSAGES - 1) passages.pop();
      passages.push(figure);
    }
    const other = second?.list[0];
    if (
      other &&
      second.score >= first.score * 0.9 &&
      other.covered >= best.covered &&
      other.covered === rankKeys.length
    )
      passages.push(other);
  }

  const curated = bestCurated(index, [
    ...question.own,
    ...(question.followUp ? question.inherited : []),
  ]);
  // The best page's passages together: a question about two things its sections say answers.
  const bestHref = passages[0]?.passage.document.href;
  const coveredKeys = new Set<string>();
  for (const hit of hits)
    if (hit.passage.document.href === bestHref)
      for (const key of hit.matched) coveredKeys.add(key);
  // "My deputy", "a grandparent": who the question is for is not a thing the page must name.
  const messageWords = plainWords(input.message);
  const people = new Set(
    messageWords
      .filter((word, at) =>
        namesPersonAroundVisitor(word, messageWords[at - 1]),
      )
      .map((word) => processTerm(word) ?? word),
  );
  const things = keys.filter(
    (group) => !verbKeys.has(group.key) && !people.has(group.key),
  );
  const asked = things.length > 0 ? things : keys;
  const covered = asked.filter((group) => coveredKeys.has(group.key)).length;
  // A follow-up's topic is half its subject: a page on the topic the previous question named
  // ("telemedicine", then "and where are the records stored?") needs one word fewer.
  const onInheritedTopic =
    question.followUp &&
    keyGroups(question.inherited).some((group) => coveredKeys.has(group.key));
  // The best page covers what is asked, or the message with its situation as a follow-up
  // covers its topic ("Our visa decisions take 3 weeks. What did you achieve elsewhere?").
  // (Never with a notion of the domain asked and left out: "which languages can an AftrLife
  // avatar speak? My grandmother…" is not answered by the AftrLife page on families.)
  // (A change, "drop" or "increase", qualifies a thing; it is no notion of its own.)
  const missesNotion = asked.some(
    (group) =>
      isConceptToken(group.key) &&
      !isFacet(group.key) &&
      !CHANGE_CONCEPTS.has(group.key) &&
      !coveredKeys.has(group.key),
  );
  const coversEnough =
    keys.length === 0 ||
    covered >= neededFor(asked.length) ||
    (onInheritedTopic &&
      covered > 0 &&
      covered >= neededFor(asked.length) - 1) ||
    (rankKeys.length > keys.length &&
      !missesNotion &&
      rankKeys.filter((group) => coveredKeys.has(group.key)).length >=
        neededFor(rankKeys.length));
  // Words the site has nowhere ("gym", "insurer"): what no page can answer.
  const seen = new Set(hits.flatMap((hit) => [...hit.matched]));
  // A word on few passages ("mobile money") tells more than one on many ("pay").
  const frequency = new Map<string, number>();
  for (const hit of hits)
    for (const key of hit.matched)
      frequency.set(key, (frequency.get(key) ?? 0) + 1);
  const weights = new Map(
    question.own.map((group) => [
      group.key,
      Math.log(
        1 + index.passages.length / (1 + (frequency.get(group.key) ?? 0)),
      ),
    ]),
  );
  // A year no passage gives, or a person the site never names, is a key term no page has.
  const missingFact =
    asksForPerson(input.message) ||
    (asksForYear(input.message) &&
      !passages.some((scored) => namesAYear(scored.passage.text)));
  const unseen = keys.filter(
    (group) =>
      !seen.has(group.key) &&
      !isAbstractKey(group.key) &&
      !verbKeys.has(group.key),
  );
  // Only a thing the site never names is what a question turns on (nouns.ts); a verb it never
  // uses ("pick", "recevrai") is the visitor's way of putting it.
  const nouns = new Set(
    [...messageNouns].map((word) => processTerm(word) ?? word),
  );
  // In a follow-up, "that setup", « ce dispositif » name what was just discussed, not a new subject.
  const pointedAt = question.followUp
    ? new Set(
        [...plainFolded(input.message).matchAll(DEMONSTRATIVE_NOUN)].map(
          (match) => processTerm(match[1]!) ?? match[1]!,
        ),
      )
    : new Set<string>();
  const unknown = unseen.filter(
    (group) =>
      nouns.has(group.key) &&
      !pointedAt.has(group.key) &&
      !people.has(group.key),
  );
  const unknownTerms = unknown.length + (missingFact ? 1 : 0);
  // "Can you integrate it with clicSÉQUR?", "did you work with the World Bank?": the system or
  // organisation named is what is asked. One no page names is not known; one the best page
  // does not name is not answered there.
  const relatesToName =
    INTEGRATES_WITH.test(plainFolded(input.message)) ||
    CONFIRMS_NAME.test(plainFolded(input.message));
  const nameWords = relatesToName
    ? new Set(namesIn(input.message))
    : new Set<string>();
  const names = new Set(
    [...nameWords].map((word) => processTerm(word) ?? word),
  );
  const unknownName = unknown.some((group) => names.has(group.key));
  // "Is there a test environment we could try?": the thing asked to exist is what the question
  // turns on, however long the rest.
  const existing = EXISTENCE_QUESTION.exec(plainFolded(input.message))?.[1];
  const existingKey = existing ? (processTerm(existing) ?? existing) : null;
  const unknownExisting = unknown.some((group) => group.key === existingKey);
  const nameKeys = new Set(names);
  for (const [token, named] of conceptWords(plainWords(input.message)))
    if ([...named].some((word) => nameWords.has(word))) nameKeys.add(token);
  const missesName =
    keys.some(
      (group) => nameKeys.has(group.key) && !coveredKeys.has(group.key),
    ) || namesUnknownStandard(index, input.message);
  // A question naming five things can miss one ("Google Analytics or advertising cookies"):
  // counted in the visitor's words, so a concept's synonyms side by side count apart.
  const keyWords = new Set(
    wordsOf(input.message, keys)
      .filter((word) => word.keys.size > 0)
      .map((word) => word.surface.toLowerCase()),
  ).size;
  // "What is the maximum file size for passport scans?": a page about passport scans that never
  // says a file size does not answer it, however many of the other words it shares.
  const askedForWords = askedForKeys(input.message, question.own);
  const askedFor = keys.filter((group) => askedForWords.has(group.key));
  const missesCount =
    counted.length > 0 &&
    !passages.some(({ passage }) => countsWhatIsAsked(passage, counted));
  // For a fixed reply, a notion no page has is asked for: "do you sponsor a work permit for the
  // Ottawa roles?" is not answered by the careers reply. (A retrieved answer weighs it with the rest.)
  const unseenNotion =
    ASKED_FOR_FIXED.has(intent) &&
    keys.some(
      (group) =>
        isConceptToken(group.key) &&
        !isFacet(group.key) &&
        !index.hasTerm(group.key),
    );
  // So is a product named as what we should connect to ("sign in with our Entra ID"): a fixed
  // reply about the portal that never names it does not answer.
  const missesAskedFor =
    missesCount ||
    unseenNotion ||
    (relatesToName && missesName) ||
    (askedFor.length > 0 &&
      !askedFor.every((group) => coveredKeys.has(group.key)));
  const retrieval: ReplyConfidence =
    passages.length === 0
      ? "none"
      : missingFact
        ? "none"
        : !missesAskedFor &&
            !missesName &&
            coversEnough &&
            // A word no page has ("insurer", "gym") is what the question turns on; a long
            // question may miss one, but never a name ("clicSÉQUR"): no page says that product.
            unknownTerms <=
              (keyWords >= 5 && !unknownName && !unknownExisting ? 1 : 0)
          ? "answered"
          : covered > 0
            ? "weak"
            : "none";
  // Most telling first: a term no page has, then what the best page leaves out, rarest first.
  const byWeight = (a: QueryGroup, b: QueryGroup) =>
    (weights.get(b.key) ?? 0) - (weights.get(a.key) ?? 0);
  const wanted = [
    ...(missesCount ? counted : []),
    ...(missesAskedFor ? askedFor : []),
    ...unknown,
    ...keys
      .filter(
        (group) => !coveredKeys.has(group.key) && !verbKeys.has(group.key),
      )
      .sort(byWeight),
    ...(retrieval === "none" ? [...keys].sort(byWeight) : []),
  ].map((group) => group.key);
  const unknownKeys = new Set(unknown.map((group) => group.key));
  const subject =
    askedSubject(input.message, question.own, wanted, unknownKeys) ??
    askedSubject(
      question.query,
      [...question.own, ...question.inherited],
      wanted,
      unknownKeys,
    );
  // A fixed reply about a page does not answer a question for what the site never names
  // ("do you pay a relocation bonus for the data engineer role?"), however long the question.
  const fixedMisses =
    ASKED_FOR_FIXED.has(intent) && (missesAskedFor || unknownTerms > 0);
  const confidence: ReplyConfidence =
    curated ||
    (FIXED_INTENTS.has(intent) && !fixedMisses) ||
    (intent === "document" && input.attachments.length > 0)
      ? "answered"
      : fixedMisses && retrieval === "answered"
        ? "weak"
        : retrieval;
  return {
    query: question.query,
    curated,
    passages,
    confidence,
    retrieval,
    unknownTerms,
    weights,
    followUp: question.followUp,
    ...(onInheritedTopic ? { onTopic: true } : {}),
    ...(missesAskedFor ? { missesAskedFor } : {}),
    keyTerms: keys.length,
    ...(subject ? { subject } : {}),
  };
}
