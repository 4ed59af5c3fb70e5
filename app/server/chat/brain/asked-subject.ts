import {
  plainWords,
  processTerm,
  type QueryGroup,
} from "./knowledge-index.server";
import { plainFolded } from "./folded-text";
import { conceptWords, stem } from "./vocabulary";
import { isFramingWord } from "./framing-words";

/**
 * The visitor's own words for what a question is about and the site does not say (decision
 * 057): "Our site does not say anything about “professional liability insurance”" opens a
 * not-found reply with the question's subject, so the first sentence answers the question.
 *
 * The subject is the most telling key term the site leaves unanswered (one no page has first,
 * then the rarest), widened to the other unanswered terms written next to it (at most one
 * small word between: "assureur en responsabilité"), so a noun phrase stays whole. Only letters,
 * apostrophes and hyphens are kept, and at most a few words: the visitor's text is quoted, never
 * an instruction or a figure, and a reply built from it still carries no digit.
 */

/** A noun phrase longer than this is a clause: the reply names its core only. */
const MAX_SUBJECT_WORDS = 4;

type Word = { surface: string; keys: Set<string> };

export function wordsOf(text: string, groups: QueryGroup[]): Word[] {
  const surfaces = text.match(/[\p{L}][\p{L}'’-]*/gu) ?? [];
  return surfaces.map((surface) => {
    const keys = new Set<string>();
    // "e-visa", "go-live": the plain words of one written word (the vocabulary reads them apart).
    const plain = plainWords(surface);
    const concepts = conceptWords(plain);
    for (const group of groups) {
      if (concepts.has(group.key)) keys.add(group.key);
      for (const word of plain)
        if (processTerm(word) === group.key) keys.add(group.key);
    }
    // "d'employés" names employés: a French elided article is not part of the subject.
    const bare = surface
      .replace(/^['’-]+|['’-]+$/g, "")
      .replace(/^(?:qu|[cdjlmnst])['’](?=\p{L})/iu, "");
    return { surface: bare, keys };
  });
}

/**
 * The visitor's words for the first of `wanted` (keys, most telling first) that the text
 * names, widened to the key words around it; null when the text names none of them.
 */
export function askedSubject(
  text: string,
  groups: QueryGroup[],
  wanted: string[],
  /** Keys no page of the site has: a name among them is never repeated. */
  unknownKeys: ReadonlySet<string> = new Set(),
): string | null {
  // Widened only to other terms the site leaves unsaid: "does not say anything about" stays true.
  const keyed = new Set(wanted);
  const named = namesGiven(text);
  const words = wordsOf(text, groups);
  const keyedWord = (word: Word | undefined) =>
    word !== undefined &&
    !unquotable(word.surface, named) &&
    [...word.keys].some((key) => keyed.has(key));
  // (Not a word that frames the question: « c'est bien votre client ? » is no subject's « bien ».)
  const anyKeyWord = (word: Word | undefined) =>
    word !== undefined &&
    !unquotable(word.surface, named) &&
    !isFramingWord(plainFolded(word.surface)) &&
    word.keys.size > 0;
  for (const key of wanted) {
    const at = words.findIndex((word) => word.keys.has(key));
    if (at < 0 || unquotable(words[at]!.surface, named)) continue;
    const span = (isKey: (word: Word | undefined) => boolean) => {
      let [start, end] = [at, at];
      const grow = (step: -1 | 1) => {
        for (;;) {
          if (end - start + 1 >= MAX_SUBJECT_WORDS) return;
          const edge = step < 0 ? start : end;
          if (isKey(words[edge + step])) {
            if (step < 0) start--;
            else end++;
          } else if (
            end - start + 2 < MAX_SUBJECT_WORDS &&
            isKey(words[edge + 2 * step]) &&
            (words[edge + step]?.surface.length ?? 9) <= 3
          ) {
            // "assureur en responsabilité": one small word between two key words joins them.
            if (step < 0) start -= 2;
            else end += 2;
          } else return;
        }
      };
      grow(1);
      grow(-1);
      return words.slice(start, end + 1);
    };
    // A place or an organisation the site never names ("an office in Dakar") is not repeated:
    // it would read as ours. It stands as "…" beside the words around it ("office in …").
    const unknownName = (word: Word) =>
      isUnknownName(word, words.indexOf(word), unknownKeys);
    let phrase = span(keyedWord);
    if (phrase.every(unknownName)) phrase = span(anyKeyWord);
    // A name no page has, alone: the next term the site leaves unsaid may still be quoted.
    if (phrase.every(unknownName)) continue;
    // "Senegal or Ghana", « Kenya est » : names the site never gives, joined by small words,
    // leave nothing to quote ("… or …").
    if (
      phrase.every(
        (word) =>
          unknownName(word) ||
          word.keys.size === 0 ||
          isFramingWord(plainFolded(word.surface)),
      )
    )
      continue;
    return phrase
      .map((word) => (unknownName(word) ? "…" : word.surface))
      .join(" ");
  }
  return null;
}

/** Acronyms of roles and of the trade, which name no organisation. */
const COMMON_ACRONYMS = new Set(
  (
    "ceo cto cio cfo coo ciso cdo cpo hr it ai ml api apis sla slas kyc aml rfp rfi rfq sso " +
    "ux ui qa pdf csv saas paas iaas vpn mfa otp gdpr dsi pdg drh tjm rssi dpo"
  ).split(" "),
);

/** Month and day names are capitalised in English without naming a place or an organisation. */
const CALENDAR_WORDS = new Set(
  (
    "january february march april may june july august september october november december " +
    "monday tuesday wednesday thursday friday saturday sunday"
  ).split(" "),
);

/**
 * A word capitalised inside its sentence, or an acronym, that no page of the site has ("Dakar",
 * "IMF"): the name of a place or an organisation the site never gives.
 */
function isUnknownName(
  word: Word,
  at: number,
  unknownKeys: ReadonlySet<string>,
): boolean {
  return (
    // An acronym ("IMF", « BAD ») anywhere, but not a role's or a trade's ("CEO", "SLA");
    // a capitalised word inside its sentence.
    ((/^\p{Lu}{2,}$/u.test(word.surface) &&
      !COMMON_ACRONYMS.has(word.surface.toLowerCase())) ||
      (at > 0 && /^\p{Lu}\p{Ll}/u.test(word.surface))) &&
    !CALENDAR_WORDS.has(word.surface.toLowerCase()) &&
    word.keys.size > 0 &&
    [...word.keys].every((key) => unknownKeys.has(key))
  );
}

/**
 * Words the reply never repeats: a code an injection asks to be printed ("BLUE-FALCON-OK"),
 * and, in a message that credits us with work ("you built Peru's tax portal?"), the names it
 * gives: "our site does not say anything about Peru" would put a client the site never
 * claims into our reply. The reply then says it could not find that. A name asked about
 * without such a claim is quoted when a page has it; one no page has ("an office in
 * Singapore?") stands as "…" beside its words ("office in …"; isUnknownName).
 */
function unquotable(surface: string, named: ReadonlySet<string>): boolean {
  return (
    /^(?=.*\p{Lu}{2})(?=.*[-_\d])/u.test(surface) ||
    /^\p{Lu}{6,}$/u.test(surface) ||
    named.has(surface)
  );
}

/**
 * "You built…", "is that one of yours?", « vous avez réalisé… », « c'est bien vous ? », "does
 * Chile use your platform?", and a name put up for confirmation ("…was it Peru, right?",
 * « …c'est le Pérou, non ? »): the message suggests a client.
 */
const CREDITS_US_WITH_WORK =
  /\b(?:you(?: guys)?(?: have| had)? (?:built|did|done|made|delivered|designed|developed|implemented|ran|run|worked (?:for|with|on))|(?:one|project|work|client) of yours|(?:was|is) (?:that|it|this) (?:you|yours)|vous (?:avez|aviez) (?:realise|construit|concu|fait|livre|developpe|mis en place|travaille)|c est (?:bien )?vous|(?:l un|un) de vos (?:projets|clients)|c est bien|was (?:it|that|the client)|(?:signed|contracted|partnered|sign) (?:with|up with) you|(?:signe|contracte|traite) avec (?:vous|le|la|les|l)|your (?:client|customer) (?:is|was|in|there|for)|one of your (?:clients|customers)|(?:a|an) (?:client|customer) of (?:yours|kestrel)|(?:votre|vos) clients? (?:est|etait|c est|s appelle|au|en|a)|(?:use|uses|using|used|signed up for|sign up for|bought|buy|deployed|adopted|run|runs) (?:your|you|kestrel)|(?:utilise|utilisent|utilisait|a adopte|ont adopte|a achete|ont achete|exploite|exploitent) (?:votre|vos|kestrel))\b|(?:\bright|\bcorrect|\bisn t it|\bwasn t it|\bn est ce pas|\bnon|\bc est ca|\bpas vrai|\bexact)\s*$/;

/** In a message that credits us with work, the capitalised words inside a sentence ("Peru's", « Lima »), not acronyms: names. */
function namesGiven(text: string): Set<string> {
  const names = new Set<string>();
  if (!CREDITS_US_WITH_WORK.test(plainFolded(text))) return names;
  for (const sentence of text.split(/(?<=[.!?:])\s+|\n+/)) {
    const surfaces = sentence.match(/[\p{L}][\p{L}'’-]*/gu) ?? [];
    surfaces.forEach((surface, at) => {
      if (at > 0 && /^\p{Lu}\p{Ll}/u.test(surface))
        names.add(surface.replace(/^['’-]+|['’-]+$/g, ""));
    });
  }
  return names;
}

// "What is the maximum file size for…", "Quelle est la taille maximale de…": what the question
// asks for comes between its opening and the first preposition; the rest says of what.
const ASKED_FOR = [
  /^\s*(?:what|which)(?: is|'s|’s| are| was| were| would be) (?:the |your |a |an )?((?:[\p{L}'’-]+ ){0,3}?[\p{L}'’-]+) (?:of|for|in|on|at|to|with|from|that|when|if|by|per)\b/iu,
  /^\s*(?:quel|quelle|quels|quelles) (?:est|sont|serait|seraient|était|étaient)(?:-(?:il|elle|ils|elles))? (?:le |la |les |l'|l’|votre |vos |un |une )?((?:[\p{L}'’-]+ ){0,3}?[\p{L}'’-]+) (?:de|du|des|d'|d’|pour|dans|en|sur|à|au|aux|avec|que|qui|par)\b/iu,
];

const PARTICIPLE = /(?:ing|ed)$/i;
const ARTICLE_BEFORE_ASKED =
  /^\s*\S+(?: is|'s|’s| are| was| were| would be) (?:the|your|a|an) /i;

/**
 * Heads a page answers without naming them: "the role of officers", "the benefits of sovereign
 * cloud", "la différence entre…" ask about Y, and a page about Y says it in its own words.
 */
const ABSTRACT_HEADS = new Set(
  (
    "role roles benefit benefits advantage advantages purpose point difference differences approach " +
    "process goal goals aim idea value impact scope status meaning importance use usage nature content " +
    "contents feature features detail details type types kind kinds main key best first next " +
    "role roles avantage avantages benefice benefices but buts objectif objectifs interet difference " +
    "differences approche processus demarche valeur valeurs portee importance utilite nature contenu " +
    "fonctionnalites details type types principal principale principaux principales premier premiere prochaine " +
    // "The exact address", « l'adresse exacte »: how precisely, not what, is asked for.
    "exact exacte exactes precise precises complete completes full entire " +
    // "The French edition": a version of what the page offers in that language.
    "edition editions version versions"
  ).split(" "),
);

const ABSTRACT_KEYS = new Set([...ABSTRACT_HEADS].map(stem));

/** "Benefits", "avantages": a word no page has that says nothing of what the question is about. */
export function isAbstractKey(key: string): boolean {
  return ABSTRACT_KEYS.has(key);
}

/**
 * The keys of what a "what is the X of Y" question asks for: every word of X that counts
 * ("salary range" → salary, range), as the question's groups name them. Empty when the question
 * is not put that way, X's head noun (the last word that counts in English, the first in French)
 * is abstract ("the role of…"), or X is only generic or framing words.
 */
export function askedForKeys(text: string, groups: QueryGroup[]): Set<string> {
  for (const [i, pattern] of ASKED_FOR.entries()) {
    const match = pattern.exec(text);
    const wanted = match?.[1];
    if (!match || !wanted) continue;
    // "What is Kestrel aiming for…", "what is the company planning for…": an English X ending on
    // a participle with no article before it, or after a subject that names us, is a verb's
    // clause, not a thing asked for.
    const wantedWords = wordsOf(wanted, groups);
    const subject = wantedWords.at(-2);
    if (
      i === 0 &&
      PARTICIPLE.test(wanted) &&
      (!ARTICLE_BEFORE_ASKED.test(match[0]) ||
        (subject !== undefined &&
          groups.some((group) => group.generic && subject.keys.has(group.key))))
    )
      return new Set();
    const counted = wantedWords.filter((word) => word.keys.size);
    const head = i === 0 ? counted.at(-1) : counted[0];
    if (!head || ABSTRACT_HEADS.has(plainWords(head.surface).join(" ")))
      return new Set();
    // "The salary range", "the guaranteed response time": every word of X is asked for, not only
    // its head, or "range" alone (a page's "cost ranges") would answer a salary question.
    return new Set(
      counted
        .filter(
          (word) => !ABSTRACT_HEADS.has(plainWords(word.surface).join(" ")),
        )
        .flatMap((word) => [...word.keys]),
    );
  }
  return new Set();
}

const HOW_MANY = [
  /\bhow many ([\p{L}'’-]+)/iu,
  /\bcombien (?:de |d'|d’)([\p{L}'’-]+)/iu,
];

/**
 * The keys of what "how many X?" / "combien de X ?" counts: a page answers it only with a
 * sentence that gives a figure and names X ("1M+ citizens verified"), not one that names an
 * employer for "how many employees?".
 */
export function countedKeys(text: string, groups: QueryGroup[]): Set<string> {
  for (const pattern of HOW_MANY) {
    const counted = pattern.exec(text)?.[1];
    if (counted)
      return new Set(
        wordsOf(counted, groups).flatMap((word) => [...word.keys]),
      );
  }
  return new Set();
}

/**
 * The verb of a French question put as "Luttez-vous contre…", "Gérez-vous…": it says what the
 * visitor asks us to do about the subject, so it is never the unknown word the question turns on.
 */
export function invertedVerbKeys(
  text: string,
  groups: QueryGroup[],
): Set<string> {
  const verbs = [
    ...text.matchAll(/(\p{L}+)-(?:t-)?(?:vous|nous|ils?|elles?|on)\b/giu),
  ].map((match) => match[1]!);
  return new Set(
    verbs.flatMap((verb) =>
      wordsOf(verb, groups).flatMap((word) => [...word.keys]),
    ),
  );
}
