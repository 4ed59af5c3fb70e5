import type { Locale } from "~/i18n/locale";
import { invertedVerbKeys } from "./asked-subject";
import { foldAccents, plainFolded } from "./folded-text";
import {
  plainWords,
  processTerm,
  type QueryGroup,
} from "./knowledge-index.server";
import { conceptWords } from "./vocabulary";
import { nounsOf } from "./nouns";

/**
 * The verbs of a visitor's message, as the keys of its query groups: how the visitor puts a
 * question, which a page need not repeat while a thing is left to ask about ("do you build
 * e-visa platforms?" is answered by the e-visa page, which never says "build"; decision 057,
 * fourth round).
 */

/** French infinitives after a clitic or a modal ("m'expliquer", "pouvez-vous héberger"). */
const FRENCH_INFINITIVE =
  /\b(?:m|me|te|se|s|nous|vous|le|la|les|l|lui|leur|pouvez|pourriez|peut|peux|pouvons|voulez|voudrais|souhaite|souhaitons|faut|doit|dois|devons|devez)\s+([a-z]+(?:er|ir|re))\b/g;

/**
 * A French word after a subject or reflexive pronoun ("où se trouve", "vous offrez",
 * "s'intègre", « je ne vois »), but not after an inverted subject ("sont-ils accessibles").
 */
const FRENCH_AFTER_PRONOUN =
  /(?<![a-z'-])(?:(?:je|tu|il|elle|on|nous|vous|ils|elles|se|me|te|y)\s+|[jsmt]')(?:ne\s+|n')?([a-z]{3,})\b/g;

/** « Quelles valeurs guident… », « quels outils permettent… »: a plural verb after the question's noun. */
const FRENCH_VERB_AFTER_QUESTION_NOUN =
  /^(?:quels|quelles) [a-z]+ ([a-z]{3,}ent)\b/;

const FRENCH_FUTURE =
  /^[a-z]{3,}(?:era|eront|erait|eraient|ira|iront|irait|iraient|dra|dront|drait|draient|rra|rront|rrait|rraient)$/;

/**
 * The keys of the message's verbs: English words nouns.ts does not read as things; French
 * inverted forms ("proposez-vous"), infinitives after a clitic or a modal, and words after a
 * subject or reflexive pronoun.
 */
export function verbKeysOf(
  message: string,
  locale: Locale | undefined,
  keys: QueryGroup[],
  /** The message's nouns (nouns.ts), read once by the caller. */
  nouns: ReadonlySet<string> = nounsOf(message, locale),
): Set<string> {
  const verbs = invertedVerbKeys(message, keys);
  const add = (word: string) => {
    const key = processTerm(word);
    if (key && keys.some((group) => group.key === key)) verbs.add(key);
  };
  if (locale === "fr") {
    for (const match of plainFolded(message).matchAll(FRENCH_INFINITIVE))
      add(match[1]!);
    const folded = foldAccents(message).replace(/’/g, "'");
    for (const match of folded.matchAll(FRENCH_AFTER_PRONOUN)) add(match[1]!);
    const afterNoun = FRENCH_VERB_AFTER_QUESTION_NOUN.exec(
      plainFolded(message),
    );
    if (afterNoun) add(afterNoun[1]!);
    // « Coûtera », « faudrait »: a future or a conditional is a verb.
    for (const word of plainFolded(message).split(" "))
      if (FRENCH_FUTURE.test(word)) add(word);
    return verbs;
  }
  for (const word of plainFolded(message).split(" "))
    if (word && !nouns.has(word)) add(word);
  // "Do you support OpenID?", "does your platform support SAML?": a concept named by one verb
  // is that verb. A participle ("advertising cookies", "managed hosting") names a thing.
  for (const [token, named] of conceptWords(plainWords(message))) {
    const [word] = [...named];
    if (
      named.size === 1 &&
      word !== undefined &&
      !nouns.has(word) &&
      !/(?:ing|ed)$/.test(word) &&
      keys.some((group) => group.key === token)
    )
      verbs.add(token);
  }
  return verbs;
}
