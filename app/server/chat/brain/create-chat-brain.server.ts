import type { BrainEvent, BrainInput, ChatBrain } from "../chat-brain.server";
import type { ChatBrainOptions } from "./chat-brain-engine.server";

/**
 * The chat brain as start-up registers it (services.server.ts). The brain itself (the site's
 * content, minisearch, the offline answers, the provider brain) is loaded on the first reply:
 * importing it at start-up would pull the whole marketing copy and its icon set into the
 * server's start, for a feature most requests never touch.
 */
export function createChatBrain(options: ChatBrainOptions): ChatBrain {
  let brain: Promise<ChatBrain> | null = null;
  const load = () => (brain ??= import("./chat-brain-engine.server").then(({ buildChatBrain }) => buildChatBrain(options)));
  return {
    async *reply(input: BrainInput): AsyncIterable<BrainEvent> {
      yield* (await load()).reply(input);
    },
  };
}
