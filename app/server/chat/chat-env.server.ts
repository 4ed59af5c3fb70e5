import { z } from "zod";
import { envDocs } from "../env-docs.server";

/**
 * The chat assistant's configuration. Without any of it the
 * assistant runs offline on the site's own content; with OPENAI_API_KEY it uses any
 * OpenAI-compatible endpoint for replies, image text, transcription and speech, and falls
 * back to the offline brain when the provider fails.
 */
export type ChatEnv = ReturnType<typeof chatEnvFrom>;

export type ChatProviderEnv = NonNullable<ChatEnv["provider"]>;

const emptyToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

function wholeNumber(
  message: string,
  min: number,
  max: number,
  fallback: number,
) {
  return z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: message })
      .int({ error: message })
      .min(min, { error: message })
      .max(max, { error: message })
      .default(fallback),
  );
}

const modelName = (fallback: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[\w.:/-]{1,100}$/, {
        error: "must be a model name (letters, digits, . : / - _)",
      })
      .default(fallback),
  );

export const chatEnvSchema = z.object({
  OPENAI_BASE_URL: z
    .preprocess(
      emptyToUndefined,
      z
        .url({
          protocol: /^https?$/,
          error:
            "must be the http(s) URL of an OpenAI-compatible API, e.g. https://api.openai.com/v1",
        })
        .optional(),
    )
    .register(envDocs, {
      meaning:
        "The chat assistant's provider: any OpenAI-compatible API, e.g. " +
        "`https://api.openai.com/v1` or a self-hosted vLLM/Ollama endpoint. Setting it or " +
        "`OPENAI_API_KEY` turns the provider on for replies, image text, transcription and " +
        "speech; without either the assistant runs offline on the site's own content (see " +
        "docs/chat-assistant.md).",
    }),
  OPENAI_API_KEY: z
    .preprocess(emptyToUndefined, z.string().min(1).optional())
    .register(envDocs, {
      meaning:
        "The provider's key (a key alone means OpenAI's own endpoint). Never logged.",
    }),
  OPENAI_CHAT_MODEL: modelName("gpt-4o-mini").register(envDocs, {
    meaning: "Model for replies.",
  }),
  OPENAI_VISION_MODEL: z
    .preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^[\w.:/-]{1,100}$/)
        .optional(),
    )
    .register(envDocs, {
      meaning: "Model that reads text from images.",
      default: "the chat model (`OPENAI_CHAT_MODEL`)",
    }),
  OPENAI_TRANSCRIPTION_MODEL: modelName("whisper-1").register(envDocs, {
    meaning: "Model that turns voice into text.",
  }),
  OPENAI_SPEECH_MODEL: modelName("tts-1").register(envDocs, {
    meaning: "Model that reads replies aloud (voice `alloy`).",
  }),
  OPENAI_TIMEOUT_MS: wholeNumber(
    "must be a whole number of milliseconds from 1000 to 120000",
    1000,
    120_000,
    20_000,
  ).register(envDocs, {
    meaning:
      "How long one provider call may take (1000–120000). A reply whose provider fails or times " +
      "out before its first word is answered by the offline brain instead.",
  }),
  CHAT_SPEECH: z
    .preprocess(
      emptyToUndefined,
      z
        .enum(["auto", "provider", "espeak", "browser"], {
          error: 'must be "auto", "provider", "espeak" or "browser"',
        })
        .default("auto"),
    )
    .register(envDocs, {
      meaning:
        "Who reads replies aloud: `provider`, `espeak` (the `espeak-ng` program on the server), " +
        "`browser` (the visitor's own speech synthesis) or `auto` (the first of those that is " +
        "available).",
    }),
  CHAT_RETENTION_DAYS: wholeNumber(
    "must be a whole number of days from 1 to 3650",
    1,
    3650,
    90,
  ).register(envDocs, {
    meaning:
      "Days a chat conversation that never became a lead is kept after its last message " +
      "(1–3650); then a daily job deletes it with its messages and files. A conversation that " +
      "became a lead is the lead's record and follows RETENTION_LOST_LEAD_MONTHS; one whose " +
      "address is under a legal hold is kept.",
  }),
  CHAT_SESSION_MESSAGE_LIMIT: wholeNumber(
    "must be a whole number of messages per 10 minutes from 1 to 10000",
    1,
    10_000,
    30,
  ).register(envDocs, {
    meaning:
      "Chat requests (messages, images, recordings, speech, uploads) one browser session may " +
      "make per 10 minutes; beyond it a clear message with `Retry-After`, never a 5xx. Counted " +
      "in the rate-limit store (`RATE_LIMIT_STORE`): one limit across instances.",
  }),
  CHAT_ADDRESS_MESSAGE_LIMIT: wholeNumber(
    "must be a whole number of messages per 10 minutes from 1 to 100000",
    1,
    100_000,
    120,
  ).register(envDocs, {
    meaning:
      "The same per client address (IPv4, or IPv6 /64), all sessions together.",
  }),
  CHAT_DAILY_TOKEN_BUDGET: wholeNumber(
    "must be a whole number of tokens from 0 to 1000000000",
    0,
    1_000_000_000,
    500_000,
  ).register(envDocs, {
    meaning:
      "Provider tokens all conversations may use per UTC day (counted in " +
      "`chat_provider_usage`); when spent, the offline brain answers for the rest of the day " +
      "and says so. `0` means the provider is never asked.",
  }),
});

export type ChatEnvSource = z.infer<typeof chatEnvSchema>;

export function chatEnvFrom(source: ChatEnvSource) {
  // Either variable turns the provider on: a key alone means OpenAI itself; a base URL alone
  // is a self-hosted endpoint (vLLM, Ollama…) that may not check keys.
  const provider =
    source.OPENAI_API_KEY || source.OPENAI_BASE_URL
      ? {
          baseUrl: (
            source.OPENAI_BASE_URL ?? "https://api.openai.com/v1"
          ).replace(/\/+$/, ""),
          apiKey: source.OPENAI_API_KEY ?? "not-needed",
          chatModel: source.OPENAI_CHAT_MODEL,
          visionModel: source.OPENAI_VISION_MODEL ?? source.OPENAI_CHAT_MODEL,
          transcriptionModel: source.OPENAI_TRANSCRIPTION_MODEL,
          speechModel: source.OPENAI_SPEECH_MODEL,
          timeoutMs: source.OPENAI_TIMEOUT_MS,
        }
      : null;
  return {
    /** null: no provider; every capability runs offline (or in the browser). */
    provider,
    /** Who makes speech: the provider, espeak-ng on the server, the browser, or the first available. */
    speech: source.CHAT_SPEECH,
    /** Days a conversation is kept after its last message, then deleted with its files. */
    retentionDays: source.CHAT_RETENTION_DAYS,
    /** Messages one browser session may send per 10 minutes. */
    messagesPerSession: source.CHAT_SESSION_MESSAGE_LIMIT,
    /** Messages one client address (IPv6 per /64) may send per 10 minutes, all sessions together. */
    messagesPerAddress: source.CHAT_ADDRESS_MESSAGE_LIMIT,
    /** Provider tokens all conversations together may use per UTC day; then the offline brain answers. */
    dailyTokenBudget: source.CHAT_DAILY_TOKEN_BUDGET,
  };
}
