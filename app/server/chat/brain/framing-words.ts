import english from "stopwords-en";
import french from "stopwords-fr";
import { foldAccents } from "./folded-text";

/**
 * The words of a question that frame it rather than name its subject ("something", "elsewhere",
 * "juste", "près", "sera"): the general stop-word lists of English and French (stopwords-iso),
 * which are far longer than the index's own list. They still rank a page, as a generic word
 * does, but a question is never "about" them: the site not having "something" is no reason to
 * say it does not answer "is identity verification something you offer?" (decision 057, third
 * round).
 *
 * The lists also hold nouns that can be what a question turns on ("Microsoft", "research",
 * "website", "salary"-like facts such as "years" or "number"); those are kept as subjects.
 */
const SUBJECT_NOUNS = new Set(
  (
    "microsoft netscape computer information research homepage world value problem problems " +
    "results system state states member members order orders index number numbers years opening openings " +
    "group groups goods rooms interest interests invention length width million billion trillion thousand " +
    "hundred section pages words young older oldest " +
    "valeur etat personne personnes gens maximale minimale sujet retour essai parole piece unique uniques " +
    "debut mille cent"
  ).split(" "),
);

/**
 * How a visitor frames a question without naming its subject, missing from the general lists:
 * "in one or two sentences", "in a nutshell", "in the middle of", "a lot of", « à l'agenda », « en quelques mots », « à l'horizon 2028 », and
 * chat shorthand for courtesy ("pls", "thx", « stp »), "does it make sense?", "outfit" for a company, and « bien » that asks for confirmation (« c'est bien votre client ? »).
 */
const CONVERSATIONAL_FRAMING = (
  "sentence sentences nutshell mots horizon middle midst lot lots agenda " +
  "pls plz thx ty btw fyi cheers svp stp sense outfit bien"
).split(" ");

const FRAMING = new Set(
  [...english, ...french, ...CONVERSATIONAL_FRAMING]
    .map(foldAccents)
    .filter((word) => /^[a-z]+$/.test(word) && !SUBJECT_NOUNS.has(word)),
);

/** The word (lower case, accents folded) frames a question in English or French. */
export function isFramingWord(word: string): boolean {
  return FRAMING.has(word);
}
