import { detectIntent } from "~/domain/chat/detect-intent";
import type { ChatIntent } from "~/domain/chat/chat-intent";
import type { BrainEvent, BrainInput, ChatBrain } from "../chat-brain.server";
import type { KnowledgeBase } from "./knowledge-base.server";
import { queryTerms, type KnowledgeIndex } from "./knowledge-index.server";
import { chatIntlFor } from "~/domain/chat/chat-intl";
import type { ReplyConfidence } from "../chat-brain.server";
import {
  groundQuestion,
  type Grounding,
  type ScoredPassage,
} from "./grounding.server";
import { composeOfflineAnswer } from "./offline-answers.server";
import { words } from "./offline-answer-kit.server";
import { nothingFound } from "./retrieval-answer.server";

/**
 * The offline brain: answers from the site's own content with no provider and no
 * configuration. The reply is composed whole (it is cheap) and then streamed in word groups,
 * so the panel shows it the same way as a provider's reply; there is no artificial delay.
 */

const WORDS_PER_DELTA = 4;

export function intentOfInput(input: BrainInput): ChatIntent {
  const previousUser = input.history.findLast((turn) => turn.role === "user");
  const previousAssistant = input.history.findLast(
    (turn) => turn.role === "assistant",
  );
  return detectIntent(input.message, {
    previousUserMessage: previousUser?.content,
    previousAssistantMessage: previousAssistant?.content,
    hasAttachments: input.attachments.length > 0,
  });
}

/**
 * What to search the content for: the message, or, for a short follow-up with hardly a word
 * of its own ("tell me more", "and for designers?"), the visitor's previous message with it.
 */
export function retrievalQuery(input: BrainInput): string {
  const previousUser = input.history.findLast((turn) => turn.role === "user");
  return previousUser && queryTerms(input.message).length < 2
    ? `${previousUser.content} ${input.message}`
    : input.message;
}

function comparable(text: string): string {
  return text
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** The answer is word for word the previous reply, and the visitor asked something else. */
function repeatsPreviousAnswer(input: BrainInput, answer: string): boolean {
  const previous = input.history.findLast((turn) => turn.role === "assistant");
  const previousUser = input.history.findLast((turn) => turn.role === "user");
  return (
    previous !== undefined &&
    comparable(previous.content) === comparable(answer) &&
    comparable(previousUser?.content ?? "") !== comparable(input.message)
  );
}

const UNSAID_PASSAGES = 3;

/**
 * The passages of the grounding's pages that the previous reply did not quote, in their pages'
 * order (best page first): what a follow-up can still be told from the same pages.
 */
function unsaidPassages(
  index: KnowledgeIndex,
  grounding: Grounding,
  input: BrainInput,
): ScoredPassage[] {
  const previous = comparable(
    input.history.findLast((turn) => turn.role === "assistant")?.content ?? "",
  );
  const pages = [
    ...new Set(
      grounding.passages.map((scored) => scored.passage.document.href),
    ),
  ];
  const unsaid: ScoredPassage[] = [];
  for (const [rank, href] of pages.entries())
    for (const passage of index.passages)
      if (
        passage.document.href === href &&
        words(passage.text) >= 5 &&
        !previous.includes(comparable(passage.text))
      )
        unsaid.push({ passage, score: pages.length - rank });
  return unsaid.slice(0, UNSAID_PASSAGES);
}

/** The text in pieces of a few words, whitespace kept, so joining them gives the text back. */
export function wordGroups(text: string, size = WORDS_PER_DELTA): string[] {
  const pieces = text.match(/\s*\S+\s*/g) ?? [];
  const groups: string[] = [];
  for (let i = 0; i < pieces.length; i += size)
    groups.push(pieces.slice(i, i + size).join(""));
  return groups;
}

export type OfflineBrain = ChatBrain & {
  /** The same reply, with an intent already detected and an optional first line (the provider brain's fallback). */
  replyAs(
    input: BrainInput,
    intent: ChatIntent,
    preface?: string,
  ): AsyncIterable<BrainEvent>;
};

export function createOfflineBrain(options: {
  knowledge: KnowledgeBase;
}): OfflineBrain {
  async function* replyAs(
    input: BrainInput,
    intent: ChatIntent,
    preface?: string,
  ): AsyncIterable<BrainEvent> {
    const index = await options.knowledge.index(input.locale);
    const grounding = groundQuestion(index, input, intent);
    // Questions about documents are matched against the documents as asked; the rest against our content.
    const message = intent === "document" ? input.message : grounding.query;
    let answer = composeOfflineAnswer({
      intent,
      message,
      asked: input.message,
      index,
      grounding,
      attachments: input.attachments,
      locale: input.locale,
    });
    let confidence: ReplyConfidence = answer.overview
      ? "answered"
      : (answer.confidence ?? grounding.confidence);
    if (repeatsPreviousAnswer(input, answer.text) && grounding.retrieval) {
      // The same words to a different question would be a near-miss dressed as an answer: the
      // passages that answer this question instead, or, when they say the same, "not on our site".
      answer = composeOfflineAnswer({
        intent: "general",
        message,
        asked: input.message,
        index,
        grounding: { ...grounding, confidence: grounding.retrieval },
        attachments: input.attachments,
        locale: input.locale,
      });
      confidence = answer.confidence ?? grounding.retrieval;
    }
    if (repeatsPreviousAnswer(input, answer.text) && grounding.retrieval) {
      // "Any concrete example?" after a reply that already gave the page's best passages: the
      // same pages' passages the previous reply did not say, before "not on our site".
      const unsaid = unsaidPassages(index, grounding, input);
      if (unsaid.length > 0) {
        answer = composeOfflineAnswer({
          intent: "general",
          message,
          asked: input.message,
          index,
          grounding: { ...grounding, confidence: "answered", passages: unsaid },
          attachments: input.attachments,
          locale: input.locale,
        });
        confidence = answer.confidence ?? "answered";
      }
    }
    if (repeatsPreviousAnswer(input, answer.text)) {
      answer = nothingFound(index, chatIntlFor(input.locale ?? "en"));
      confidence = "none";
    }
    const text = preface ? `${preface}\n\n${answer.text}` : answer.text;
    for (const group of wordGroups(text)) {
      if (input.signal?.aborted) return;
      yield { type: "delta", text: group };
    }
    yield { type: "sources", sources: answer.sources };
    if (answer.action) yield { type: "action", action: answer.action };
    yield {
      type: "grounding",
      grounding: {
        confidence,
        ...(answer.curatedAnswerId
          ? { curatedAnswerId: answer.curatedAnswerId }
          : {}),
      },
    };
    yield { type: "usage", answeredBy: "offline", tokens: 0 };
  }

  return {
    async *reply(input) {
      const intent = intentOfInput(input);
      yield { type: "intent", intent };
      yield* replyAs(input, intent);
    },
    replyAs,
  };
}
