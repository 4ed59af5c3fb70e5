import type { BrainEvent, BrainInput, ChatBrain } from "../chat-brain.server";
import type { ChatBrainOptions } from "./chat-brain-engine.server";
import type { KnowledgeBase } from "./knowledge-base.server";

export type ChatBrainEngine = ChatBrain & {
  /** The next reply waits for an index read from the content as it is now. */
  invalidateKnowledge(): void;
  /** Cancels the warm-up, so a stopped app never builds (and holds) a brain. */
  stop(): void;
};

/**
 * The chat brain as start-up registers it (services.server.ts). The brain itself (the site's
 * content, minisearch, the offline answers, the provider brain) is imported a second after
 * start-up, or by the first reply if that comes sooner: importing it during start-up would pull
 * the whole marketing copy and its icon set into the server's start. The knowledge index is
 * built by the first reply (it reads the database).
 */
export function createChatBrain(options: ChatBrainOptions): ChatBrainEngine {
  let brain: Promise<ChatBrain> | null = null;
  // Set as the brain is built; before that there is no index to be stale (the first reply reads the content).
  let knowledge: KnowledgeBase | null = null;
  const load = () =>
    (brain ??= import("./chat-brain-engine.server").then(
      ({ buildChatBrain }) => {
        const built = buildChatBrain(options);
        knowledge = built.knowledge;
        return built.brain;
      },
    ));
  // Loaded in the background a moment after start-up, so the first visitor does not wait for it
  // either; the timer does not keep a stopping process alive.
  const warmUp = setTimeout(() => {
    load().catch((error: unknown) =>
      options.logger.error({ err: error }, "could not load the chat brain"),
    );
  }, 1000);
  warmUp.unref();
  return {
    async *reply(input: BrainInput): AsyncIterable<BrainEvent> {
      yield* (await load()).reply(input);
    },
    invalidateKnowledge() {
      knowledge?.invalidate();
    },
    stop() {
      clearTimeout(warmUp);
    },
  };
}
