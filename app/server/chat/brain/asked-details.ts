/**
 * Questions whose key subject is a kind of fact, not a word (decision 057): a year ("when was
 * the company founded?") or a person's name or personal contact ("the name of the director you
 * worked with"). A page can share every other word of such a question and still not answer
 * it, so the fact itself must be there: a year in the passages, and, since our site names no
 * individual and gives no one's personal details (references are given by a person, on
 * request), never a person's.
 */

function folded(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ");
}

const ASKS_FOR_YEAR = [
  /\b(?:what|which) year\b/,
  /\bsince when\b/,
  /\bwhen (?:was|were|did)\b.*\b(?:found|establish|creat|start|incorporat|set up|began|begin)/,
  /\bhow old is (?:the|your) (?:company|firm)\b/,
  /\b(?:quelle|quelles) annees?\b/,
  /\bdepuis quand\b/,
  /\bquand\b.*\b(?:fonde|cree|etabli|lance|commence|demarre)/,
];

const PERSON =
  "(?:director|directors|manager|managers|minister|officer|officers|ceo|cto|cfo|founder|founders|president|head|contact person|referee|reference|references|directeur|directrice|directeurs|gestionnaire|ministre|responsable|pdg|fondateur|fondatrice|fondateurs|president|presidente|dirigeant|dirigeante|referent|reference|references)";
const ASKS_FOR_PERSON = [
  new RegExp(
    `\\b(?:name|names|phone number|mobile number|email|e mail|contact details) of (?:the |your |a |an |one )?(?:\\w+ ){0,2}${PERSON}\\b`,
  ),
  new RegExp(
    `\\bwho (?:is|was|are|were) (?:the |your )?(?:\\w+ ){0,2}${PERSON}\\b`,
  ),
  new RegExp(
    `\\b(?:nom|noms|numero de telephone|numero|telephone|courriel|coordonnees) (?:de la |de l |du |des |de |d une |d un |d )(?:votre |vos |notre )?(?:\\w+ ){0,2}${PERSON}\\b`,
  ),
  new RegExp(
    `\\bqui (?:est|etait|sont|etaient) (?:le |la |les |l |votre |vos )?(?:\\w+ ){0,2}${PERSON}\\b`,
  ),
];

/** "When was the company founded?", "En quelle année…": the answer is a year. */
export function asksForYear(question: string): boolean {
  const text = folded(question);
  return ASKS_FOR_YEAR.some((pattern) => pattern.test(text));
}

/** "The name of the director you worked with", "le numéro de téléphone d'une référence". */
export function asksForPerson(question: string): boolean {
  const text = folded(question);
  return ASKS_FOR_PERSON.some((pattern) => pattern.test(text));
}

/** A year (1900–2099) written in the text. */
export function namesAYear(text: string): boolean {
  return /\b(?:19|20)\d\d\b/.test(text);
}
