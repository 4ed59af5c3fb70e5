import OpenAI from "openai";
import type { ChatProviderEnv } from "./chat-env.server";

/**
 * One OpenAI SDK client per process for every provider capability (replies, vision,
 * transcription, speech). The SDK's own retries are off: a failed reply falls back to the
 * offline brain at once rather than making the visitor wait through back-off.
 */
export function createOpenAiClient(provider: ChatProviderEnv): OpenAI {
  return new OpenAI({
    baseURL: provider.baseUrl,
    apiKey: provider.apiKey,
    timeout: provider.timeoutMs,
    maxRetries: 0,
  });
}
