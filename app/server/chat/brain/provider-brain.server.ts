import type OpenAI from "openai";
import type { ChatAction } from "~/domain/chat/chat-api";
import type { ChatIntent } from "~/domain/chat/chat-intent";
import { chatNoticesOf } from "~/domain/chat/chat-copy";
import { chatIntlFor } from "~/domain/chat/chat-intl";
import type { Locale } from "~/i18n/locale";
import type { Logger } from "../../logger.server";
import { countChatReplyCheck } from "../../metrics/metrics-registry.server";
import type { BrainEvent, BrainInput, ChatBrain } from "../chat-brain.server";
import { clientsQuestion } from "./client-list.server";
import {
  FIXED_INTENTS,
  groundQuestion,
  type Grounding,
} from "./grounding.server";
import type { KnowledgeBase } from "./knowledge-base.server";
import type { KnowledgeIndex } from "./knowledge-index.server";
import { asksWhatWeDo, composeOfflineAnswer } from "./offline-answers.server";
import { intentOfInput, type OfflineBrain } from "./offline-brain.server";
import { providerPrompt, type SiteAnswer } from "./provider-prompt.server";
import {
  checkProviderReply,
  unverifiedFigureLine,
} from "./reply-checks.server";
import type { TokenBudget } from "./token-budget.server";

/**
 * The provider brain: any OpenAI-compatible endpoint, given the same grounding as the offline
 * brain (the staff answer and passages of groundQuestion, decision 057), streaming its reply.
 * The offline brain stands behind it: it answers when the day's token budget is spent (after a
 * notice), and when the provider fails or sends no text within the timeout. A failure after
 * some text has been shown cannot be taken back, so the reply ends with a short apology
 * instead. The finished reply is checked (reply-checks.server.ts): a figure nothing it was
 * given contains is recorded and gets a line telling the visitor to check it; a repeat of the
 * prompt's rules is recorded.
 */

/** The panel's form under the reply, as the offline brain asks for it. */
const ACTIONS: Partial<Record<ChatIntent, ChatAction>> = {
  wants_call: "contact_form",
  blueprint: "contact_form",
  pricing: "contact_form",
  talk_to_person: "handoff_form",
};

function cutShort(locale: Locale): string {
  return chatIntlFor(locale).formatMessage({
    id: "chat.brain.cutShort",
    defaultMessage:
      "Sorry, my answer was cut short. Please ask again, or use the form below to reach our team.",
  });
}

export const PROVIDER_CUT_SHORT = cutShort("en");

/**
 * Requests the site's copy answers by construction (decision 057: their grounding is
 * "answered" whatever the passages say), and "what do you do?", which the overview answers
 * (asksWhatWeDo, or a solution-area question with no subject of its own).
 */
const SITE_COPY_INTENTS: ReadonlySet<ChatIntent> = new Set([
  ...FIXED_INTENTS,
  "solution_area",
]);

/**
 * The site's own answer to such a request, as the offline brain composes it, for the prompt
 * to carry: the passages of a call request or "where are your offices?" are not its answer.
 * Nothing when a staff answer or the passages are what answers.
 */
function siteAnswerFor(
  input: BrainInput,
  intent: ChatIntent,
  index: KnowledgeIndex,
  grounding: Grounding,
): SiteAnswer | null {
  const clients =
    (intent === "general" || intent === "solution_area") &&
    clientsQuestion(input.message, input.locale ?? "en") !== null;
  const whatWeDo =
    (intent === "general" || intent === "solution_area") &&
    asksWhatWeDo(input.message);
  if (!SITE_COPY_INTENTS.has(intent) && !clients && !whatWeDo) return null;
  const answer = composeOfflineAnswer({
    intent,
    message: grounding.query,
    asked: input.message,
    index,
    grounding,
    attachments: input.attachments,
    locale: input.locale,
  });
  if (answer.curatedAnswerId) return null;
  if (answer.clientList)
    return {
      text: answer.text,
      sources: answer.sources,
      confidence: "answered",
    };
  if (answer.overview)
    return {
      text: answer.text,
      sources: answer.sources,
      confidence: "answered",
    };
  if (!SITE_COPY_INTENTS.has(intent)) return null;
  if (intent === "solution_area") return null;
  return {
    text: answer.text,
    sources: answer.sources,
    confidence: answer.confidence ?? grounding.confidence,
  };
}

/** Rough tokens of a text (four characters each), for providers that report no usage. */
function estimateTokens(chars: number): number {
  return Math.ceil(chars / 4);
}

export type ProviderBrainOptions = {
  /** The client, or how to make it on first use (the SDK takes ~0.1 s to load: not at start-up). */
  client: OpenAI | (() => Promise<OpenAI>);
  model: string;
  /** Longest wait for the first word of a reply before the offline brain answers instead. */
  firstTokenTimeoutMs: number;
  knowledge: KnowledgeBase;
  offline: OfflineBrain;
  budget: TokenBudget;
  logger: Logger;
};

export function createProviderBrain(options: ProviderBrainOptions): ChatBrain {
  const { logger } = options;
  let client: Promise<OpenAI> | null = null;
  const getClient = () =>
    (client ??=
      typeof options.client === "function"
        ? options.client()
        : Promise.resolve(options.client));

  async function isSpent(): Promise<boolean> {
    try {
      return await options.budget.isSpent();
    } catch (error) {
      // The database is what answers the visitor too; if it cannot say, the provider may answer.
      logger.warn({ err: error }, "could not read the chat token budget");
      return false;
    }
  }

  /** The post-check: records what a grounded reply never says; the line to add, if any. */
  function checkReply(
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

  return {
    async *reply(input: BrainInput): AsyncIterable<BrainEvent> {
      const intent = intentOfInput(input);
      yield { type: "intent", intent };
      const [index, spent] = await Promise.all([
        options.knowledge.index(input.locale),
        isSpent(),
      ]);
      if (spent) {
        yield* options.offline.replyAs(
          input,
          intent,
          chatNoticesOf(chatIntlFor(input.locale ?? "en")).providerBudgetSpent,
        );
        return;
      }
      const grounding = groundQuestion(index, input, intent);
      const prompt = providerPrompt(
        input,
        grounding,
        index,
        siteAnswerFor(input, intent, index, grounding),
      );
      const { messages } = prompt;

      let openai: OpenAI;
      try {
        // Before the first-token timer: loading the SDK is not the provider being slow.
        openai = await getClient();
      } catch (error) {
        logger.error(
          { err: error },
          "could not load the OpenAI client; the offline brain answers",
        );
        yield* options.offline.replyAs(input, intent);
        return;
      }
      const controller = new AbortController();
      const abort = () => controller.abort();
      input.signal?.addEventListener("abort", abort, { once: true });
      const timer = setTimeout(
        () => controller.abort(),
        options.firstTokenTimeoutMs,
      );
      let text = "";
      let reportedTokens: number | null = null;
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
          if (chunk.usage) reportedTokens = chunk.usage.total_tokens;
          const delta = chunk.choices[0]?.delta?.content;
          if (!delta) continue;
          if (text === "") clearTimeout(timer);
          text += delta;
          yield { type: "delta", text: delta };
        }
        finished = true;
      } catch (error) {
        if (input.signal?.aborted) return;
        if (text === "") {
          logger.warn(
            { err: error, timedOut: controller.signal.aborted },
            "chat provider failed before its first token; the offline brain answers",
          );
          yield* options.offline.replyAs(input, intent);
          return;
        }
        logger.warn(
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
      if (text === "") {
        // A provider that answered with nothing has not answered.
        logger.warn(
          "chat provider sent an empty reply; the offline brain answers",
        );
        yield* options.offline.replyAs(input, intent);
        return;
      }
      const correction = checkReply(text, prompt, input);
      if (correction) yield { type: "delta", text: correction };
      const promptChars = messages.reduce(
        (sum, message) => sum + String(message.content ?? "").length,
        0,
      );
      const tokens =
        reportedTokens ?? estimateTokens(promptChars + text.length);
      try {
        await options.budget.record(tokens);
      } catch (error) {
        logger.warn(
          { err: error, tokens },
          "could not record chat provider tokens",
        );
      }
      yield { type: "sources", sources: prompt.sources };
      yield { type: "grounding", grounding: prompt.grounding };
      const action = ACTIONS[intent];
      if (action) yield { type: "action", action };
      yield { type: "usage", answeredBy: "provider", tokens };
    },
  };
}
