import type OpenAI from "openai";
import type { ChatIntent } from "~/domain/chat/chat-intent";
import { chatNoticesOf } from "~/domain/chat/chat-copy";
import { chatIntlFor } from "~/domain/chat/chat-intl";
import type { Locale } from "~/i18n/locale";
import type { Logger } from "../../logger.server";
import { countChatReplyCheck } from "../../metrics/metrics-registry.server";
import type { BrainEvent, BrainInput, ChatBrain } from "../chat-brain.server";
import type { Reply } from "../answering/answer-question";
import type { OfflineBrain } from "../answering/pipeline-brain.server";
import { providerPrompt } from "./provider-prompt.server";
import {
  checkProviderReply,
  unverifiedFigureLine,
} from "./reply-checks.server";
import type { TokenBudget } from "./token-budget.server";

/**
 * The provider brain: any OpenAI-compatible endpoint, given what the learned pipeline found (its
 * best passages, the staff answer; decision 062), streaming its reply. The offline brain stands
 * behind it: it answers when the day's token budget is spent (after a notice), and when the
 * provider fails or sends no text within the timeout (streamCompletion). The finished reply is
 * checked (checkReply).
 */

/**
 * Replies the pipeline gives whole, without the provider: a greeting, a person, a call (their
 * forms), and every question it declines (the site does not say: nothing to write from) — but
 * a question about the visitor's own documents, which the provider can read.
 */
const OFFLINE_INTENTS: ReadonlySet<ChatIntent> = new Set([
  "greeting",
  "talk_to_person",
  "wants_call",
]);

function answeredOffline(reply: Reply): boolean {
  return (
    OFFLINE_INTENTS.has(reply.intent) ||
    (reply.answer.confidence !== "answered" && !reply.question.hasAttachments)
  );
}

function cutShort(locale: Locale): string {
  return chatIntlFor(locale).formatMessage({
    id: "chat.brain.cutShort",
    defaultMessage:
      "Sorry, my answer was cut short. Please ask again, or use the form below to reach our team.",
  });
}

export const PROVIDER_CUT_SHORT = cutShort("en");

export type ProviderBrainOptions = {
  /** The client, or how to make it on first use (the SDK takes ~0.1 s to load: not at start-up). */
  client: OpenAI | (() => Promise<OpenAI>);
  model: string;
  /** Longest wait for the first word of a reply before the offline brain answers instead. */
  firstTokenTimeoutMs: number;
  offline: OfflineBrain;
  budget: TokenBudget;
  logger: Logger;
};

/** How a provider's stream ended: with text, or before any ("offline"), or the visitor left. */
type Streamed = {
  outcome: "text" | "offline" | "left";
  text: string;
  reportedTokens: number | null;
};

/**
 * Streams the provider's reply as deltas. A failure before the first word (or the timeout) hands
 * over to the offline brain; after some text, which cannot be taken back, an apology ends it.
 */
async function* streamCompletion(
  openai: OpenAI,
  options: ProviderBrainOptions,
  messages: OpenAI.Chat.ChatCompletionMessageParam[],
  input: BrainInput,
): AsyncGenerator<BrainEvent, Streamed> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  input.signal?.addEventListener("abort", abort, { once: true });
  const timer = setTimeout(
    () => controller.abort(),
    options.firstTokenTimeoutMs,
  );
  const streamed: Streamed = {
    outcome: "text",
    text: "",
    reportedTokens: null,
  };
  let finished = false;
  try {
    const stream = await openai.chat.completions.create(
      {
        model: options.model,
        messages,
        stream: true,
        stream_options: { include_usage: true },
        temperature: 0.2,
      },
      { signal: controller.signal },
    );
    for await (const chunk of stream) {
      if (chunk.usage) streamed.reportedTokens = chunk.usage.total_tokens;
      const delta = chunk.choices[0]?.delta?.content;
      if (!delta) continue;
      if (streamed.text === "") clearTimeout(timer);
      streamed.text += delta;
      yield { type: "delta", text: delta };
    }
    finished = true;
  } catch (error) {
    if (input.signal?.aborted) return { ...streamed, outcome: "left" };
    if (streamed.text === "") {
      options.logger.warn(
        { err: error, timedOut: controller.signal.aborted },
        "chat provider failed before its first token; the offline brain answers",
      );
      return { ...streamed, outcome: "offline" };
    }
    options.logger.warn(
      { err: error },
      "chat provider failed mid-reply; the reply ends with an apology",
    );
    yield { type: "delta", text: `\n\n${cutShort(input.locale ?? "en")}` };
  } finally {
    clearTimeout(timer);
    // The visitor's side stopped reading (or it failed): do not leave the request running.
    if (!finished) controller.abort();
    input.signal?.removeEventListener("abort", abort);
  }
  if (streamed.text === "") {
    // A provider that answered with nothing has not answered.
    options.logger.warn(
      "chat provider sent an empty reply; the offline brain answers",
    );
    return { ...streamed, outcome: "offline" };
  }
  return streamed;
}

/** The post-check: records what a grounded reply never says; the line to add, if any. */
function checkReply(
  logger: Logger,
  text: string,
  prompt: { groundText: string; ruleLines: string[] },
  input: BrainInput,
): string | null {
  const check = checkProviderReply(text, prompt);
  if (check.echoedRules) {
    countChatReplyCheck("echoed_rules");
    logger.warn("chat provider reply repeats the system prompt's rules");
  }
  if (check.inventedFigures.length === 0) return null;
  countChatReplyCheck("invented_figure");
  logger.warn(
    { figures: check.inventedFigures.slice(0, 5) },
    "chat provider reply states figures nothing it was given contains; a line asks the visitor to check them",
  );
  return `\n\n${unverifiedFigureLine(input.locale ?? "en")}`;
}

/** The tokens the reply cost (the provider's count, else an estimate), recorded against the day. */
async function recordTokens(
  { budget, logger }: ProviderBrainOptions,
  messages: OpenAI.Chat.ChatCompletionMessageParam[],
  streamed: Streamed,
): Promise<number> {
  const promptChars = messages.reduce(
    (sum, message) => sum + String(message.content ?? "").length,
    0,
  );
  // A provider that reports no usage: about four characters a token.
  const tokens =
    streamed.reportedTokens ??
    Math.ceil((promptChars + streamed.text.length) / 4);
  try {
    await budget.record(tokens);
  } catch (error) {
    logger.warn(
      { err: error, tokens },
      "could not record chat provider tokens",
    );
  }
  return tokens;
}

export function createProviderBrain(options: ProviderBrainOptions): ChatBrain {
  const { logger } = options;
  let client: Promise<OpenAI> | null = null;

  async function isSpent(): Promise<boolean> {
    try {
      return await options.budget.isSpent();
    } catch (error) {
      // The database is what answers the visitor too; if it cannot say, the provider may answer.
      logger.warn({ err: error }, "could not read the chat token budget");
      return false;
    }
  }

  /** The SDK, loaded before the first-token timer (loading is not the provider being slow). */
  async function loadClient(): Promise<OpenAI | null> {
    try {
      return await (client ??=
        typeof options.client === "function"
          ? options.client()
          : Promise.resolve(options.client));
    } catch (error) {
      logger.error(
        { err: error },
        "could not load the OpenAI client; the offline brain answers",
      );
      return null;
    }
  }

  return {
    async *reply(input: BrainInput): AsyncIterable<BrainEvent> {
      const reply = await options.offline.read(input);
      yield { type: "intent", intent: reply.intent };
      if (answeredOffline(reply)) {
        yield* options.offline.replyWith(input, reply);
        return;
      }
      if (await isSpent()) {
        const notice = chatNoticesOf(
          chatIntlFor(input.locale ?? "en"),
        ).providerBudgetSpent;
        yield* options.offline.replyWith(input, reply, notice);
        return;
      }
      const prompt = providerPrompt(input, reply);
      const openai = await loadClient();
      const streamed = openai
        ? yield* streamCompletion(openai, options, prompt.messages, input)
        : null;
      if (streamed?.outcome === "left") return;
      if (!streamed || streamed.outcome === "offline") {
        yield* options.offline.replyWith(input, reply);
        return;
      }
      const correction = checkReply(logger, streamed.text, prompt, input);
      if (correction) yield { type: "delta", text: correction };
      const tokens = await recordTokens(options, prompt.messages, streamed);
      yield { type: "sources", sources: prompt.sources };
      yield { type: "grounding", grounding: prompt.grounding };
      if (reply.answer.action)
        yield { type: "action", action: reply.answer.action };
      yield { type: "usage", answeredBy: "provider", tokens };
    },
  };
}
