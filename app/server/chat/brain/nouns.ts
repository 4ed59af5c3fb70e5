import { Tag } from "en-pos";
import type { Locale } from "~/i18n/locale";

/**
 * The nouns of a visitor's message, lower case and without accents. What a question turns on is
 * a thing: "Do you have a SOC 2 report?", "êtes-vous inscrits au registre des lobbyistes ?". A
 * verb the site never uses ("can they just use a phone, or do they have to fly drones?", "dans
 * quel délai recevrai-je une réponse ?") is how the visitor put it, not a subject the site lacks
 * (decision 057, third round).
 *
 * English: en-pos's tagger, its nouns and adjectives ("which public cloud?"). French: a word after
 * a determiner ("des lobbyistes", "de
 * salaire", "nos aéroports"), unless it reads as an infinitive ("de changer"), and in either
 * language a capitalised word inside a sentence or an acronym ("Oracle", "SOC"). There is no
 * French tagger as small: fr-compromise's types do not compile under this project's settings,
 * and it called "obtenus" a noun.
 */
export function nounsOf(text: string, locale: Locale = "en"): Set<string> {
  const nouns = locale === "fr" ? frenchNouns(text) : englishNouns(text);
  for (const word of namesIn(text)) nouns.add(word);
  return nouns;
}

/** Penn Treebank tags of nouns and adjectives. */
const SUBJECT_TAG = /^(?:NN|NNS|NNP|NNPS|JJ|JJR|JJS)$/;

function englishNouns(text: string): Set<string> {
  const tokens = text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
  const { tags } = new Tag(tokens).initial().smooth();
  const nouns = new Set<string>();
  tokens.forEach((token, at) => {
    if (SUBJECT_TAG.test(tags[at] ?? ""))
      for (const word of words(token)) nouns.add(word);
  });
  return nouns;
}

const FRENCH_DETERMINER = new Set(
  (
    "le la les l un une des du de d au aux mon ma mes ton ta tes son sa ses notre nos votre vos leur leurs " +
    "ce cet cette ces quel quelle quels quelles chaque plusieurs quelques aucun aucune"
  ).split(" "),
);
/** "De changer", "de fournir": an infinitive after "de" is a verb. */
const FRENCH_INFINITIVE = /(?:er|ir)$/;

function frenchNouns(text: string): Set<string> {
  const nouns = new Set<string>();
  const list = words(text);
  list.forEach((word, at) => {
    const before = list[at - 1];
    if (!before || !FRENCH_DETERMINER.has(before)) return;
    if ((before === "de" || before === "d") && FRENCH_INFINITIVE.test(word))
      return;
    nouns.add(word);
  });
  return nouns;
}

/** Capitalised words inside a sentence and acronyms: names, whatever the language. */
function namesIn(text: string): string[] {
  const names: string[] = [];
  for (const sentence of text.split(/[.!?]+/)) {
    const tokens = sentence.match(/[\p{L}\p{N}][\p{L}\p{N}-]*/gu) ?? [];
    tokens.forEach((token, at) => {
      const acronym = /^\p{Lu}{2,}\d*$/u.test(token);
      if (acronym || (at > 0 && /^\p{Lu}\p{Ll}/u.test(token)))
        names.push(...words(token));
    });
  }
  return names;
}

function words(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}
