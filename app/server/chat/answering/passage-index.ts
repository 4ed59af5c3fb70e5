import type { Locale } from "~/i18n/locale";
import {
  splitSentences,
  type KnowledgeDocument,
  type KnowledgeKind,
} from "../brain/knowledge-document.server";
import { analyze } from "./text-analysis";

/**
 * The passages the pipeline answers from (decision 062): each page's sections (a paragraph,
 * list item or figure with its heading), each sentence of a page without sections, and each
 * curated answer whole. Searched by BM25 over the passage's terms, its heading's and its
 * page's title's (the title and heading count twice: they say what the passage is about).
 */
export type Passage = {
  id: number;
  document: KnowledgeDocument;
  heading?: string;
  text: string;
  sentences: string[];
  /** Each sentence's terms, in order. */
  sentenceTerms: Array<Set<string>>;
  /** Its place in its page (0 first). */
  order: number;
  terms: string[];
  /** The passage's own words' terms, without its title's and heading's. */
  textTerms: Set<string>;
  /** The title's and heading's terms: what the passage is about. */
  topicTerms: Set<string>;
};

export type PassageHit = { passage: Passage; bm25: number };
export type WeightedTerm = { term: string; weight: number };

export type PassageIndex = {
  locale: Locale;
  documents: KnowledgeDocument[];
  passages: Passage[];
  /** How many passages hold the term (0 for a word the site never uses). */
  documentFrequency(term: string): number;
  idf(term: string): number;
  /** BM25 over the weighted terms (a follow-up's inherited subject weighs less than its own words). */
  search(
    terms: WeightedTerm[],
    options?: { limit?: number; kinds?: readonly KnowledgeKind[] },
  ): PassageHit[];
};

const K1 = 1.2;
const B = 0.6;

function passagesOf(document: KnowledgeDocument): Array<{
  heading?: string;
  text: string;
}> {
  if (document.curated)
    return [
      {
        heading: [
          document.curated.question,
          ...document.curated.phrasings,
        ].join(" "),
        text: document.curated.answer,
      },
    ];
  if (document.passages && document.passages.length > 0)
    return document.passages;
  return document.sentences.map((text) => ({ text }));
}

function indexedPassages(
  documents: KnowledgeDocument[],
  locale: Locale,
): Passage[] {
  const passages: Passage[] = [];
  for (const document of documents) {
    const titleTerms = analyze(document.title, locale).terms;
    passagesOf(document).forEach((piece, order) => {
      const topic = [
        ...titleTerms,
        ...(piece.heading ? analyze(piece.heading, locale).terms : []),
      ];
      const own = analyze(piece.text, locale).terms;
      const sentences = splitSentences(piece.text);
      passages.push({
        id: passages.length,
        document,
        heading: piece.heading,
        text: piece.text,
        sentences,
        sentenceTerms: sentences.map((s) => new Set(analyze(s, locale).terms)),
        order,
        terms: [...own, ...topic, ...topic],
        textTerms: new Set(own),
        topicTerms: new Set(topic),
      });
    });
  }
  return passages;
}

export function buildPassageIndex(
  documents: KnowledgeDocument[],
  locale: Locale,
): PassageIndex {
  const passages = indexedPassages(documents, locale);
  const postings = new Map<string, Map<number, number>>();
  for (const passage of passages)
    for (const term of passage.terms) {
      const list = postings.get(term) ?? new Map<number, number>();
      list.set(passage.id, (list.get(passage.id) ?? 0) + 1);
      postings.set(term, list);
    }
  const averageLength =
    passages.reduce((sum, p) => sum + p.terms.length, 0) /
    Math.max(1, passages.length);
  const documentFrequency = (term: string) => postings.get(term)?.size ?? 0;
  const idf = (term: string) => {
    const n = documentFrequency(term);
    return Math.log(1 + (passages.length - n + 0.5) / (n + 0.5));
  };
  function search(
    terms: WeightedTerm[],
    options: { limit?: number; kinds?: readonly KnowledgeKind[] } = {},
  ) {
    const scores = new Map<number, number>();
    const weights = new Map<string, number>();
    for (const { term, weight } of terms)
      weights.set(term, Math.max(weight, weights.get(term) ?? 0));
    for (const [term, queryWeight] of weights) {
      const weight = idf(term) * queryWeight;
      for (const [id, frequency] of postings.get(term) ?? []) {
        const length = passages[id]!.terms.length;
        const saturation =
          (frequency * (K1 + 1)) /
          (frequency + K1 * (1 - B + (B * length) / averageLength));
        scores.set(id, (scores.get(id) ?? 0) + weight * saturation);
      }
    }
    return [...scores]
      .map(([id, bm25]) => ({ passage: passages[id]!, bm25 }))
      .filter(
        (hit) =>
          !options.kinds || options.kinds.includes(hit.passage.document.kind),
      )
      .sort((a, b) => b.bm25 - a.bm25 || a.passage.id - b.passage.id)
      .slice(0, options.limit ?? 40);
  }
  return { locale, documents, passages, documentFrequency, idf, search };
}
