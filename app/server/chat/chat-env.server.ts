import { z } from "zod";

/**
 * The chat assistant's configuration (issue 12, ARCHITECTURE § 7). Without any of it the
 * assistant runs offline on the site's own content; with OPENAI_API_KEY it uses any
 * OpenAI-compatible endpoint for replies, image text, transcription and speech, and falls
 * back to the offline brain when the provider fails.
 */
export type ChatEnv = {
  /** null: no provider; every capability runs offline (or in the browser). */
  provider: ChatProviderEnv | null;
  /** Who makes speech: the provider, espeak-ng on the server, the browser, or the first available. */
  speech: "auto" | "provider" | "espeak" | "browser";
  /** Days a conversation is kept after its last message, then deleted with its files. */
  retentionDays: number;
  /** Messages one browser session may send per 10 minutes. */
  messagesPerSession: number;
  /** Messages one client address (IPv6 per /64) may send per 10 minutes, all sessions together. */
  messagesPerAddress: number;
  /** Provider tokens all conversations together may use per UTC day; then the offline brain answers. */
  dailyTokenBudget: number;
};

export type ChatProviderEnv = {
  baseUrl: string;
  apiKey: string;
  chatModel: string;
  visionModel: string;
  transcriptionModel: string;
  speechModel: string;
  timeoutMs: number;
};

const emptyToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

function wholeNumber(message: string, min: number, max: number, fallback: number) {
  return z.preprocess(emptyToUndefined, z.coerce.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message }).default(fallback));
}

const modelName = (fallback: string) =>
  z.preprocess(emptyToUndefined, z.string().regex(/^[\w.:/-]{1,100}$/, { error: "must be a model name (letters, digits, . : / - _)" }).default(fallback));

export const chatEnvSchema = z.object({
  OPENAI_BASE_URL: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^https?$/, error: "must be the http(s) URL of an OpenAI-compatible API, e.g. https://api.openai.com/v1" }).optional(),
  ),
  OPENAI_API_KEY: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  OPENAI_CHAT_MODEL: modelName("gpt-4o-mini"),
  OPENAI_VISION_MODEL: z.preprocess(emptyToUndefined, z.string().regex(/^[\w.:/-]{1,100}$/).optional()),
  OPENAI_TRANSCRIPTION_MODEL: modelName("whisper-1"),
  OPENAI_SPEECH_MODEL: modelName("tts-1"),
  OPENAI_TIMEOUT_MS: wholeNumber("must be a whole number of milliseconds from 1000 to 120000", 1000, 120_000, 20_000),
  CHAT_SPEECH: z.preprocess(
    emptyToUndefined,
    z.enum(["auto", "provider", "espeak", "browser"], { error: 'must be "auto", "provider", "espeak" or "browser"' }).default("auto"),
  ),
  CHAT_RETENTION_DAYS: wholeNumber("must be a whole number of days from 1 to 3650", 1, 3650, 180),
  CHAT_SESSION_MESSAGE_LIMIT: wholeNumber("must be a whole number of messages per 10 minutes from 1 to 10000", 1, 10_000, 30),
  CHAT_ADDRESS_MESSAGE_LIMIT: wholeNumber("must be a whole number of messages per 10 minutes from 1 to 100000", 1, 100_000, 120),
  CHAT_DAILY_TOKEN_BUDGET: wholeNumber("must be a whole number of tokens from 0 to 1000000000", 0, 1_000_000_000, 500_000),
});

export type ChatEnvSource = z.infer<typeof chatEnvSchema>;

export function chatEnvFrom(source: ChatEnvSource): ChatEnv {
  // Either variable turns the provider on: a key alone means OpenAI itself; a base URL alone
  // is a self-hosted endpoint (vLLM, Ollama…) that may not check keys.
  const provider: ChatProviderEnv | null =
    source.OPENAI_API_KEY || source.OPENAI_BASE_URL
    ? {
        baseUrl: (source.OPENAI_BASE_URL ?? "https://api.openai.com/v1").replace(/\/+$/, ""),
        apiKey: source.OPENAI_API_KEY ?? "not-needed",
        chatModel: source.OPENAI_CHAT_MODEL,
        visionModel: source.OPENAI_VISION_MODEL ?? source.OPENAI_CHAT_MODEL,
        transcriptionModel: source.OPENAI_TRANSCRIPTION_MODEL,
        speechModel: source.OPENAI_SPEECH_MODEL,
        timeoutMs: source.OPENAI_TIMEOUT_MS,
      }
    : null;
  return {
    provider,
    speech: source.CHAT_SPEECH,
    retentionDays: source.CHAT_RETENTION_DAYS,
    messagesPerSession: source.CHAT_SESSION_MESSAGE_LIMIT,
    messagesPerAddress: source.CHAT_ADDRESS_MESSAGE_LIMIT,
    dailyTokenBudget: source.CHAT_DAILY_TOKEN_BUDGET,
  };
}
