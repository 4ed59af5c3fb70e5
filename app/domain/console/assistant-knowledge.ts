import type {
  CuratedAnswer,
  CuratedAnswerStatus,
} from "../chat/curated-answer";
import type { ContentLocale } from "../enums";

/**
 * What the console's Assistant pages show (decision 057), as the loaders hand it to the page
 * (dates as ISO strings).
 */

export const ASSISTANT_PATH = "/lead_admin/assistant";
export const UNANSWERED_PATH = "/lead_admin/assistant/unanswered";
export const NEW_ANSWER_PATH = "/lead_admin/assistant/new";

export function answerPath(id: string): string {
  return `${ASSISTANT_PATH}/${id}`;
}

/** A curated answer as the assistant uses it, with what staff manage it by. */
export type CuratedAnswerView = CuratedAnswer & {
  status: CuratedAnswerStatus;
  updatedAt: string;
  /** Who last changed it: their name, or their address; null once their account is gone. */
  updatedBy: string | null;
  createdAt: string;
  retiredAt: string | null;
  /** How many assistant replies used it. */
  replies: number;
};

export type UnansweredGroupView = {
  key: string;
  question: string;
  count: number;
  examples: { question: string; conversationId: string; askedAt: string }[];
  locales: ContentLocale[];
  lastSeen: string;
  confidence: { weak: number; none: number };
};

/** The periods the unanswered-questions view offers, in days. */
export const UNANSWERED_PERIODS = [7, 30, 90, 365] as const;
export const DEFAULT_UNANSWERED_DAYS = 30;

export function unansweredDaysOf(value: unknown): number {
  const days = Number(value);
  return (UNANSWERED_PERIODS as readonly number[]).includes(days)
    ? days
    : DEFAULT_UNANSWERED_DAYS;
}

/** The groups the page lists at most (the largest first); the rest are counted. */
export const UNANSWERED_GROUPS_SHOWN = 50;
