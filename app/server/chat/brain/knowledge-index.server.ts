import MiniSearch from "minisearch";
import type {
  KnowledgeDocument,
  KnowledgeKind,
} from "./knowledge-document.server";

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
    "share show see give offer provide make handle keep explain describe work works worked working anywhere " +
    "thing things stuff way ways " +
    // French (decision 055): the words of a French question that say nothing about its subject.
    "le la les un une des du de au aux et ou est sont vous nous votre vos notre nos je me mon ma mes il elle ils " +
    "elles qui que qu quoi quel quelle quels quelles comment combien pourquoi dans pour par sur avec sans ce cet " +
    "cette ces ca cela en ne pas se sa ses leur leurs etre avoir avez avons ai peut pouvez pourriez voudrais " +
    "voulez faire faites fait offrez proposez parlez parler dire dites savoir bonjour merci svp plait oui non " +
    "aussi tres plus moins tout tous toute toutes parle moi"
  ).split(" "),
);

export function tokenize(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\be-?visas?\b/g, "evisa visa")
    .replace(/\bartificial intell?igence\b/g, "ai")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

export function processTerm(term: string): string | null {
  return term.length < 2 || STOP_WORDS.has(term) ? null : term;
}

/** The query's own words that count for matching (stop words and single letters dropped). */
export function queryTerms(query: string): string[] {
  return [
    ...new Set(
      tokenize(query)
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
  /** Documents best first; `kinds` keeps only those kinds. */
  retrieve(
    query: string,
    options?: { kinds?: KnowledgeKind[]; limit?: number },
  ): Retrieval;
};

export function buildKnowledgeIndex(
  documents: KnowledgeDocument[],
): KnowledgeIndex {
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
    tokenize,
    processTerm,
    searchOptions: {
      boost: { title: 2 },
      prefix: (term) => term.length >= 4,
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      // One typo is what visitors make; more makes every search walk much more of the tree.
      maxFuzzy: 1,
      combineWith: "OR",
    },
  });
  search.addAll(entries);

  return {
    documents,
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
