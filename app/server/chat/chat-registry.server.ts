import type { ChatBrain } from "./chat-brain.server";
import type { ChatMedia } from "./chat-media.server";
import type { ChatRateLimiter } from "./chat-rate-limits.server";

/**
 * The chat's process-wide engines, registered once by startAppServices (services.server.ts)
 * and reached by the /api/chat routes, which the framework bundles apart from server.ts —
 * hence globalThis, as for the other app services.
 */
type ChatEngines = {
  brain?: ChatBrain;
  media?: ChatMedia;
  rateLimiter?: ChatRateLimiter;
};

const KEY = Symbol.for("consultancy-site.chat-engines");
type Holder = { [KEY]?: ChatEngines };

function engines(): ChatEngines {
  const holder = globalThis as Holder;
  return (holder[KEY] ??= {});
}

export function registerChatBrain(brain: ChatBrain): void {
  engines().brain = brain;
}

export function registerChatMedia(media: ChatMedia): void {
  engines().media = media;
}

export function registerChatRateLimiter(rateLimiter: ChatRateLimiter): void {
  engines().rateLimiter = rateLimiter;
}

export function getChatRateLimiter(): ChatRateLimiter {
  const rateLimiter = engines().rateLimiter;
  if (!rateLimiter)
    throw new Error(
      "The chat rate limiter is not started: start the app through server.ts",
    );
  return rateLimiter;
}

export function getChatBrain(): ChatBrain {
  const brain = engines().brain;
  if (!brain)
    throw new Error(
      "The chat brain is not started: start the app through server.ts",
    );
  return brain;
}

/**
 * The next chat reply waits for an index with the content as it is now. The app calls it on
 * every change of the content version (services.server.ts); without it a change is picked up
 * by the knowledge base's own check within 30 s.
 */
export function invalidateChatKnowledge(): void {
  engines().brain?.invalidateKnowledge?.();
}

export function getChatMedia(): ChatMedia {
  const media = engines().media;
  if (!media)
    throw new Error(
      "The chat media engines are not started: start the app through server.ts",
    );
  return media;
}

/** For graceful shutdown and tests: forgets the engines (the caller closes media first). */
export function clearChatEngines(): void {
  delete (globalThis as Holder)[KEY];
}
