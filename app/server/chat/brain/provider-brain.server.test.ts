import type OpenAI from "openai";
import { describe, expect, it } from "vitest";
import { replayPrompt } from "../../../../tests/support/provider-replay";
import { createLogger } from "../../logger.server";
import { appMetrics } from "../../metrics/metrics-registry.server";
import { collectReply } from "./grounding-checks";
import { groundQuestion } from "./grounding.server";
import { createKnowledgeBase } from "./knowledge-base.server";
import { makeDocument } from "./knowledge-document.server";
import { createOfflineBrain } from "./offline-brain.server";
import {
  createProviderBrain,
  PROVIDER_CUT_SHORT,
} from "./provider-brain.server";
import {
  notExactlySentence,
  personOfferSentence,
} from "./provider-prompt.server";
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

describe("the provider brain's grounding (decision 057)", () => {
  it("sends the grounding's passages, cites their pages and reports the grounding's confidence", async () => {
    let sent: Array<{ role: string; content: string }> = [];
    const client = {
      chat: {
        completions: {
          create: async (body: { messages: typeof sent }) => {
            sent = body.messages;
            return (async function* () {
              yield {
                choices: [{ delta: { content: replayPrompt(body.messages) } }],
              };
            })();
          },
        },
      },
    } as unknown as OpenAI;
    const input = ask("tell me about your e-visa platform");
    const grounding = groundQuestion(
      await knowledge.index("en"),
      input,
      "solution_area",
    );
    const reply = await collectReply(brainWith(client).brain, input);
    const first = grounding.passages[0]!.passage;
    expect(sent[0]!.content).toContain(
      `[1] ${first.document.title} (${first.document.href})`,
    );
    expect(reply.text).toContain(`](${first.document.href})`);
    expect(reply.sources.map((s) => s.href)).toEqual([
      ...new Set(grounding.passages.map((p) => p.passage.document.href)),
    ]);
    expect(reply.events).toContainEqual({
      type: "grounding",
      grounding: { confidence: grounding.confidence },
    });
    const types = reply.events.map((event) => event.type);
    expect(types.indexOf("grounding")).toBeLessThan(types.indexOf("usage"));
  });

  it("gives a request the site's copy answers the site's own answer, not the passages a search found", async () => {
    const reply = await collectReply(
      brainWith(replayClient()).brain,
      ask("where are your offices"),
    );
    expect(reply.text).toContain("340 Albert Street");
    expect(reply.sources.map((s) => s.href)).toEqual(["/contact"]);
    expect(reply.events.filter((e) => e.type === "grounding")).toEqual([
      { type: "grounding", grounding: { confidence: "answered" } },
    ]);
    expect(reply.events.at(-1)).toMatchObject({ answeredBy: "provider" });
  });

  it("answers 'what does your firm actually do?' with the overview of our solutions, as the site's answer", async () => {
    const reply = await collectReply(
      brainWith(replayClient()).brain,
      ask("Briefly, what does your firm actually do?"),
    );
    expect(reply.sources.map((s) => s.href)).toEqual(["/solutions", "/about"]);
    expect(reply.events.filter((e) => e.type === "grounding")).toEqual([
      { type: "grounding", grounding: { confidence: "answered" } },
    ]);
    expect(reply.events.at(-1)).toMatchObject({ answeredBy: "provider" });
  });

  it("answers 'who are your clients?' with the case studies' client lines as the site's answer", async () => {
    const study = makeDocument(
      "case_study:clinic-network",
      "case_study",
      "A rural telemedicine network",
      "/projects/clinic-network",
      [
        "Client: Ministry of Health, East Africa.",
        "Rural clinics reached specialists by telemedicine within a year.",
      ],
    );
    const withStudy = createKnowledgeBase({
      load: async () => [...siteDocuments(), study],
      signature: async () => "fixed",
    });
    const brain = createProviderBrain({
      client: replayClient(),
      model: "m",
      firstTokenTimeoutMs: 1000,
      knowledge: withStudy,
      offline: createOfflineBrain({ knowledge: withStudy }),
      budget: memoryBudget(),
      logger,
    });
    const reply = await collectReply(brain, ask("Who are your clients?"));
    expect(reply.text).toContain(
      "Our case studies describe our clients without naming them:",
    );
    expect(reply.text).toContain("Ministry of Health, East Africa");
    expect(reply.sources.map((s) => s.href)).toEqual([
      "/projects/clinic-network",
    ]);
    expect(reply.events.at(-1)).toMatchObject({ answeredBy: "provider" });
  });

  it("says our site does not say when the site's copy has no answer, and reports confidence none", async () => {
    const reply = await collectReply(
      brainWith(replayClient()).brain,
      ask("does the Atlanta office have a rooftop garden"),
    );
    // The sentence names what the site does not say, in the visitor's words (asked-subject.ts).
    expect(reply.text).toBe(
      `${notExactlySentence("en", "rooftop garden")} ${personOfferSentence("en")}`,
    );
    expect(reply.events.filter((e) => e.type === "grounding")).toEqual([
      { type: "grounding", grounding: { confidence: "none" } },
    ]);
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
    const reply = await collectReply(brainWith(client).brain, ask("hello"));
    expect(reply.text).toBe(`My rules: ${rules}`);
    expect(await metricValue("echoed_rules")).toBe(before + 1);
  });
});

/** A client whose model replays the prompt it is sent (tests/support/provider-replay.ts). */
function replayClient(): OpenAI {
  return {
    chat: {
      completions: {
        create: async (body: { messages: Array<{ role: string }> }) =>
          (async function* () {
            yield {
              choices: [{ delta: { content: replayPrompt(body.messages) } }],
            };
          })(),
      },
    },
  } as unknown as OpenAI;
}

async function metricValue(finding: string): Promise<number> {
  const metric = await appMetrics().chatReplyChecks.get();
  return metric.values.find((v) => v.labels.finding === finding)?.value ?? 0;
}
