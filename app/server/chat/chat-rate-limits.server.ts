import { rateLimitClientKey } from "../security/client-key.server";
import {
  memoryLimiter,
  spendLimit,
  type MakeLimiter,
} from "../security/limiter-store.server";
import type { ChatEnv } from "./chat-env.server";

/**
 * The chat's message rates: per browser session and per client address (IPv6 per
 * /64), each over 10 minutes. Every call that makes the assistant work — a message, an image
 * to read, a recording to transcribe, speech — costs one point of both. Counted where the
 * form limits are: the shared store when several instances run (limiter-store.server.ts).
 */
export const CHAT_WINDOW_SECONDS = 600;

export type ChatRateLimiter = {
  /** null when allowed; otherwise the seconds until the caller may try again. */
  consume(sessionId: string, clientIp: string): Promise<number | null>;
};

export function createChatRateLimiter(
  limits: Pick<ChatEnv, "messagesPerSession" | "messagesPerAddress">,
  makeLimiter: MakeLimiter = memoryLimiter,
): ChatRateLimiter {
  const perSession = makeLimiter({
    points: limits.messagesPerSession,
    durationSeconds: CHAT_WINDOW_SECONDS,
    keyPrefix: "chat-session",
  });
  const perAddress = makeLimiter({
    points: limits.messagesPerAddress,
    durationSeconds: CHAT_WINDOW_SECONDS,
    keyPrefix: "chat-address",
  });
  return {
    async consume(sessionId, clientIp) {
      // The address first: a refused address spends nothing of the session's budget.
      return (
        (await spendLimit(perAddress, rateLimitClientKey(clientIp))) ??
        spendLimit(perSession, sessionId)
      );
    },
  };
}
