import type { ChatSource, ChatStreamEvent } from "~/domain/chat/chat-api";
import { chatNoticesOf, chatToastsOf } from "~/domain/chat/chat-copy";
import type { ChatIntent } from "~/domain/chat/chat-intent";
import { chatIntlFor } from "~/domain/chat/chat-intl";
import type { Locale } from "~/i18n/locale";
import type { Database } from "../../db/client.server";
import type { Logger } from "../../logger.server";
import {
  countChatReply,
  type ChatReplyBrain,
  type ChatReplyOutcome,
} from "../../metrics/metrics-registry.server";
import type { ChatBrain, ReplyGrounding } from "../chat-brain.server";
import { appendChatMessage } from "../conversation-store.server";
import { brainInputFor } from "./brain-input.server";
import { knownVisitorDetails } from "./known-details.server";

/**
 * A streamed reply (application/x-ndjson, one ChatStreamEvent per line): `conversation` at
 * once, then what the brain writes as it writes it, then the stored reply's `done`.
 *
 * When the visitor goes away mid-reply (the request's signal, or the stream cancelled), the
 * brain is aborted and the text written so far is stored as the reply: the transcript staff
 * read then matches what the visitor saw. A brain failure ends the stream with `error`; the
 * visitor's message is already stored, the failed partial reply is not.
 */
export const NDJSON_HEADERS = {
  "Content-Type": "application/x-ndjson; charset=utf-8",
  // no-transform keeps the compression middleware from buffering the stream.
  "Cache-Control": "no-store, no-transform",
  "X-Accel-Buffering": "no",
} as const;

const encoder = new TextEncoder();

function line(event: ChatStreamEvent): Uint8Array {
  return encoder.encode(`${JSON.stringify(event)}\n`);
}

/** The whole answer for a conversation staff have taken over: the brain is not asked. */
export function handedOffResponse(
  conversationId: string,
  locale: Locale = "en",
): Response {
  countChatReply("none", "handed_off");
  const body = [
    { type: "conversation", conversationId },
    {
      type: "handed_off",
      message: chatNoticesOf(chatIntlFor(locale)).withOurTeam,
    },
  ] satisfies ChatStreamEvent[];
  return new Response(
    body.map((event) => `${JSON.stringify(event)}\n`).join(""),
    { status: 200, headers: NDJSON_HEADERS },
  );
}

export type ReplyStreamOptions = {
  db: Database;
  logger: Logger;
  /** Resolved inside the stream, so a brain that cannot start is an `error` event, not a 500. */
  brain: () => ChatBrain;
  conversationId: string;
  /** The visitor's session: the only one whose details an `action` may carry back (known-details.server.ts). */
  sessionId: string;
  userMessageId: string;
  message: string;
  /** The request's signal: aborted when the visitor disconnects. */
  signal: AbortSignal;
  /** The conversation's language: the reply's, and its error line's. English when not given. */
  locale?: Locale;
  /** OPENAI_* is configured: an offline answer is then the provider's fallback (chat_replies_total). */
  providerConfigured?: boolean;
};

export function replyResponse(options: ReplyStreamOptions): Response {
  return new Response(replyStream(options), {
    status: 200,
    headers: NDJSON_HEADERS,
  });
}

export function replyStream(
  options: ReplyStreamOptions,
): ReadableStream<Uint8Array> {
  const sendFailed = chatToastsOf(chatIntlFor(options.locale ?? "en"))
    .sendFailed.description;
  const gone = new AbortController();
  const onAbort = () => gone.abort();
  if (options.signal.aborted) gone.abort();
  else options.signal.addEventListener("abort", onAbort, { once: true });
  let open = true;

  return new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (event: ChatStreamEvent) => {
        if (!open || gone.signal.aborted) return;
        try {
          controller.enqueue(line(event));
        } catch {
          open = false;
        }
      };
      // Not awaited: the stream hands out each line as soon as it is enqueued.
      const count = (
        answeredBy: Reply["answeredBy"],
        outcome: ChatReplyOutcome,
      ) =>
        countChatReply(
          replyBrain(answeredBy, options.providerConfigured ?? false),
          outcome,
        );
      void writeReply(options, gone.signal, send)
        .then(({ answeredBy, outcome }) => count(answeredBy, outcome))
        .catch((error: unknown) => {
          count(null, "failed");
          options.logger.error(
            { err: String(error), conversationId: options.conversationId },
            "chat reply failed",
          );
          send({ type: "error", message: sendFailed });
        })
        .finally(() => {
          options.signal.removeEventListener("abort", onAbort);
          if (!open) return;
          open = false;
          try {
            controller.close();
          } catch {
            // Already cancelled by the reader.
          }
        });
    },
    cancel() {
      open = false;
      gone.abort();
    },
  });
}

/** Who wrote a reply, for chat_replies_total; before the brain said (it failed first), whoever was asked. */
export function replyBrain(
  answeredBy: "offline" | "provider" | null,
  providerConfigured: boolean,
): ChatReplyBrain {
  if (answeredBy === "provider") return "provider";
  if (answeredBy === "offline")
    return providerConfigured ? "fallback" : "offline";
  return providerConfigured ? "provider" : "offline";
}

type Reply = {
  content: string;
  sources: ChatSource[];
  intent: ChatIntent | null;
  answeredBy: "offline" | "provider" | null;
  tokens: number;
  /** How well the knowledge covered the question (decision 057); stored with the reply. */
  grounding: ReplyGrounding | null;
};

type ReplyResult = {
  answeredBy: Reply["answeredBy"];
  outcome: ChatReplyOutcome;
};

async function writeReply(
  options: ReplyStreamOptions,
  signal: AbortSignal,
  send: (event: ChatStreamEvent) => void,
): Promise<ReplyResult> {
  const { db, logger, conversationId } = options;
  const sendFailed = chatToastsOf(chatIntlFor(options.locale ?? "en"))
    .sendFailed.description;
  send({ type: "conversation", conversationId });
  const reply: Reply = {
    content: "",
    sources: [],
    intent: null,
    answeredBy: null,
    tokens: 0,
    grounding: null,
  };
  let actionSent = false;
  try {
    const input = await brainInputFor(db, {
      conversationId,
      userMessageId: options.userMessageId,
      message: options.message,
    });
    for await (const event of options
      .brain()
      .reply({ ...input, locale: options.locale, signal })) {
      if (signal.aborted) break;
      if (event.type === "intent") reply.intent = event.intent;
      else if (event.type === "grounding") reply.grounding = event.grounding;
      else if (event.type === "usage") {
        reply.answeredBy = event.answeredBy;
        reply.tokens = event.tokens;
      } else if (event.type === "delta") {
        reply.content += event.text;
        send(event);
      } else if (event.type === "sources") {
        reply.sources = event.sources;
        send(event);
      } else if (!actionSent) {
        // The contract allows one action per reply. It carries what the visitor already gave,
        // so the form asks only for what is missing (decision 057, "Hand-off reuse").
        actionSent = true;
        const known = await knownVisitorDetails(db, {
          conversationId,
          sessionId: options.sessionId,
        });
        send({ ...event, known });
      }
    }
  } catch (error) {
    if (!signal.aborted) {
      logger.error(
        { err: String(error), conversationId },
        "the chat brain failed mid-reply",
      );
      send({ type: "error", message: sendFailed });
      return { answeredBy: reply.answeredBy, outcome: "failed" };
    }
  }

  if (signal.aborted) {
    if (reply.content.trim() === "")
      return { answeredBy: reply.answeredBy, outcome: "abandoned" };
    await storeReply(db, conversationId, reply);
    logger.info(
      { conversationId, chars: reply.content.length },
      "chat visitor left mid-reply; the partial reply was stored",
    );
    return { answeredBy: reply.answeredBy, outcome: "abandoned" };
  }
  if (reply.content.trim() === "") {
    logger.error(
      { conversationId },
      "the chat brain finished without writing a reply",
    );
    send({ type: "error", message: sendFailed });
    return { answeredBy: reply.answeredBy, outcome: "failed" };
  }
  const stored = await storeReply(db, conversationId, reply);
  send({ type: "done", messageId: stored.id, content: reply.content });
  return { answeredBy: reply.answeredBy, outcome: "completed" };
}

function storeReply(db: Database, conversationId: string, reply: Reply) {
  return appendChatMessage(db, {
    conversationId,
    role: "assistant",
    content: reply.content,
    sources: reply.sources,
    intent: reply.intent,
    answeredBy: reply.answeredBy,
    providerTokens: reply.tokens,
    grounding: reply.grounding?.confidence ?? null,
    curatedAnswerId: reply.grounding?.curatedAnswerId ?? null,
  });
}
