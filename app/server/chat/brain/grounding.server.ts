import type { ChatIntent } from "~/domain/chat/chat-intent";
import type { BrainInput, ReplyConfidence } from "../chat-brain.server";
import type { KnowledgeDocument } from "./knowledge-document.server";
import type { KnowledgeIndex } from "./knowledge-index.server";
import { retrievalQuery } from "./offline-brain.server";

/**
 * What a reply stands on (decision 057): the one retrieval both brains answer from. The
 * offline brain writes its answer from it; the provider brain puts the same curated answer
 * and passages in its prompt; the reply's `grounding` event reports its confidence.
 */
export type Passage = {
  /** Unique in the index, e.g. "solution:evisa#3". */
  id: string;
  /** The page (or curated answer) it belongs to: cited by its title and href. */
  document: KnowledgeDocument;
  /** The section heading it sits under, if the page has one. */
  heading?: string;
  /** A sentence group, list item or figure, as the page says it. */
  text: string;
};

export type ScoredPassage = { passage: Passage; score: number };

export type Grounding = {
  /** The question as searched: the message, with what a follow-up leans on from earlier turns. */
  query: string;
  /** A staff-written answer that matches the question: used first, and cited. */
  curated: KnowledgeDocument | null;
  /** Best first. */
  passages: ScoredPassage[];
  confidence: ReplyConfidence;
};

const PASSAGES = 6;

/**
 * The frame's first grounding: the document-level retrieval with each document's best
 * sentences as its passages. Replaced by passage-level retrieval (decision 057).
 */
export function groundQuestion(
  index: KnowledgeIndex,
  input: BrainInput,
  _intent: ChatIntent,
): Grounding {
  const query = retrievalQuery(input);
  const { terms, documents } = index.retrieve(query, { limit: 4 });
  const needed = terms.length <= 2 ? terms.length : Math.ceil(terms.length / 2);
  const found = documents.filter((d) => d.matchedTerms.size >= needed);
  const passages = found
    .flatMap((retrieved) =>
      retrieved.sentences.map((sentence) => ({
        passage: {
          id: `${retrieved.document.id}#${sentence.index}`,
          document: retrieved.document,
          text: sentence.text,
        },
        score: sentence.score,
      })),
    )
    .sort((a, b) => b.score - a.score)
    .slice(0, PASSAGES);
  const curated =
    found.find((retrieved) => retrieved.document.kind === "curated")
      ?.document ?? null;
  return {
    query,
    curated,
    passages,
    confidence: curated || passages.length > 0 ? "answered" : "none",
  };
}
