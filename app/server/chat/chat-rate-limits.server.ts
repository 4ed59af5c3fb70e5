import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { rateLimitClientKey } from "../security/client-key.server";
import type { ChatEnv } from "./chat-env.server";

/**
 * The chat's message rates (issue 12): per browser session and per client address (IPv6 per
 * /64), each over 10 minutes. Every call that makes the assistant work — a message, an image
 * to read, a recording to transcribe, speech — costs one point of both. In memory, like the
 * form limits: one instance; issue 14 moves them to a shared store.
 */
export const CHAT_WINDOW_SECONDS = 600;

export type ChatRateLimiter = {
  /** null when allowed; otherwise the seconds until the caller may try again. */
  consume(sessionId: string, clientIp: string): Promise<number | null>;
};

export function createChatRateLimiter(limits: Pick<ChatEnv, "messagesPerSession" | "messagesPerAddress">): ChatRateLimiter {
  const perSession = new RateLimiterMemory({ points: limits.messagesPerSession, duration: CHAT_WINDOW_SECONDS, keyPrefix: "chat-session" });
  const perAddress = new RateLimiterMemory({ points: limits.messagesPerAddress, duration: CHAT_WINDOW_SECONDS, keyPrefix: "chat-address" });
  return {
    async consume(sessionId, clientIp) {
      try {
        await perAddress.consume(rateLimitClientKey(clientIp));
        await perSession.consume(sessionId);
        return null;
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
        throw rejection;
      }
    },
  };
}
