import type OpenAI from "openai";
import { describe, expect, it } from "vitest";
import { createLogger } from "../../logger.server";
import { collectReply } from "./grounding-checks";
import { createKnowledgeBase } from "./knowledge-base.server";
import { createOfflineBrain } from "./offline-brain.server";
import {
  createProviderBrain,
  PROVIDER_CUT_SHORT,
} from "./provider-brain.server";
import { siteDocuments } from "./site-documents.server";
import type { TokenBudget } from "./token-budget.server";

/**
 * The provider brain's edges that the fake HTTP provider cannot produce on demand: a stream
 * that breaks after some text, an empty reply, a reply without usage, an unreadable budget.
 * The client is a stand-in with the SDK's shape (chat.completions.create → async iterable).
 */

type Chunk = {
  choices: Array<{ delta: { content?: string } }>;
  usage?: { total_tokens: number };
};

function stubClient(produce: () => AsyncIterable<Chunk>): OpenAI {
  return {
    chat: { completions: { create: async () => produce() } },
  } as unknown as OpenAI;
}

function memoryBudget(
  overrides: Partial<TokenBudget> = {},
): TokenBudget & { recorded: number[] } {
  const recorded: number[] = [];
  return {
    recorded,
    isSpent: async () => false,
    record: async (tokens) => void recorded.push(tokens),
    usedToday: async () => recorded.reduce((a, b) => a + b, 0),
    ...overrides,
  };
}

const knowledge = createKnowledgeBase({
  load: async () => siteDocuments(),
  signature: async () => "fixed",
});
const offline = createOfflineBrain({ knowledge });
const logger = createLogger("silent");
const ask = (message: string) => ({ history: [], message, attachments: [] });

function brainWith(client: OpenAI, budget = memoryBudget()) {
  return {
    brain: createProviderBrain({
      client,
      model: "m",
      firstTokenTimeoutMs: 1000,
      knowledge,
      offline,
      budget,
      logger,
    }),
    budget,
  };
}

describe("the provider brain", () => {
  it("ends a reply that breaks after some text with the apology, and keeps what was said", async () => {
    const { brain } = brainWith(
      stubClient(async function* () {
        yield { choices: [{ delta: { content: "Our e-visa platform " } }] };
        yield { choices: [{ delta: { content: "checks passports." } }] };
        throw new Error("connection reset");
      }),
    );
    const reply = await collectReply(brain, ask("tell me about e-visa"));
    expect(reply.text).toBe(
      `Our e-visa platform checks passports.\n\n${PROVIDER_CUT_SHORT}`,
    );
    expect(reply.events.at(-1)).toMatchObject({
      type: "usage",
      answeredBy: "provider",
    });
    expect(reply.sources.map((source) => source.href)).toContain(
      "/solutions/evisa",
    );
  });

  it("lets the offline brain answer when the provider sends no text at all", async () => {
    const { brain } = brainWith(
      stubClient(async function* () {
        yield { choices: [{ delta: {} }], usage: { total_tokens: 3 } };
      }),
    );
    const reply = await collectReply(brain, ask("where are your offices"));
    expect(reply.text).toContain("340 Albert Street");
    expect(reply.events.at(-1)).toEqual({
      type: "usage",
      answeredBy: "offline",
      tokens: 0,
    });
  });

  it("estimates the tokens of a provider that reports no usage, and records them", async () => {
    const { brain, budget } = brainWith(
      stubClient(async function* () {
        yield {
          choices: [{ delta: { content: "See [Solutions](/solutions)." } }],
        };
      }),
    );
    const reply = await collectReply(brain, ask("what solutions do you have"));
    const usage = reply.events.at(-1);
    expect(usage).toMatchObject({ type: "usage", answeredBy: "provider" });
    expect((usage as { tokens: number }).tokens).toBeGreaterThan(100);
    expect(budget.recorded).toEqual([(usage as { tokens: number }).tokens]);
  });

  it("still answers through the provider when the budget cannot be read", async () => {
    const { brain } = brainWith(
      stubClient(async function* () {
        yield {
          choices: [{ delta: { content: "Hello from the provider." } }],
          usage: { total_tokens: 7 },
        };
      }),
      memoryBudget({ isSpent: () => Promise.reject(new Error("db down")) }),
    );
    const reply = await collectReply(brain, ask("hello"));
    expect(reply.text).toBe("Hello from the provider.");
    expect(reply.events.at(-1)).toEqual({
      type: "usage",
      answeredBy: "provider",
      tokens: 7,
    });
  });

  it("passes the visitor's abort on to the provider request", async () => {
    let seen: AbortSignal | undefined;
    const client = {
      chat: {
        completions: {
          create: async (_body: unknown, options: { signal: AbortSignal }) => {
            seen = options.signal;
            return (async function* () {
              yield { choices: [{ delta: { content: "first " } }] };
              if (!options.signal.aborted)
                await new Promise((resolve) =>
                  options.signal.addEventListener("abort", resolve),
                );
              throw new Error("aborted");
            })();
          },
        },
      },
    } as unknown as OpenAI;
    const { brain } = brainWith(client);
    const controller = new AbortController();
    const events = [];
    for await (const event of brain.reply({
      ...ask("tell me about e-visa"),
      signal: controller.signal,
    })) {
      events.push(event);
      if (event.type === "delta") controller.abort();
    }
    expect(seen?.aborted).toBe(true);
    expect(events.map((event) => event.type)).toEqual(["intent", "delta"]);
  });
});
