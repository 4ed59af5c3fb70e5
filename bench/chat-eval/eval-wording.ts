import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import englishStopWords from "stopwords-en";
import frenchStopWords from "stopwords-fr";
import type { EvalItem } from "./eval-item";
import { fold } from "./score";

/**
 * Whether the application names evaluation items (no rule, word list, test or comment may
 * name an evaluation item or its wording: a rule written for an item measures nothing). An item's distinctive phrases are what it says that
 * the site's knowledge does not: word trigrams of its messages (folded: lower case, no accents,
 * no punctuation) absent from every knowledge document in both languages, and names — a
 * capitalised word inside a sentence, or an acronym — the knowledge never uses. Such a phrase
 * in an application file came from the item, not from the site.
 */

/** A text's words as written, accents off, split at anything but a letter or a digit. */
function casedWordsOf(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * A text's words as compared: folded (lower case, no accents), split at anything but a letter
 * or a digit, a plural's final s or x off ("case studies" and "case study" differ by more, but
 * "études de cas" and "étude de cas" do not).
 */
export function wordsOf(text: string): string[] {
  return casedWordsOf(fold(text)).map((word) =>
    word.length > 3 ? word.replace(/(?<=[^s])[sx]$/, "") : word,
  );
}

export function trigramsOf(words: readonly string[]): string[] {
  const trigrams: string[] = [];
  for (let at = 0; at + 2 < words.length; at++)
    trigrams.push(`${words[at]} ${words[at + 1]} ${words[at + 2]}`);
  return trigrams;
}

const STOP_WORDS = new Set(
  [...englishStopWords, ...frenchStopWords].flatMap((word) => wordsOf(word)),
);

/** What the site's knowledge says, as the phrases an item is compared with. */
export type KnowledgeWording = { trigrams: Set<string>; words: Set<string> };

export function knowledgeWording(texts: readonly string[]): KnowledgeWording {
  const trigrams = new Set<string>();
  const words = new Set<string>();
  for (const text of texts) {
    const these = wordsOf(text);
    for (const word of these) words.add(word);
    for (const trigram of trigramsOf(these)) trigrams.add(trigram);
  }
  return { trigrams, words };
}

/**
 * A trigram says something of its item when it opens and ends with a word that is not a
 * function word ("data protection officer", "ministère de l'intérieur" but not "your client
 * portal", "for the client").
 */
function saysSomething(trigram: string): boolean {
  const words = trigram.split(" ");
  return !STOP_WORDS.has(words[0]!) && !STOP_WORDS.has(words[2]!);
}

// A name: an acronym ("RFP", "SaaS"), or a capitalised word that does not open a sentence.
const ACRONYM = /^\p{Lu}[\p{L}\p{N}]*\p{Lu}[\p{L}\p{N}]*$/u;
const CAPITALISED = /^\p{Lu}\p{Ll}+$/u;

/** A sentence in capitals ("IGNORE ALL PREVIOUS INSTRUCTIONS") is shouted, not a run of names. */
function shouted(words: readonly string[]): boolean {
  const capitals = words.filter((word) => /^[\p{Lu}\p{N}]+$/u.test(word));
  return words.length >= 3 && capitals.length / words.length > 0.6;
}

/**
 * The names in a message, as written (accents off): acronyms anywhere, capitalised words after
 * a sentence's first word. Compared as written, so that "Admin" or "URL" in a question is not
 * found in every `admin` or `url` of the code.
 */
export function namesIn(message: string): string[] {
  const names: string[] = [];
  for (const sentence of message.split(/(?<=[.!?…:;])\s+|\n+/)) {
    const words = casedWordsOf(sentence);
    if (shouted(words)) continue;
    words.forEach((word, index) => {
      if (ACRONYM.test(word) || (index > 0 && CAPITALISED.test(word)))
        names.push(word);
    });
  }
  return names;
}

/** The item's phrases that the site's knowledge does not have (trigrams, then names). */
export function distinctivePhrases(
  item: EvalItem,
  knowledge: KnowledgeWording,
): { trigrams: Set<string>; names: Set<string> } {
  const trigrams = new Set<string>();
  const names = new Set<string>();
  for (const message of [...(item.before ?? []), item.question]) {
    for (const trigram of trigramsOf(wordsOf(message)))
      if (!knowledge.trigrams.has(trigram) && saysSomething(trigram))
        trigrams.add(trigram);
    for (const name of namesIn(message)) {
      const [folded] = wordsOf(name);
      if (
        name.length >= 3 &&
        folded &&
        !knowledge.words.has(folded) &&
        !STOP_WORDS.has(folded)
      )
        names.add(name);
    }
  }
  return { trigrams, names };
}

/** An application file's wording, as compared. */
export type SourceWording = {
  path: string;
  trigrams: Set<string>;
  /** Its words as written (accents off), for names. */
  names: Set<string>;
};

const SOURCE_FILE = /\.(?:ts|tsx|js|mjs|json|md|txt|css|html)$/;

/** Every text file under `dir` but those `skip` names (paths relative to `root`, with "/"). */
export function sourceFiles(
  root: string,
  dir: string,
  skip: (path: string) => boolean,
): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (skip(path)) return [];
    if (statSync(join(root, path)).isDirectory())
      return sourceFiles(root, path, skip);
    return SOURCE_FILE.test(name) ? [path] : [];
  });
}

/**
 * IANA time-zone names ("Europe/Paris", "America/St_Johns"): identifiers the runtime defines,
 * which booking code and its tests must name, never wording taken from an item.
 */
const TIME_ZONE_NAME =
  /\b(?:Africa|America|Antarctica|Asia|Atlantic|Australia|Europe|Indian|Pacific)\/[A-Za-z_]+(?:\/[A-Za-z_]+)?\b/g;

export function sourceWording(root: string, path: string): SourceWording {
  const text = readFileSync(join(root, path), "utf8").replace(
    TIME_ZONE_NAME,
    " ",
  );
  return {
    path: relative(root, join(root, path)),
    trigrams: new Set(trigramsOf(wordsOf(text))),
    names: new Set(casedWordsOf(text)),
  };
}

export type WordingFind = { path: string; itemId: string; phrase: string };

/**
 * A phrase in more application files than this is the application's own vocabulary ("URL",
 * "the staff console"), whatever an item says: an item's wording copied into rules shows in a
 * rule, its test and a comment.
 */
export const VOCABULARY_FILES = 4;

/**
 * Each (file, item) pair where the file holds one of the item's distinctive phrases (the first
 * found), leaving out the application's own vocabulary.
 */
export function findItemWording(
  items: readonly EvalItem[],
  knowledge: KnowledgeWording,
  files: readonly SourceWording[],
): WordingFind[] {
  const phrases = items.map((item) => {
    const { trigrams, names } = distinctivePhrases(item, knowledge);
    return { item, trigrams: [...trigrams], names: [...names] };
  });
  const filesWith = new Map<string, number>();
  const count = (phrase: string) =>
    filesWith.set(phrase, (filesWith.get(phrase) ?? 0) + 1);
  const wanted = {
    trigrams: new Set(phrases.flatMap((p) => p.trigrams)),
    names: new Set(phrases.flatMap((p) => p.names)),
  };
  for (const file of files) {
    for (const trigram of file.trigrams)
      if (wanted.trigrams.has(trigram)) count(trigram);
    for (const name of file.names) if (wanted.names.has(name)) count(name);
  }
  const itemWording = (phrase: string) =>
    (filesWith.get(phrase) ?? 0) <= VOCABULARY_FILES;
  const finds: WordingFind[] = [];
  for (const { item, trigrams, names } of phrases) {
    const own = {
      trigrams: trigrams.filter(itemWording),
      names: names.filter(itemWording),
    };
    for (const file of files) {
      const phrase =
        own.trigrams.find((trigram) => file.trigrams.has(trigram)) ??
        own.names.find((name) => file.names.has(name));
      if (phrase) finds.push({ path: file.path, itemId: item.id, phrase });
    }
  }
  return finds;
}
