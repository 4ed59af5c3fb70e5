import type OpenAI from "openai";
import { describe, expect, it } from "vitest";
import { replayPrompt } from "../../../../tests/support/provider-replay";
import { createLogger } from "../../logger.server";
import { appMetrics } from "../../metrics/metrics-registry.server";
import { createOfflineBrain } from "../answering/pipeline-brain.server";
import { collectReply } from "../../../../tests/support/grounding-checks";
import { createKnowledgeBase } from "./knowledge-base.server";
import {
  createProviderBrain,
  PROVIDER_CUT_SHORT,
} from "./provider-brain.server";
import { unverifiedFigureLine } from "./reply-checks.server";
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

/** The event a reply ends with: what answered it, and the tokens it cost. */
const usage = (answeredBy: "provider" | "offline", tokens: number) => ({
  type: "usage",
  answeredBy,
  tokens,
});

function brainWith(client: OpenAI, budget = memoryBudget()) {
  return {
    brain: createProviderBrain({
      client,
      model: "m",
      firstTokenTimeoutMs: 1000,
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
    expect(reply.events.at(-1)).toEqual(usage("offline", 0));
    // The offline brain's grounding, once: the provider path sent none of its own.
    expect(reply.events.filter((e) => e.type === "grounding")).toEqual([
      { type: "grounding", grounding: { confidence: "answered" } },
    ]);
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
    const reply = await collectReply(brain, ask("tell me about e-visa"));
    expect(reply.text).toBe("Hello from the provider.");
    expect(reply.events.at(-1)).toEqual(usage("provider", 7));
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

/** A client that remembers what it was sent and replays the prompt (tests/support/provider-replay.ts). */
function recordingClient(): OpenAI & {
  calls: Array<Array<{ role: string; content: string }>>;
} {
  const calls: Array<Array<{ role: string; content: string }>> = [];
  return Object.assign(
    {
      chat: {
        completions: {
          create: async (body: {
            messages: Array<{ role: string; content: string }>;
          }) => {
            calls.push(body.messages);
            return (async function* () {
              yield {
                choices: [{ delta: { content: replayPrompt(body.messages) } }],
              };
            })();
          },
        },
      },
    } as unknown as OpenAI,
    { calls },
  );
}

describe("the provider brain on the pipeline's retrieval (decision 062)", () => {
  it("sends the pipeline's best passages with their pages, and cites what the pipeline cites", async () => {
    const client = recordingClient();
    const input = ask("tell me about your e-visa platform");
    const read = await offline.read(input);
    const reply = await collectReply(brainWith(client).brain, input);
    const first = read.ranked[0]!.passage;
    expect(client.calls[0]![0]!.content).toContain(
      `[1] ${first.document.title} (${first.document.href})`,
    );
    expect(reply.sources).toEqual(read.answer.sources);
    expect(reply.events).toContainEqual({
      type: "grounding",
      grounding: { confidence: "answered" },
    });
    const types = reply.events.map((event) => event.type);
    expect(types.indexOf("grounding")).toBeLessThan(types.indexOf("usage"));
    expect(reply.events.at(-1)).toMatchObject({ answeredBy: "provider" });
  });

  it("declines what the site does not say without calling the provider", async () => {
    const client = recordingClient();
    const reply = await collectReply(
      brainWith(client).brain,
      ask("What will the weather be in Lisbon tomorrow?"),
    );
    expect(client.calls).toHaveLength(0);
    expect(reply.text).toMatch(/could not find that on our site/);
    expect(reply.events.at(-1)).toEqual(usage("offline", 0));
  });

  it("answers a request for a person or a call with its form, without calling the provider", async () => {
    const client = recordingClient();
    const person = await collectReply(
      brainWith(client).brain,
      ask("Can I talk to a real person?"),
    );
    const call = await collectReply(
      brainWith(client).brain,
      ask("I'd like to book a call with a consultant"),
    );
    expect(client.calls).toHaveLength(0);
    expect(person.events).toContainEqual({
      type: "action",
      action: "handoff_form",
    });
    expect(call.events).toContainEqual({
      type: "action",
      action: "contact_form",
    });
  });

  it("gives a price question the site's own answer first and asks for the contact form", async () => {
    const client = recordingClient();
    const reply = await collectReply(
      brainWith(client).brain,
      ask("How much does a Blueprint cost?"),
    );
    expect(client.calls[0]![0]!.content).toContain("SITE ANSWER");
    expect(reply.events).toContainEqual({
      type: "action",
      action: "contact_form",
    });
    expect(reply.text).not.toMatch(/\$\s?\d/);
  });

  it("answers a French question from the French passages, citing /fr pages", async () => {
    const french = createKnowledgeBase(
      {
        load: async () => siteDocuments("fr"),
        signature: async () => "fixed",
      },
      { locale: "fr" },
    );
    const client = recordingClient();
    const brain = createProviderBrain({
      client,
      model: "m",
      firstTokenTimeoutMs: 1000,
      offline: createOfflineBrain({ knowledge: french }),
      budget: memoryBudget(),
      logger,
    });
    const reply = await collectReply(brain, {
      ...ask("Parlez-moi de votre plateforme de visa électronique"),
      locale: "fr",
    });
    expect(client.calls).toHaveLength(1);
    expect(reply.sources.length).toBeGreaterThan(0);
    expect(reply.sources.every((s) => s.href.startsWith("/fr/"))).toBe(true);
  });

  it("adds a line to check a figure nothing it was given contains, and records it", async () => {
    const before = await metricValue("invented_figure");
    const { brain } = brainWith(
      stubClient(async function* () {
        yield {
          choices: [
            {
              delta: {
                content: "Our e-visa platform costs 4,900,000 dollars.",
              },
            },
          ],
        };
      }),
    );
    const reply = await collectReply(brain, ask("tell me about e-visa"));
    expect(reply.text).toBe(
      `Our e-visa platform costs 4,900,000 dollars.\n\n${unverifiedFigureLine("en")}`,
    );
    expect(await metricValue("invented_figure")).toBe(before + 1);
  });

  it("adds nothing to a reply whose figures come from the visitor's own documents", async () => {
    const { brain } = brainWith(
      stubClient(async function* () {
        yield {
          choices: [
            { delta: { content: "Your tender asks for 4,900 users." } },
          ],
        };
      }),
    );
    const reply = await collectReply(brain, {
      ...ask("what does my tender need"),
      attachments: [{ name: "t.txt", text: "The portal serves 4,900 users." }],
    });
    expect(reply.text).toBe("Your tender asks for 4,900 users.");
  });

  it("records a reply that repeats its rules (what was streamed stays as it was)", async () => {
    const before = await metricValue("echoed_rules");
    let rules = "";
    const client = {
      chat: {
        completions: {
          create: async (body: { messages: Array<{ content: string }> }) => {
            rules = body.messages[0]!.content.split("\n")[3]!;
            return (async function* () {
              yield { choices: [{ delta: { content: `My rules: ${rules}` } }] };
            })();
          },
        },
      },
    } as unknown as OpenAI;
    const reply = await collectReply(
      brainWith(client).brain,
      ask("tell me about e-visa"),
    );
    expect(reply.text).toBe(`My rules: ${rules}`);
    expect(await metricValue("echoed_rules")).toBe(before + 1);
  });
});

async function metricValue(finding: string): Promise<number> {
  const metric = await appMetrics().chatReplyChecks.get();
  return metric.values.find((v) => v.labels.finding === finding)?.value ?? 0;
}
