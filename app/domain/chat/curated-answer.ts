import type { ContentLocale } from "~/domain/enums";

/**
 * An answer staff wrote for a question visitors ask (decision 057): the assistant uses it
 * before the site's own passages and cites the page it names. One row per language; a
 * retired answer is kept (for the audit trail and the questions it resolved) but no longer
 * used. The console's form schema (browser and server) builds on the limits below.
 */
export const CURATED_ANSWER_STATUSES = ["active", "retired"] as const;
export type CuratedAnswerStatus = (typeof CURATED_ANSWER_STATUSES)[number];

/** What the assistant needs of a curated answer to use it. */
export type CuratedAnswer = {
  id: string;
  locale: ContentLocale;
  /** The question as staff wrote it, e.g. "How long until a platform goes live?" */
  question: string;
  /** Other ways visitors ask it (one per line in the form); matched like the question. */
  phrasings: string[];
  /** The answer in plain markdown: its first sentence answers the question. */
  answer: string;
  /** A page of this site that backs the answer (cited with it), e.g. /blueprint; null when none. */
  citePath: string | null;
};

export const CURATED_QUESTION_MAX = 300;
export const CURATED_PHRASINGS_MAX = 20;
export const CURATED_ANSWER_MAX = 2000;
export const CURATED_PHRASING_MAX = 300;
export const CURATED_CITE_PATH_MAX = 200;
