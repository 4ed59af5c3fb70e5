import type { Locale } from "~/i18n/locale";
import { plainFolded } from "./folded-text";

/**
 * The nouns of a visitor's message, lower case and without accents. What a question turns on is
 * a thing: "Do you have a SOC 2 report?", "êtes-vous inscrits au registre des lobbyistes ?". A
 * verb the site never uses ("can they just use a phone, or do they have to fly drones?", "dans
 * quel délai recevrai-je une réponse ?") is how the visitor put it, not a subject the site lacks
 * (decision 057, third round).
 *
 * English: every word that does not read as a verb (below). French: a word after a determiner
 * ("des lobbyistes", "de salaire", "nos aéroports"), unless it reads as an infinitive ("de
 * changer"). In either language, a capitalised word inside a sentence or an acronym ("Oracle",
 * "SOC"). Only the words no page has are asked about, so a few rules do: a tagger (en-pos was
 * measured) answered the same on the tuned half but for one question, and brought 8 MB of
 * lexicons into the chat brain's chunk, seconds to load on a busy machine.
 */
export function nounsOf(text: string, locale: Locale = "en"): Set<string> {
  const nouns = locale === "fr" ? frenchNouns(text) : englishNouns(text);
  for (const word of namesIn(text)) nouns.add(word);
  return nouns;
}

/**
 * The people around the visitor ("how would my deputy get a login?", "an avatar of a
 * grandparent", « mon adjointe »): who the question is for, never what it turns on. A site
 * that never says "deputy" can still answer how a colleague is given access.
 */
export function namesPersonAroundVisitor(
  word: string,
  before?: string,
): boolean {
  return (
    PEOPLE_AROUND_VISITOR.has(word) ||
    (OFFICERS.has(word) && VISITOR_POSSESSIVE.has(before ?? ""))
  );
}

/** The visitor's own officers ("our CISO will ask", « notre RSSI refuse »), not ours ("your CEO"). */
const OFFICERS = new Set(
  "ciso cio cto ceo cfo dpo rssi dpd dsi ombudsman ombudsperson auditor auditors minister ministre".split(
    " ",
  ),
);
const VISITOR_POSSESSIVE = new Set(
  "our my notre mon ma nos mes an as en".split(" "),
);

const PEOPLE_AROUND_VISITOR = new Set(
  (
    "deputy deputies boss colleague colleagues coworker coworkers secretary wife husband spouse " +
    "son daughter sons daughters kid kids mother father mom mum dad grandparent grandparents " +
    "grandmother grandfather grandma grandpa uncle aunt cousin brother sister sibling siblings " +
    "friend friends adjoint adjointe adjoints patron patronne collegue collegues conjoint conjointe " +
    "epouse mari fils fille filles enfant enfants mere pere oncle tante frere soeur ami amie amis"
  ).split(" "),
);

/**
 * What comes before an English verb: a subject pronoun, "to", a negation or an adverb that
 * qualifies a verb ("they use", "do they have to fly", "can they just snap").
 */
const BEFORE_ENGLISH_VERB = new Set(
  "i you we they he she it who to not never always just also still only really actually please let lets often usually sometimes rarely typically generally normally".split(
    " ",
  ),
);
/**
 * A modal or auxiliary comes before a verb too, except where it opens a question ("Can
 * inspectors…?", "Which option do most clients…?" after a question word): its subject follows.
 */
const MODAL = new Set(
  "can could will would shall should may might must do does did".split(" "),
);
const QUESTION_WORD = new Set(
  "what which who whom whose how when where why".split(" "),
);
/** The particles of English phrasal verbs ("drop out", "hang on to", "sign up"). */
const PARTICLE = new Set("out up down off away back".split(" "));
/** What follows a verb as its object: a pronoun or a possessive ("reach me", "lose its"). */
const OBJECT = new Set(
  "me us them him it its my our their his her your".split(" "),
);
/** What "with" points back to after a verb ("cope with that", "help with it"). */
const POINTING_OBJECT = new Set("that this it them those these".split(" "));
/** A past tense or a present participle: "mentioned", "deleting". */
const ENGLISH_VERB_ENDING = /(?:ed|ing)$/;

/**
 * An English word is a thing unless it reads as a verb: after a subject, "to" or a modal inside
 * a clause, or ending in -ed or -ing without a determiner before it ("my lead mentioned",
 * "deleting it"). Unsure means a thing, which declines: the careful side.
 */
function englishNouns(text: string): Set<string> {
  const nouns = new Set<string>();
  // A clause ends at a full stop, or where ", and…" starts the next: "which one do most clients
  // pick, and how long does it take?" ends its first clause on "pick".
  for (const sentence of text.split(/[.!?;]+|,\s*(?=(?:and|or|but)\b)/i)) {
    const list = words(sentence);
    // "Which option do most of your clients pick?": the question word fronts the object, so
    // the clause after its auxiliary ends on the verb.
    const frontedObject =
      QUESTION_WORD.has(list[0] ?? "") &&
      list.slice(1, -1).some((word) => MODAL.has(word));
    list.forEach((word, at) => {
      if (
        frontedObject &&
        at === list.length - 1 &&
        !ENGLISH_DETERMINER.has(list[at - 1] ?? "")
      )
        return;
      // "Where would our data physically live?": an adverb between does not part a verb from
      // what comes before it.
      const before = isAdverb(list[at - 1]) ? list[at - 2] : list[at - 1];
      const opening = at - 1 === 0 || QUESTION_WORD.has(list[at - 2] ?? "");
      if (before && BEFORE_ENGLISH_VERB.has(before)) return;
      // "What values does the company hold?": after an auxiliary and its subject, a verb.
      const skip = isAdverb(list[at - 1]) ? 1 : 0;
      if (
        MODAL.has(list[at - 3 - skip] ?? "") &&
        ENGLISH_DETERMINER.has(list[at - 2 - skip] ?? "")
      )
        return;
      // "Which courts hear disputes?", "what clients use it?": after a question word and a
      // plural noun, the word is the clause's verb.
      if (
        at >= 2 &&
        QUESTION_WORD.has(list[at - 2] ?? "") &&
        /[^s]s$/.test(list[at - 1] ?? "") &&
        !/s$/.test(word) &&
        !MODAL.has(word)
      )
        return;
      // "Whether your website drops cookies", "if the platform supports SAML": after "whether"
      // or "if" and a subject with its determiner, a word in -s is the clause's verb.
      if (
        (list[at - 3] === "whether" || list[at - 3] === "if") &&
        ENGLISH_DETERMINER.has(list[at - 2] ?? "") &&
        /[^s]s$/.test(word)
      )
        return;
      // "The network drops out", "sign up": a word before a particle is a phrasal verb.
      if (PARTICLE.has(list[at + 1] ?? "")) return;
      // "Can your service cope with that?", "deal with it": a verb before "with" and a pronoun.
      if (
        list[at + 1] === "with" &&
        POINTING_OBJECT.has(list[at + 2] ?? "") &&
        !(before && ENGLISH_DETERMINER.has(before))
      )
        return;
      // "Would your newsletter reach me?", "the clinic loses its link": a word with an object
      // after it, and no determiner before it, is a verb.
      if (
        OBJECT.has(list[at + 1] ?? "") &&
        !(before && ENGLISH_DETERMINER.has(before))
      )
        return;
      if (before && MODAL.has(before) && !opening) return;
      // "A poor network", "proprietary": a quality is not a thing, nor is how ("physically").
      if (isEnglishAdjective(word) || isAdverb(word)) return;
      if (
        ENGLISH_VERB_ENDING.test(word) &&
        !(before && ENGLISH_DETERMINER.has(before))
      )
        return;
      nouns.add(word);
    });
  }
  return nouns;
}

/** Words in -ly that are not adverbs: nouns ("family", "assembly") and adjectives read as things. */
const NOT_ADVERBS = new Set(
  "ally rally tally family only assembly anomaly monopoly italy july butterfly supply reply".split(
    " ",
  ),
);

/** An English adverb in -ly ("physically", "really"), not a verb that ends so ("fly", "apply"). */
function isAdverb(word: string | undefined): boolean {
  return (
    word !== undefined &&
    /^[a-z]{3,}ly$/.test(word) &&
    !/(?:pply|eply|mply)$/.test(word) &&
    !NOT_ADVERBS.has(word)
  );
}

/** Common English adjectives, and the endings most adjectives have ("proprietary", "neutral"). */
const ENGLISH_ADJECTIVE = new Set(
  (
    "poor bad good small big large fake new old low high weak strong fast slow cheap whole real main " +
    "best worst early late short long free open own other same different simple easy hard full " +
    // The visitor's qualifiers ("solid SAML work", "the usual mistakes", "is that normal?").
    "solid usual normal typical common actual basic general specific concrete proper regular " +
    "major minor serious initial whole certain various several main extra"
  ).split(" "),
);
const ENGLISH_ADJECTIVE_ENDING = /(?:ary|ous|ive|ful|less|able|ible|ical)$/;

/** Adjectives whose comparative and superlative a visitor uses ("a lighter engagement", "the tightest grip"). */
const GRADABLE = new Set(
  (
    "light tight quick close clear safe near heavy deep wide narrow rich broad smooth lean loose " +
    "poor small big large new old low high weak strong fast slow cheap short long easy hard full simple"
  ).split(" "),
);

/** "Lighter", "tightest", "bigger", "easiest": the base adjective, when the word is one's degree. */
function gradedBase(word: string): string | null {
  const ending = /^(.{3,}?)(?:er|est)$/.exec(word);
  if (!ending) return null;
  const stem = ending[1]!;
  for (const base of [
    stem,
    `${stem}e`,
    stem.replace(/([b-df-hj-np-tv-z])\1$/, "$1"),
    stem.replace(/i$/, "y"),
  ])
    if (GRADABLE.has(base)) return base;
  return null;
}

function isEnglishAdjective(word: string): boolean {
  return (
    ENGLISH_ADJECTIVE.has(word) ||
    gradedBase(word) !== null ||
    (word.length > 5 && ENGLISH_ADJECTIVE_ENDING.test(word))
  );
}

const ENGLISH_DETERMINER = new Set(
  "a an the my your our their his her its this that these those some any no each every which what whose".split(
    " ",
  ),
);

const FRENCH_DETERMINER = new Set(
  (
    "le la les l un une des du de d au aux mon ma mes ton ta tes son sa ses notre nos votre vos leur leurs " +
    "ce cet cette ces quel quelle quels quelles chaque plusieurs quelques aucun aucune"
  ).split(" "),
);
/** The subject pronouns of French, and the object pronouns that look like articles after them. */
const FRENCH_SUBJECT = new Set(
  "je j tu il elle on nous vous ils elles".split(" "),
);
const FRENCH_OBJECT = new Set("le la les l".split(" "));
/** "De changer", "de fournir": an infinitive after "de" is a verb. */
const FRENCH_INFINITIVE = /(?:er|ir)$/;

/** Common French adjectives, which follow a determiner too (« un petit projet »). */
const FRENCH_ADJECTIVE = new Set(
  (
    "petit petite petits petites grand grande grands grandes bon bonne bons bonnes nouveau nouvelle " +
    "nouveaux nouvelles gros grosse faible faibles fort forte vrai vraie seul seule meme autre autres " +
    "premier premiere dernier derniere propre propres normal normale normaux normales usuel " +
    "vieux vieille vieilles ancien ancienne anciens anciennes mauvais mauvaise mauvaises " +
    "usuelle habituel habituelle courant courante courants courantes typique typiques concret concrete"
  ).split(" "),
);

function frenchNouns(text: string): Set<string> {
  const nouns = new Set<string>();
  const list = words(text);
  list.forEach((word, at) => {
    const before = list[at - 1];
    if (FRENCH_ADJECTIVE.has(word)) return;
    // « Des contrats en alternance », « en télétravail » : a thing after « en », but not a
    // gerund (« en travaillant ») nor a verb after the pronoun « en » (« vous en avez »).
    // (« Recrutez-vous en alternance ? »: a subject after its verb is no pronoun « en » before one.)
    const subjectBefore =
      FRENCH_SUBJECT.has(list[at - 2] ?? "") &&
      !/(?:ez|ons)$/.test(list[at - 3] ?? "");
    if (
      before === "en" &&
      !subjectBefore &&
      !/(?:ant|ez|ons|ont|ai|ais|ait|aient|er|ir)$/.test(word)
    ) {
      nouns.add(word);
      return;
    }
    if (!before || !FRENCH_DETERMINER.has(before)) return;
    if ((before === "de" || before === "d") && FRENCH_INFINITIVE.test(word))
      return;
    // "Est-ce compatible ?": after "est", "ce" is the pronoun of the question, not a determiner.
    if (before === "ce" && list[at - 2] === "est") return;
    // « Si je les reprends », « on la supprime » : after a subject, "les" or "la" is the object
    // of a verb, not an article.
    if (FRENCH_SUBJECT.has(list[at - 2] ?? "") && FRENCH_OBJECT.has(before))
      return;
    nouns.add(word);
  });
  return nouns;
}

/**
 * Capitalised words inside a sentence, acronyms and words with a capital after a small letter
 * ("clicSÉQUR", "OVHcloud"): names, whatever the language.
 */
export function namesIn(text: string): string[] {
  const names: string[] = [];
  for (const sentence of text.split(/[.!?]+/)) {
    const tokens = sentence.match(/[\p{L}\p{N}][\p{L}\p{N}-]*/gu) ?? [];
    tokens.forEach((token, at) => {
      const acronym = /^\p{Lu}{2,}\d*$/u.test(token);
      const inner = /\p{Ll}\p{Lu}|^\p{Lu}{2,}\p{Ll}/u.test(token);
      if (acronym || inner || (at > 0 && /^\p{Lu}\p{Ll}/u.test(token)))
        names.push(...words(token));
    });
  }
  return names;
}

function words(text: string): string[] {
  return plainFolded(text).split(" ").filter(Boolean);
}
