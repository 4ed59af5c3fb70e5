import type { ChatIntent } from "~/domain/chat/chat-intent";
import type {
  BrainEvent,
  BrainInput,
  ChatBrain,
} from "~/server/chat/chat-brain.server";

/**
 * A ChatBrain that replies with a script, for the conversation tests while (and after) the
 * real brains live elsewhere: it records every input, can hold a reply at a gate (to
 * prove the stream is delivered as written and to disconnect mid-reply) and can fail after
 * its first events (a provider dying mid-stream).
 */
export type Script = {
  events: BrainEvent[];
  /** Throw after this many events. */
  failAfter?: number;
  /** Wait here after this many events until release() (or the visitor's abort). */
  holdAfter?: number;
};

export function createScriptedBrain(defaultScript: () => Script) {
  const inputs: BrainInput[] = [];
  let next: Script | null = null;
  let release: (() => void) | null = null;
  let held: Promise<void> | null = null;
  const reachedGate: Array<() => void> = [];

  const brain: ChatBrain = {
    async *reply(input) {
      inputs.push(input);
      const script = next ?? defaultScript();
      next = null;
      for (let index = 0; index < script.events.length; index++) {
        if (script.failAfter === index)
          throw new Error("scripted brain failure");
        if (script.holdAfter === index) {
          held = new Promise<void>((resolve) => {
            release = resolve;
            input.signal?.addEventListener("abort", () => resolve(), {
              once: true,
            });
          });
          reachedGate.splice(0).forEach((resolve) => resolve());
          await held;
          if (input.signal?.aborted)
            throw new DOMException("The visitor left", "AbortError");
        }
        yield script.events[index]!;
      }
      if (script.failAfter === script.events.length)
        throw new Error("scripted brain failure");
    },
  };

  return {
    brain,
    inputs,
    /** The script of the next reply only. */
    scriptNext(script: Script) {
      next = script;
    },
    /** Resolves when a reply reaches its gate. */
    atGate(): Promise<void> {
      return new Promise((resolve) => reachedGate.push(resolve));
    },
    release() {
      release?.();
    },
  };
}

/** An answer as the offline brain gives one: intent, text in pieces, sources, usage. */
export function answer(
  text: string,
  options: { intent?: ChatIntent; withAction?: boolean } = {},
): BrainEvent[] {
  const words = text.split(/(?<= )/);
  return [
    { type: "intent", intent: options.intent ?? "solution_area" },
    ...words.map((word): BrainEvent => ({ type: "delta", text: word })),
    {
      type: "sources",
      sources: [{ title: "E-Visa platform", href: "/solutions/e-visa" }],
    },
    ...(options.withAction
      ? [{ type: "action", action: "contact_form" } as BrainEvent]
      : []),
    { type: "usage", answeredBy: "offline", tokens: 0 },
  ];
}
