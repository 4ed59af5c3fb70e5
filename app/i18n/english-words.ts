import { brandNames } from "./glossary";

/**
 * English words that are not French words: a French text that has one has English left
 * behind. Function words, because every English sentence carries several and French sentences
 * none ("a", "on", "or", "an", "son", "pour" are French too and are not listed).
 */
const ENGLISH_ONLY_WORDS = new Set(
  (
    "the and of with for our your we you is are to this that from by will what how why which who " +
    "they their its be been has have was were at not can all learn read view get us more about " +
    "into than these those would should could here there when where after before over under each " +
    "every any out up our them it's we're you're don't can't won't isn't please submit send back " +
    "home next previous close open search sign"
  ).split(" "),
);

/** The English-only words of a text (brand names, e-mail addresses and URLs are not prose). */
export function englishWordsIn(text: string): string[] {
  let checked = text;
  for (const name of brandNames) checked = checked.replaceAll(name, " ");
  checked = checked.replace(/\S+@\S+|https?:\/\/\S+/g, " ");
  return checked
    .toLowerCase()
    .split(/[^\p{L}'’]+/u)
    .map((word) => word.replace(/’/g, "'"))
    .filter((word) => ENGLISH_ONLY_WORDS.has(word));
}
