import type { IntlShape } from "react-intl";
import type { ChatAction, ChatSource } from "~/domain/chat/chat-api";
import type { ChatIntent } from "~/domain/chat/chat-intent";
import { chatIntlFor } from "~/domain/chat/chat-intl";
import { localizedPath, type Locale } from "~/i18n/locale";
import type { ReplyConfidence } from "../chat-brain.server";
import { type Grounding } from "./grounding.server";
import { type KnowledgeDocument } from "./knowledge-document.server";
import { type KnowledgeIndex } from "./knowledge-index.server";
import { chatSiteCopy, type ChatSiteCopy } from "./site-copy/site-copy";

/**
 * What every offline answer is made of (offline-answers.server.ts composes them): the answer's
 * shape, what it is composed from, and the speaker that writes it in the conversation's
 * language (phrases through react-intl, the site's copy, links to that language's pages).
 */
export type OfflineAnswer = {
  text: string;
  sources: ChatSource[];
  action?: ChatAction;
  /** The overview of our solutions answered a question with no subject of its own. */
  overview?: boolean;
  /** Our clients, as the case studies describe them, answered "who are your clients?". */
  clientList?: boolean;
  /** The curated answer it gave first (decision 057). */
  curatedAnswerId?: string;
  /** What the reply turned out to stand on, when not the grounding's confidence (a not-found line). */
  confidence?: ReplyConfidence;
};

export type AnswerInput = {
  intent: ChatIntent;
  /** The question as searched: a follow-up with what it leans on from earlier turns. */
  message: string;
  /** The visitor's own message, when it differs: how they ask ("which one…?" asks for one). */
  asked?: string;
  index: KnowledgeIndex;
  /** What the answer stands on (decision 057): the best passages and a matching curated answer. */
  grounding: Grounding;
  attachments: Array<{ name: string; text: string }>;
  /** The conversation's language; English when not given. */
  locale?: Locale;
};

/** What every answer is written with: the language's phrases, site copy and links. */
export type Speaker = {
  intl: IntlShape;
  copy: ChatSiteCopy;
  /** A site path in the answer's language. */
  path: (to: string) => string;
};

export function speakerFor(locale: Locale): Speaker {
  return {
    intl: chatIntlFor(locale),
    copy: chatSiteCopy(locale),
    path: (to) => localizedPath(to, locale),
  };
}

export function link(title: string, href: string): string {
  return `[${title.replace(/[[\]]/g, "")}](${href})`;
}

export function sourceOf(document: KnowledgeDocument): ChatSource {
  return { title: document.title, href: document.href };
}

export function documentById(
  index: KnowledgeIndex,
  id: string,
): KnowledgeDocument {
  const document = index.documents.find((candidate) => candidate.id === id);
  if (!document) throw new Error(`The chat knowledge has no document ${id}`);
  return document;
}

/** How many words a text has (the answers' budgets, the offline brain's unsaid passages). */
export function words(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

export function formBelow(intl: IntlShape): string {
  return intl.formatMessage({
    id: "chat.brain.formBelow",
    defaultMessage:
      "Please leave your name, work e-mail and organisation in the form below.",
  });
}
