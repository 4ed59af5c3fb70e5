import type { ChatIntent } from "~/domain/chat/chat-intent";
import type { BrainEvent, BrainInput, ChatBrain } from "../chat-brain.server";
import type { KnowledgeBase } from "../brain/knowledge-base.server";
import { answerQuestion, type Reply } from "./answer-question";
import type { ChatModel } from "./chat-model";
import trainedModel from "./chat-model.json";

/**
 * The offline brain (decision 062): the learned pipeline over the site's own content, with no
 * provider and no configuration. The reply is composed whole (it is cheap) and streamed in
 * word groups, as a provider's would be; there is no artificial delay.
 */
const WORDS_PER_DELTA = 4;

/** The text in pieces of a few words, whitespace kept, so joining them gives the text back. */
export function wordGroups(text: string, size = WORDS_PER_DELTA): string[] {
  const pieces = text.match(/\s*\S+\s*/g) ?? [];
  const groups: string[] = [];
  for (let i = 0; i < pieces.length; i += size)
    groups.push(pieces.slice(i, i + size).join(""));
  return groups;
}

export type OfflineBrain = ChatBrain & {
  /** The pipeline's reading of a message, for the provider brain: the same retrieval. */
  read(input: BrainInput): Promise<Reply>;
  /** The offline reply to a message already read, with an optional first line (the provider's fallback). */
  replyWith(
    input: BrainInput,
    reply: Reply,
    preface?: string,
  ): AsyncIterable<BrainEvent>;
};

export function createOfflineBrain(options: {
  knowledge: KnowledgeBase;
  model?: ChatModel;
}): OfflineBrain {
  const model = options.model ?? (trainedModel as ChatModel);
  async function read(input: BrainInput): Promise<Reply> {
    const index = await options.knowledge.index(input.locale);
    return answerQuestion(model, index, input);
  }
  async function* replyWith(
    input: BrainInput,
    reply: Reply,
    preface?: string,
  ): AsyncIterable<BrainEvent> {
    const { answer } = reply;
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
        confidence: answer.confidence,
        ...(answer.curatedAnswerId
          ? { curatedAnswerId: answer.curatedAnswerId }
          : {}),
      },
    };
    yield { type: "usage", answeredBy: "offline", tokens: 0 };
  }
  return {
    read,
    replyWith,
    async *reply(input) {
      const reply = await read(input);
      yield { type: "intent", intent: reply.intent satisfies ChatIntent };
      yield* replyWith(input, reply);
    },
  };
}
