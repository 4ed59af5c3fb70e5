import type { ChatAction, ChatSource } from "~/domain/chat/chat-api";
import type { ChatIntent } from "~/domain/chat/chat-intent";
import type { Locale } from "~/i18n/locale";

/**
 * What writes the assistant's replies: the offline brain over the site's
 * own content, or an OpenAI-compatible provider with the same retrieval (falling back to the
 * offline brain when it fails). The conversation service (chat-conversation flow) streams
 * whatever a brain yields to the visitor and stores the finished reply.
 */
export type BrainTurn = { role: "user" | "assistant"; content: string };

export type BrainInput = {
  /** Earlier turns of this conversation, oldest first (bounded by the caller). */
  history: BrainTurn[];
  /** The visitor's new message (may be empty when only documents were sent). */
  message: string;
  /** Text extracted from documents attached to this message or earlier in the conversation. */
  attachments: Array<{ name: string; text: string }>;
  /** The conversation's language (the visitor's latest message's): the reply's. English when not given. */
  locale?: Locale;
  /** Aborted when the visitor goes away; a brain stops generating. */
  signal?: AbortSignal;
};

export type BrainEvent =
  /** What the reply is about, as detected before writing it (stored with the reply). */
  | { type: "intent"; intent: ChatIntent }
  | { type: "delta"; text: string }
  /** The site pages the reply drew on; every answer names at least one when it used the content. */
  | { type: "sources"; sources: ChatSource[] }
  /** Ask the panel to show the contact form: for a lead, or for a hand-off to a person. */
  | { type: "action"; action: ChatAction }
  /**
   * How well the knowledge covered the question (decision 057), stored with the reply: the
   * console's unanswered-questions view groups the "weak" and "none" ones. Sent before `usage`.
   */
  | { type: "grounding"; grounding: ReplyGrounding }
  /** Who answered, and the provider tokens it cost (0 offline): the last event of a reply. */
  | { type: "usage"; answeredBy: "offline" | "provider"; tokens: number };

/**
 * - answered: a curated answer or the site's passages answer the question;
 * - weak: something related was found, but not the answer (a near-miss told as such);
 * - none: the site does not say; the reply said so and offered a person.
 * Replies that need no knowledge (a greeting, a hand-off, a call request) are "answered".
 */
export type ReplyConfidence = "answered" | "weak" | "none";
export type ReplyGrounding = {
  confidence: ReplyConfidence;
  /** The curated answer the reply used first, if any. */
  curatedAnswerId?: string;
};

export type ChatBrain = {
  reply(input: BrainInput): AsyncIterable<BrainEvent>;
  /** For a brain that answers from an index of the content: the next reply reads the content afresh. */
  invalidateKnowledge?(): void;
};
