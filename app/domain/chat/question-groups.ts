import type { ContentLocale } from "../enums";

/**
 * The console's unanswered questions, grouped by similar wording (decision 057) so staff
 * answer each group once. Deterministic (the same questions always give the same groups, in
 * the same order): each question is reduced to a set of terms — lower case, accents folded,
 * English and French stop words dropped, a light suffix stemming — then the distinct wordings,
 * most frequent first, each join the first group whose seed's terms overlap theirs with a
 * Jaccard index of at least 0.5, or start a group of their own.
 */

export type UnansweredQuestion = {
  /** The assistant reply that did not answer (it carries the grounding and the resolution). */
  replyId: string;
  conversationId: string;
  /** What the visitor asked. */
  question: string;
  locale: ContentLocale;
  confidence: "weak" | "none";
  askedAt: Date;
};

export type QuestionGroup = {
  /** Names the group across page loads: the term key of its seed wording (see groupOf). */
  key: string;
  /** The most frequent wording, as last asked: the curated answer's question. */
  question: string;
  count: number;
  /** Up to three distinct wordings, the most frequent first, each with a conversation. */
  examples: { question: string; conversationId: string; askedAt: Date }[];
  /** Every distinct wording but the question's: the curated answer's phrasings. */
  otherWordings: string[];
  /** Most frequent first. */
  locales: ContentLocale[];
  lastSeen: Date;
  confidence: { weak: number; none: number };
  replyIds: string[];
};

export const GROUP_SIMILARITY = 0.5;
const EXAMPLES = 3;

// Words that say nothing about what is asked, in both languages (accents already folded).
const STOP_WORDS = new Set(
  (
    "a about above after again all also am an and any are as at be been before being below " +
    "between both but by can could did do does doing down during each few for from further " +
    "had has have having he her here hers him his how i if in into is it its itself just me " +
    "more most my myself no nor not now of off on once only or other our ours out over own " +
    "please same she should so some such than that the their theirs them then there these " +
    "they this those through to too under until up very was we were what when where which " +
    "while who whom why will with would you your yours hello hi thanks thank tell know " +
    "want need like get us let much many ok okay yes " +
    "au aux avec ce ces cet cette dans de des du elle elles en et eux il ils je la le les " +
    "leur leurs lui ma mais me meme mes moi mon ne nos notre nous on ou par pas pour qu que " +
    "qui sa se ses son sur ta te tes toi ton tu un une vos votre vous c d j l m n s t y " +
    "est sont ai as avez avons ont etes suis etait sera peut peux pouvez puis quel quelle " +
    "quels quelles quoi comment combien est-ce bonjour merci svp plait si tres plus"
  ).split(" "),
);

/** A word's light stem: plural and common verb endings dropped, so "prices" meets "pricing". */
export function stemOf(word: string): string {
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 5 && word.endsWith("ing")) return word.slice(0, -3);
  if (word.length > 4 && word.endsWith("ed")) return word.slice(0, -2);
  if (word.length > 4 && word.endsWith("es")) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith("s") && !word.endsWith("ss"))
    return word.slice(0, -1);
  if (word.length > 3 && word.endsWith("x")) return word.slice(0, -1);
  if (word.length > 4 && word.endsWith("e")) return word.slice(0, -1);
  return word;
}

/** The terms a question is compared on (sorted, distinct). */
export function questionTerms(question: string): string[] {
  const words = question
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    // "l'hébergement", "what's": the elided article or clitic is a word of its own.
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0 && !STOP_WORDS.has(word));
  return [...new Set(words.map(stemOf))]
    .filter((term) => term.length > 1)
    .sort();
}

export function jaccard(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 && b.length === 0) return 1;
  const set = new Set(a);
  const shared = b.filter((term) => set.has(term)).length;
  return shared / (a.length + b.length - shared);
}

type Wording = {
  /** Sorted terms joined by spaces; a question of stop words only is keyed by its text. */
  key: string;
  terms: string[];
  items: UnansweredQuestion[];
  /** The text as most often typed (ties: the later), with one of its questions. */
  latest: UnansweredQuestion;
  texts: Map<string, Typed>;
};

/** A text as typed (spaces aside): how often, and its latest question. */
type Typed = { count: number; item: UnansweredQuestion };

/** One key per wording: its terms, or for a question of stop words only, its text. */
export function wordingKey(question: string, terms = questionTerms(question)) {
  return terms.length > 0
    ? terms.join(" ")
    : `~${question.trim().toLowerCase().replace(/\s+/g, " ")}`;
}

function wordingsOf(questions: readonly UnansweredQuestion[]): Wording[] {
  const byKey = new Map<string, Wording>();
  for (const item of questions) {
    const terms = questionTerms(item.question);
    const key = wordingKey(item.question, terms);
    const wording: Wording = byKey.get(key) ?? {
      key,
      terms,
      items: [],
      latest: item,
      texts: new Map(),
    };
    byKey.set(key, wording);
    wording.items.push(item);
    const text = item.question.trim().replace(/\s+/g, " ");
    const typed = wording.texts.get(text);
    if (!typed) wording.texts.set(text, { count: 1, item });
    else {
      typed.count += 1;
      if (later(item, typed.item)) typed.item = item;
    }
  }
  for (const wording of byKey.values())
    wording.latest = [...wording.texts.values()].sort(mostTypedFirst)[0]!.item;
  return [...byKey.values()].sort(
    (a, b) =>
      b.items.length - a.items.length ||
      b.latest.askedAt.getTime() - a.latest.askedAt.getTime() ||
      (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  );
}

function later(a: UnansweredQuestion, b: UnansweredQuestion): boolean {
  const diff = a.askedAt.getTime() - b.askedAt.getTime();
  return diff > 0 || (diff === 0 && a.replyId > b.replyId);
}

/** The text typed most often first; of two typed as often, the one asked later. */
function mostTypedFirst(a: Typed, b: Typed): number {
  const recency = later(a.item, b.item) ? -1 : later(b.item, a.item) ? 1 : 0;
  return b.count - a.count || recency;
}

/** The first group (in seeding order) whose seed's terms overlap the wording's enough. */
function firstSimilar(
  wording: Wording,
  groups: readonly { seed: Wording }[],
  seedsWith: ReadonlyMap<string, readonly number[]>,
): number | undefined {
  const sharing = wording.terms.flatMap((term) => seedsWith.get(term) ?? []);
  return [...new Set(sharing)]
    .sort((a, b) => a - b)
    .find(
      (group) =>
        jaccard(groups[group]!.seed.terms, wording.terms) >= GROUP_SIMILARITY,
    );
}

/** The questions grouped, the largest group first (then the most recently asked). */
export function groupQuestions(
  questions: readonly UnansweredQuestion[],
): QuestionGroup[] {
  const groups: { seed: Wording; members: Wording[] }[] = [];
  // Which groups' seeds hold each term: a wording is compared only with the seeds it shares a
  // term with (the same result as comparing with every seed in order, for thousands of questions).
  const seedsWith = new Map<string, number[]>();
  for (const wording of wordingsOf(questions)) {
    // A question of stop words only ("hello?") joins only its own exact wording.
    const home =
      wording.terms.length === 0
        ? undefined
        : firstSimilar(wording, groups, seedsWith);
    if (home !== undefined) groups[home]!.members.push(wording);
    else {
      groups.push({ seed: wording, members: [wording] });
      for (const term of wording.terms) {
        const list = seedsWith.get(term) ?? [];
        list.push(groups.length - 1);
        seedsWith.set(term, list);
      }
    }
  }
  return groups
    .map(({ seed, members }) => summarise(seed, members))
    .sort(
      (a, b) =>
        b.count - a.count ||
        b.lastSeen.getTime() - a.lastSeen.getTime() ||
        (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
    );
}

function summarise(seed: Wording, members: Wording[]): QuestionGroup {
  const items = members.flatMap((member) => member.items);
  const localeCounts = new Map<ContentLocale, number>();
  const confidence = { weak: 0, none: 0 };
  let lastSeen = items[0]!.askedAt;
  for (const item of items) {
    localeCounts.set(item.locale, (localeCounts.get(item.locale) ?? 0) + 1);
    confidence[item.confidence] += 1;
    if (item.askedAt > lastSeen) lastSeen = item.askedAt;
  }
  // Every text as typed (case aside), the most frequent wording's first, each wording's
  // most frequent text first: "Office in Kigali?" is an example even when it has the same
  // terms as "Do you have an office in Kigali?".
  const texts = new Set<string>();
  const distinct = members
    .flatMap((member) =>
      [...member.texts.values()]
        .sort(mostTypedFirst)
        .map((typed) => typed.item),
    )
    .filter((item) => {
      const text = item.question.trim().toLowerCase();
      if (texts.has(text)) return false;
      texts.add(text);
      return true;
    });
  return {
    key: seed.key,
    question: seed.latest.question.trim(),
    count: items.length,
    examples: distinct.slice(0, EXAMPLES).map((item) => ({
      question: item.question.trim(),
      conversationId: item.conversationId,
      askedAt: item.askedAt,
    })),
    otherWordings: distinct.slice(1).map((item) => item.question.trim()),
    locales: [...localeCounts.entries()]
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .map(([locale]) => locale),
    lastSeen,
    confidence,
    replyIds: items.map((item) => item.replyId).sort(),
  };
}

/**
 * The group a page showed under `key`, grouped again from the questions as they are now: the
 * group holding that wording (new questions may have joined it since, and are resolved with it).
 */
export function groupOf(
  groups: readonly QuestionGroup[],
  questions: readonly UnansweredQuestion[],
  key: string,
): QuestionGroup | undefined {
  const byKey = groups.find((group) => group.key === key);
  if (byKey) return byKey;
  // The wording may no longer seed its group (another became more frequent): find its reply.
  const replyIds = new Set(
    questions
      .filter((item) => wordingKey(item.question) === key)
      .map((item) => item.replyId),
  );
  return groups.find((group) => group.replyIds.some((id) => replyIds.has(id)));
}
