/**
 * How the vocabulary's concepts (vocabulary-concepts.ts, decision 057) are found in a text: a
 * text that contains one of a concept's phrases also carries the concept's token, in the index
 * and in the question alike, so the question's word finds the page's.
 */
import { CONCEPTS } from "./vocabulary-concepts";

/**
 * Concepts that name an aspect of any subject, not a subject: "how long?", "any results?",
 * "what does it cost?", "is there training?". A short message that asks only about them after a
 * topic asks about that topic (decision 057, follow-ups).
 */
const FACETS = new Set(
  [
    "duration",
    "golive",
    "price",
    "evidence",
    "client",
    "support",
    "training",
    "security",
    "privacy",
    "uptime",
    "deliverable",
    // "How many people?" after a topic: the people it served.
    "peoplecount",
    // "How long before I hear back?" after the hiring process: hearing back about that.
    "hearback",
  ].map((name) => `qz${name}qz`),
);

export function isFacet(key: string): boolean {
  return FACETS.has(key);
}

/**
 * The concepts the privacy, cookie and terms pages answer: a visitor's own data, how long it is
 * kept, cookies, the terms of use. Those pages name addresses, telephone numbers and durations
 * of every kind, so they answer only a question about them (decision 057, third round).
 */
export const LEGAL_CONCEPTS: ReadonlySet<string> = new Set(
  [
    "privacy",
    "cookie",
    "retention",
    "legalterms",
    "governinglaw",
    "nationality",
    "chatrecord",
    "nda",
    "liability",
  ].map((name) => `qz${name}qz`),
);

/** The tokens of the concepts a case study stands for by what it is: a client's results. */
export const CASE_STUDY_CONCEPTS = ["evidence", "client"].map(
  (name) => `qz${name}qz`,
);

/** Every concept token ends in this letter pair, which no word of either language ends in. */
const MARK = "qz";

export function isConceptToken(term: string): boolean {
  return term.startsWith(MARK) && term.endsWith(MARK);
}

type Phrase = {
  words: string[];
  token: string;
  /** "~saml": the page's word carries the concept, a visitor's does not (asked for by name, it is that name). */
  pageOnly?: boolean;
};

const PHRASES_BY_FIRST_WORD = new Map<string, Phrase[]>();
/** "!national protocols": words that, together, never carry the concept (clinical protocols are not sign-in ones). */
const EXCEPTIONS_BY_FIRST_WORD = new Map<string, Phrase[]>();
for (const [name, phrases] of Object.entries(CONCEPTS)) {
  for (const phrase of phrases) {
    const exception = phrase.startsWith("!");
    const pageOnly = phrase.startsWith("~");
    const words = (exception || pageOnly ? phrase.slice(1) : phrase).split(" ");
    const byFirstWord = exception
      ? EXCEPTIONS_BY_FIRST_WORD
      : PHRASES_BY_FIRST_WORD;
    const list = byFirstWord.get(words[0]!) ?? [];
    list.push({
      words,
      token: `${MARK}${name}${MARK}`,
      ...(pageOnly ? { pageOnly } : {}),
    });
    byFirstWord.set(words[0]!, list);
  }
}

/** The positions of the words each concept's exceptions cover, by concept token. */
function exceptedPositions(words: string[]): Map<string, Set<number>> {
  const excepted = new Map<string, Set<number>>();
  words.forEach((word, i) => {
    for (const phrase of EXCEPTIONS_BY_FIRST_WORD.get(word) ?? []) {
      if (!phraseAt(phrase, words, i)) continue;
      const set = excepted.get(phrase.token) ?? new Set<number>();
      for (const k of phrase.words.keys()) set.add(i + k);
      excepted.set(phrase.token, set);
    }
  });
  return excepted;
}

/**
 * The concept phrases found in the words, each with where it starts, less those an exception
 * covers; a page's text (the index) also carries its page-only phrases.
 */
function phrasesIn(
  words: string[],
  onPage: boolean,
): Array<{ phrase: Phrase; at: number }> {
  const excepted = exceptedPositions(words);
  const found: Array<{ phrase: Phrase; at: number }> = [];
  words.forEach((word, i) => {
    for (const phrase of PHRASES_BY_FIRST_WORD.get(word) ?? []) {
      if (phrase.pageOnly && !onPage) continue;
      if (!phraseAt(phrase, words, i)) continue;
      const covered = excepted.get(phrase.token);
      if (covered && phrase.words.some((_, k) => covered.has(i + k))) continue;
      found.push({ phrase, at: i });
    }
  });
  return found;
}

/**
 * The phrase is at `i` in the words: every word as written, and the last word of a phrase of
 * several also in its plural ("electronic travel authorisations"). A one-word phrase lists its
 * plural itself, where it means the same ("accessible" is a concept, "accessibles" a word).
 */
function phraseAt(phrase: Phrase, words: string[], i: number): boolean {
  const last = phrase.words.length - 1;
  return phrase.words.every(
    (part, k) =>
      words[i + k] === part ||
      (k === last &&
        last > 0 &&
        part.length >= 4 &&
        (words[i + k] === `${part}s` || words[i + k] === `${part}x`)),
  );
}

/** The concept tokens a sequence of normalised words carries (each once, in order of appearance). */
export function conceptTokens(words: string[], onPage = true): string[] {
  const found: string[] = [];
  for (const { phrase } of phrasesIn(words, onPage))
    if (!found.includes(phrase.token)) found.push(phrase.token);
  return found;
}

/** The words of each concept phrase a sequence carries, by concept token (to know which words a concept stands for). */
export function conceptWords(words: string[]): Map<string, Set<string>> {
  const byToken = new Map<string, Set<string>>();
  for (const { phrase, at } of phrasesIn(words, false)) {
    const set = byToken.get(phrase.token) ?? new Set<string>();
    // The words as written, a plural last word included.
    for (const k of phrase.words.keys()) set.add(words[at + k]!);
    byToken.set(phrase.token, set);
  }
  return byToken;
}

/**
 * Light stemming for English and French: plurals and the common endings of verbs and nouns
 * go ("partners" → "partner", "submitted" → "submit", "hôpitaux" → "hopital", accents are
 * already gone), and a long word keeps its first eight letters, so "deployment" and "deploy"
 * meet. Applied to the index and the question alike.
 */
export function stem(term: string): string {
  if (term.length <= 3 || /\d/.test(term) || isConceptToken(term)) return term;
  let base = term;
  // "Bureaux", "réseaux": the plural of -eau; "hôpitaux": of -al.
  if (base.endsWith("eaux")) base = base.slice(0, -1);
  else if (base.endsWith("aux") && base.length > 5)
    base = `${base.slice(0, -3)}al`;
  else if (base.endsWith("ies") && base.length > 4)
    base = `${base.slice(0, -3)}y`;
  else if (/(?:ch|sh|x|ss|z)es$/.test(base)) base = base.slice(0, -2);
  else if (base.endsWith("s") && !/(?:ss|us|is)$/.test(base))
    base = base.slice(0, -1);
  const trimmed = base.replace(/(?:ments?|ings?|ed|ees?|e)$/, "");
  if (trimmed.length >= 4) base = trimmed;
  // "submitted" → "submitt" → "submit": a doubled last consonant left by an ending.
  if (/([b-df-hj-np-tv-z])\1$/.test(base) && base !== term)
    base = base.slice(0, -1);
  return base.slice(0, 8);
}
