import { withinOneEdit } from "~/domain/chat/detect-intent";
import MiniSearch from "minisearch";
import type { Locale } from "~/i18n/locale";
import type {
  DocumentPassage,
  KnowledgeDocument,
  KnowledgeKind,
} from "./knowledge-document.server";
import {
  conceptTokens,
  conceptWords,
  isConceptToken,
  stem,
} from "./vocabulary";
import { foldAccents } from "./folded-text";
import { isFramingWord } from "./framing-words";

/**
 * A full-text index over every sentence of the chat's knowledge documents (minisearch). A
 * sentence is the unit: the offline brain quotes whole sentences, so the index tells it which
 * ones, and a document's score is built from its best sentences. The title is indexed with
 * each sentence (boosted), so "AftrLife" finds the AftrLife page even where a sentence does
 * not repeat the name.
 */

const STOP_WORDS = new Set(
  (
    "a an and are as at be but by can could did do does doing for from get got had has have how i if in into is it its " +
    "just like me more my no not of on or our ours please say so some tell than that the their them then there these " +
    "they this those to too us was we were what when where which who whom why will with would you your yours about " +
    "know want need help hi hello hey thanks thank also any all very much many kestrel okay ok yes use using used " +
    "share show see give put offer provide make handle keep explain describe work works worked working anywhere " +
    "thing things stuff way ways " +
    // French (decision 055): the words of a French question that say nothing about its subject.
    "le la les un une des du de au aux et ou est sont vous nous votre vos notre nos je me mon ma mes il elle ils " +
    "elles qui que qu quoi quel quelle quels quelles comment combien pourquoi dans pour par sur avec sans ce cet " +
    "cette ces ca cela en ne pas se sa ses leur leurs etre avoir avez avons ai peut pouvez pourriez voudrais " +
    "voulez faire faites fait offrez proposez parlez parler dire dites savoir bonjour merci svp plait oui non " +
    "aussi tres plus moins tout tous toute toutes parle moi pis " +
    // What a question says around its subject, in either language.
    "take takes taking typically usually exactly really able possible currently happen happens happened look looks " +
    "whether does doesn isn aren won can't cant should shall might may must one ones kind sort " +
    "on y ya donc alors chez apres avant offre offrir fournissez fournir utilisez utiliser est-ce quelles " +
    "quand depuis donner donnez transmettre transmettez envoyer envoyez indiquer indiquez communiquer " +
    "real actual concrete concret concrets concretes tangible tangibles reel reels been being somewhere " +
    // The French of "exactly", "really", "actually", "currently", "usually": they frame a question.
    "exactement precisement concretement vraiment reellement actuellement generalement habituellement " +
    // "Voir", "utilisé" are the French of the stop words "see" and "used"; "si" is "if".
    "voir si goes went going utilise utilises utilisee utilisees " +
    "someone somebody page seulement uniquement only actually exactly roughly just tell right now currently today existe existent possible peux puis pourrait prend prennent faut gerez gerer gere traitez traiter " +
    // The verb of a French question put as "Occupez-vous de…", "Intervenez-vous en…": what is asked
    // about follows it. And the words that only compare ("a similar project").
    "occupez occuper intervenez intervenir travaillez travailler accompagnez accompagner aidez aider " +
    "realisez realiser menez mener couvrez couvrir connaissez connaitre soutenez soutenir assurez " +
    "fonctionne fonctionnent marche marchent similar similaire similaires semblable semblables comparable comparables pareil"
  ).split(" "),
);

/** A text's words, normalised (no accents, lower case), without the concept tokens. */
export function plainWords(text: string): string[] {
  return (
    // "The US office", "USA": the United States, before the fold makes "US" the word "us".
    foldAccents(
      text.replace(
        /\b(?:U\.S\.A?\.?|USA|US)(?![\p{L}\p{N}])/gu,
        "United States",
      ),
    )
      .replace(/\be-?visas?\b/g, "evisa visa")
      // « Pièce jointe » is an attachment, never a "piece" (an article).
      .replace(/\bpieces? jointes?\b/g, "piecejointe")
      // "Hand the platform over", "take it over": the phrasal verb, its object apart.
      .replace(
        /\b(hand|take|turn) (it|them|this|that|everything|the \w+|our \w+|the whole \w+) over\b/g,
        "$1 over $2",
      )
      // "A certified AWS partner", "a Microsoft Gold partner": the programme's word before the
      // vendor's name, so the phrase the vocabulary knows ("certified partner") meets.
      .replace(
        /\b(official|certified|accredited|authori[sz]ed|registered|gold|silver|platinum|premier) ((?:[a-z0-9-]+ ){1,2})partner\b/g,
        "$1 partner $2",
      )
      .replace(/\bartificial intell?igence\b/g, "ai")
      // French "j'ai", "n'ai", "ai-je" are the verb avoir, never the English "AI".
      .replace(/\b[jn]['’]\s?ai\b|\bai-je\b/g, " ")
      // "In practice", "quelque part", « c'est normal ? », "off the table", "from scratch" frame a
      // question ("what did it get in practice?"); they name no subject, and neither does our
      // own name ("Kestrel Civic").
      .replace(
        /\b(?:in practice|en pratique|dans la pratique|quelque part|nulle part|d['’ ]un (?:seul )?coup|(?<=kestrel )civic|c['’ ]est normal|est[- ]ce normal|is (?:that|this|it) normal|(?:off|on) the table|from scratch)\b/g,
        " ",
      )
      .split(/[^a-z0-9]+/)
      .filter(Boolean)
  );
}

/**
 * A text's words, then the tokens of the concepts it names (vocabulary-concepts.ts), so synonyms meet;
 * a page's text also carries the concepts its names stand for ("SAML" is a protocol there).
 */
export function tokenize(text: string, onPage = true): string[] {
  const words = plainWords(text);
  const concepts = conceptTokens(words, onPage);
  // "Have you got real numbers from a deployment?": a page's measured result ("20%", "1M+",
  // "3× faster") is one of the figures asked for, though the page never says "figures". Its
  // own token, which the question's figures group also matches (queryGroups), so that the
  // pages that do say "figures" keep that word's weight.
  if (onPage && MEASURED_FIGURE.test(text)) concepts.push(MEASURED);
  // "How many people?": a figure that counts people ("120 pilot participants").
  if (onPage && PEOPLE_COUNTED.test(text)) concepts.push(PEOPLE_COUNT);
  return [...words, ...concepts];
}

const PEOPLE_COUNTED =
  /\d[\d.,]*\s?(?:[MK]\+?|k\+?|\+|million|thousand|mille)?\s+(?:[\p{L}-]+\s+){0,2}(?:participants?|citizens|users|patients|families|residents|applicants|taxpayers|people|persons|individuals|travell?ers|citoyens|usagers|utilisateurs|familles|personnes|demandeurs|contribuables|voyageurs|r[ée]sidents)(?![\p{L}\p{N}])/iu;
const PEOPLE_COUNT = "qzpeoplecountqz";

/** A measured result as a page states it: a percentage, a multiple, a count in thousands or millions. */
const MEASURED_FIGURE =
  /\d(?:[\d.,\s\u00a0\u202f]*\d)?\s?(?:%|×|x(?![\p{L}\p{N}])|[MK]\+|k\+|million|percent|per cent|pour cent)/iu;
const FIGURES = "qzfiguresqz";
const MEASURED = "qzmeasuredqz";

export function processTerm(term: string): string | null {
  return term.length < 2 || STOP_WORDS.has(term) ? null : stem(term);
}

/** The query's own words that count for matching (stop words and single letters dropped). */
export function queryTerms(query: string): string[] {
  return [
    ...new Set(
      tokenize(query, false)
        .map(processTerm)
        .filter((term): term is string => term !== null),
    ),
  ];
}

type Entry = { id: number; title: string; text: string };

const MAX_SENTENCES_SCORED = 300;

export type RetrievedSentence = { index: number; text: string; score: number };
export type RetrievedDocument = {
  document: KnowledgeDocument;
  score: number;
  /** Best first. */
  sentences: RetrievedSentence[];
  /** Which of the query's terms this document matched (exactly, by prefix or within a typo). */
  matchedTerms: Set<string>;
};

export type Retrieval = { terms: string[]; documents: RetrievedDocument[] };

export type KnowledgeIndex = {
  documents: KnowledgeDocument[];
  /** Every page's passages (not curated answers'), in page order. */
  passages: Passage[];
  /**
   * Passages that match the question's groups of terms, best first, each with the groups it
   * matched (in its text, its heading or its page's title). `boost` weighs a group's terms
   * (a follow-up's inherited topic counts less than its own words).
   */
  searchPassages(
    groups: QueryGroup[],
    options?: { kinds?: KnowledgeKind[]; boost?: Map<string, number> },
  ): PassageHit[];
  /** Some page's passage (its text, heading or title) has this processed term, as it is. */
  hasTerm(term: string): boolean;
  /** Documents best first; `kinds` keeps only those kinds. */
  retrieve(
    query: string,
    options?: { kinds?: KnowledgeKind[]; limit?: number },
  ): Retrieval;
};

/**
 * A passage of a page (decision 057): a paragraph, list item or figure with the heading it
 * sits under, the unit the brains answer from.
 */
export type Passage = {
  /** Unique in the index, e.g. "solution:evisa#3". */
  id: string;
  /** The page it belongs to: cited by its title and href. */
  document: KnowledgeDocument;
  /** The section heading it sits under, if the page has one. */
  heading?: string;
  /** A sentence group, list item or figure, as the page says it. */
  text: string;
  /** Its place in the page, for reading order. */
  order: number;
};

export type PassageHit = {
  passage: Passage;
  score: number;
  /** The keys of the question's groups it matched. */
  matched: Set<string>;
};

/**
 * One thing the question asks about: a word (with its typos and plural forms), or a concept
 * of the vocabulary with the words that named it. `generic` groups ("platform", "service")
 * help ranking but are not what a question is about.
 */
export type QueryGroup = { key: string; terms: string[]; generic: boolean };

/** Words that name everything we do: they rank, but a passage need not contain them to answer. */
const GENERIC = new Set(
  (
    "platform platforms solution solutions service services system systems kestrel company firm team " +
    "organisation organization plateforme plateformes systeme systemes entreprise equipe government gouvernement " +
    "feature features functionality functionalities fonctionnalite fonctionnalites " +
    // The medium the visitor is on: "your website's terms", "the contact form" ask about the
    // terms and the contact, whatever the page's text calls the form.
    "website websites site web webpage form forms formulaire formulaires widget " +
    // What a visitor calls our software ("do your apps work offline?", « vos applis »).
    "app apps appli applis software logiciel logiciels " +
    // "After sending my CV", « après l'envoi de mon CV »: the act of sending names no subject.
    "sending submission soumission envoi envois " +
    // What a page is made of: "no sign-up button works", « le lien ».
    "button buttons bouton boutons " +
    // "What topics does the newsletter cover?": what it covers is asked, not a word "topic".
    "topic topics theme themes thematique thematiques " +
    // A country as a place ("the US office", "a contract in the US") ranks, but is no subject.
    "qzministryqz qzunitedstatesqz"
  )
    .split(" ")
    .map(stem),
);

/**
 * A French verb's base, which the light stemmer leaves on ("refuser", "refusez", "refusent" →
 * "refus", which the page's "refusé" stems to). English words end the same way ("officer",
 * "customer") and would meet the wrong words, so only a French question's verbs get it.
 */
function frenchVerbBase(word: string): string | null {
  const ending = /(?:er|ez|ir|ons|ent)$/.exec(word);
  if (!ending || word.length < 6) return null;
  const base = stem(word.slice(0, ending.index));
  return base.length >= 4 ? base : null;
}

/**
 * An English adjective's or adverb's noun, which the light stemmer leaves on ("ethical" →
 * "ethic", which "ethics" stems to; "securely" → "secure"). Only an English question's words get
 * it, as only a French one's verbs get their base.
 */
function englishBase(word: string): string | null {
  if (word.length < 6) return null;
  const base = word
    .replace(/ical(?:ly)?$/, "ic")
    .replace(/(?<=\w{4})(?:ness|ly)$/, "");
  return base === word ? null : stem(base);
}

/** The question's groups of terms: each concept it names, and each other word that counts. */
export function queryGroups(text: string, locale?: Locale): QueryGroup[] {
  const words = plainWords(text);
  const concepts = conceptWords(words);
  const covered = new Set<string>();
  const groups: QueryGroup[] = [];
  for (const [token, phraseWords] of concepts) {
    for (const word of phraseWords) covered.add(word);
    groups.push({
      key: token,
      terms: token === FIGURES ? [token, MEASURED] : [token],
      generic: GENERIC.has(token),
    });
  }
  for (const word of words) {
    if (covered.has(word)) continue;
    const term = processTerm(word);
    if (term === null || groups.some((group) => group.key === term)) continue;
    const base = locale === "fr" ? frenchVerbBase(word) : englishBase(word);
    groups.push({
      key: term,
      terms: base && base !== term ? [term, base] : [term],
      // "Something", "elsewhere", "juste": they rank as a generic word does, never the subject.
      generic: GENERIC.has(term) || isFramingWord(word),
    });
  }
  return groups;
}

type PassageEntry = {
  id: number;
  title: string;
  heading: string;
  text: string;
};

const MAX_PASSAGES_SCORED = 400;

export function buildKnowledgeIndex(
  documents: KnowledgeDocument[],
): KnowledgeIndex {
  const passages: Passage[] = [];
  for (const document of documents) {
    if (document.kind === "curated") continue;
    const own: DocumentPassage[] =
      document.passages ?? document.sentences.map((text) => ({ text }));
    own.forEach((passage, order) =>
      passages.push({
        id: `${document.id}#${order}`,
        document,
        ...(passage.heading ? { heading: passage.heading } : {}),
        text: passage.text,
        order,
      }),
    );
  }
  /**
   * A page's word found for the visitor's: itself, a longer form of it ("deploy", "deployment"),
   * or the word with one typo past its first letter. "Election" is not "selection": visitors
   * rarely mistype the first letter, and a word one letter longer at its start is another word.
   */
  const meantBy = (asked: string, found: string) =>
    found === asked ||
    found.startsWith(asked) ||
    (found[0] === asked[0] && withinOneEdit(found, asked));
  const passageSearch = new MiniSearch<PassageEntry>({
    fields: ["title", "heading", "text"],
    tokenize: (text) => tokenize(text),
    processTerm,
    searchOptions: {
      // A page about the subject names it in its title and headings; a page that only mentions
      // it has it in one passage's text (decision 057: /partners, not AftrLife's partners).
      boost: { title: 2.5, heading: 1.5 },
      // A stem of four letters ("fond" of "fondée") begins too many words to be a prefix.
      prefix: (term) => term.length >= 5 && !isConceptToken(term),
      fuzzy: (term) =>
        term.length >= 5 && !isConceptToken(term) ? 0.2 : false,
      maxFuzzy: 1,
      combineWith: "OR",
    },
  });
  passageSearch.addAll(
    passages.map((passage, id) => ({
      id,
      // A case study is a project (its page is under /projects): "the telemedicine project" is it.
      title:
        passage.document.kind === "case_study"
          ? `${passage.document.title} project projet`
          : passage.document.title,
      heading: passage.heading ?? "",
      text: passage.text,
    })),
  );

  const located: Array<{ document: KnowledgeDocument; sentence: number }> = [];
  const entries: Entry[] = [];
  for (const document of documents) {
    document.sentences.forEach((text, sentence) => {
      entries.push({ id: located.length, title: document.title, text });
      located.push({ document, sentence });
    });
  }
  const search = new MiniSearch<Entry>({
    fields: ["title", "text"],
    tokenize: (text) => tokenize(text),
    processTerm,
    searchOptions: {
      boost: { title: 2 },
      prefix: (term) => term.length >= 4 && !isConceptToken(term),
      fuzzy: (term) =>
        term.length >= 5 && !isConceptToken(term) ? 0.2 : false,
      // One typo is what visitors make; more makes every search walk much more of the tree.
      maxFuzzy: 1,
      combineWith: "OR",
    },
  });
  search.addAll(entries);

  return {
    documents,
    passages,
    searchPassages(groups, options = {}) {
      const terms = [...new Set(groups.flatMap((group) => group.terms))];
      if (terms.length === 0) return [];
      const groupsOf = new Map<string, string[]>();
      for (const group of groups)
        for (const term of group.terms)
          groupsOf.set(term, [...(groupsOf.get(term) ?? []), group.key]);
      const kinds = options.kinds ? new Set(options.kinds) : null;
      const hits: PassageHit[] = [];
      for (const result of passageSearch
        .search(terms.join(" "), {
          // The groups' terms are processed already: stemming twice would change them.
          tokenize: (text) => text.split(" "),
          processTerm: (term) => term,
          // Before the best few hundred are kept: pages of other kinds must not take their places.
          ...(kinds
            ? {
                filter: (result) =>
                  kinds.has(passages[result.id as number]!.document.kind),
              }
            : {}),
          boostTerm: (term) =>
            // A measured result stands in for "figures", below a page that says the word.
            (term === MEASURED ? 0.3 : 1) *
            Math.max(
              ...(groupsOf.get(term) ?? []).map(
                (key) => options.boost?.get(key) ?? 1,
              ),
              0.01,
            ),
        })
        .slice(0, MAX_PASSAGES_SCORED)) {
        const passage = passages[result.id as number]!;
        const matched = new Set<string>();
        for (const term of result.queryTerms)
          if (result.terms.some((found) => meantBy(term, found)))
            for (const key of groupsOf.get(term) ?? []) matched.add(key);
        hits.push({ passage, score: result.score, matched });
      }
      return hits;
    },
    hasTerm(term) {
      return (
        passageSearch.search(term, {
          tokenize: (text) => [text],
          processTerm: (text) => text,
          prefix: false,
          fuzzy: false,
        }).length > 0
      );
    },
    retrieve(query, options = {}) {
      const terms = queryTerms(query);
      if (terms.length === 0) return { terms, documents: [] };
      const kinds = options.kinds ? new Set(options.kinds) : null;
      const byDocument = new Map<string, RetrievedDocument>();
      // Results come best first; past the best few hundred sentences nothing changes the top
      // documents, and a common word can match thousands.
      for (const result of search
        .search(terms.join(" "))
        .slice(0, MAX_SENTENCES_SCORED)) {
        const { document, sentence } = located[result.id as number]!;
        if (kinds && !kinds.has(document.kind)) continue;
        let retrieved = byDocument.get(document.id);
        if (!retrieved) {
          retrieved = {
            document,
            score: 0,
            sentences: [],
            matchedTerms: new Set(),
          };
          byDocument.set(document.id, retrieved);
        }
        retrieved.sentences.push({
          index: sentence,
          text: document.sentences[sentence]!,
          score: result.score,
        });
        for (const term of result.queryTerms) retrieved.matchedTerms.add(term);
      }
      for (const retrieved of byDocument.values()) {
        // The best sentence counts fully, the next two half: a page about the subject (many
        // good sentences) beats a page that names it once in a long list.
        const [best = 0, second = 0, third = 0] = retrieved.sentences.map(
          (s) => s.score,
        );
        retrieved.score = best + 0.5 * (second + third);
      }
      const ranked = [...byDocument.values()].sort(
        (a, b) =>
          b.score - a.score || a.document.id.localeCompare(b.document.id),
      );
      return { terms, documents: ranked.slice(0, options.limit ?? 5) };
    },
  };
}
