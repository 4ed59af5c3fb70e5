/**
 * bench:chat — how quickly the chat assistant's brain starts answering.
 *
 * Offline: server time from a visitor's message to the first streamed words of the offline
 * brain, over the fixed visitor questions (bench/visitor-questions.ts), with the
 * knowledge content ×10 (the site's pages and the seeded case studies and insights, each
 * copied ten times under distinct ids). Target p95 ≤ 30 ms.
 *
 * Provider: the overhead of our provider path (intent, retrieval, prompt, budget check,
 * streaming) over calling the fake OpenAI-compatible provider directly, as time to first
 * token, ours minus direct, at p50 and p95. Target ≤ 20 ms.
 *
 * Both measured at the brain, in process. HTTP: the same questions through the production
 * server's POST /api/chat/messages (new conversation each: the visitor's message is stored
 * before the reply streams), time to the first `delta` line on loopback, seeded content ×1.
 *
 *   npm run bench:chat
 *   BENCH_RUNS=50 npm run bench:chat
 */
import { performance } from "node:perf_hooks";
import { visitorQuestions } from "./visitor-questions";
import { contentDocuments } from "../app/server/chat/brain/content-documents.server";
import { createKnowledgeBase } from "../app/server/chat/brain/knowledge-base.server";
import type { KnowledgeDocument } from "../app/server/chat/brain/knowledge-document.server";
import { createOfflineBrain } from "../app/server/chat/answering/pipeline-brain.server";
import { createProviderBrain } from "../app/server/chat/brain/provider-brain.server";
import { siteDocuments } from "../app/server/chat/brain/site-documents.server";
import { createTokenBudget } from "../app/server/chat/brain/token-budget.server";
import type {
  BrainInput,
  ChatBrain,
} from "../app/server/chat/chat-brain.server";
import { createOpenAiClient } from "../app/server/chat/openai-client.server";
import { openDatabase } from "../app/server/db/client.server";
import { seedDatabase } from "../app/server/sample-data/seed.server";
import { createLogger } from "../app/server/logger.server";
import { startFakeOpenAi } from "../tests/support/fake-openai";
import { randomUUID } from "node:crypto";
import { chatPaths, CHAT_SESSION_HEADER } from "../app/domain/chat/chat-api";
import {
  describeMachine,
  ensureBuild,
  formatLatency,
  freePorts,
  makeTempDir,
  positiveIntFromEnv,
  renderTable,
  runBench,
  startAppServer,
  stopManaged,
} from "./leads-support";
import { latencySummary } from "./format";
import { profileThisProcess } from "./cpu-profile";
import {
  formatLoadTable,
  watchMachineLoad,
  type MachineLoad,
} from "./machine-load";

const OFFLINE_TARGET_P95_MS = 30;
const PROVIDER_OVERHEAD_TARGET_MS = 20;
const COPIES = 10;
const WARMUP_RUNS = 2;
/** The machine during each measured section, printed at the end. */
const machineLoad: MachineLoad[] = [];

function timesTen(documents: KnowledgeDocument[]): KnowledgeDocument[] {
  return Array.from({ length: COPIES }, (_, copy) =>
    documents.map((document) =>
      copy === 0 ? document : { ...document, id: `${document.id}#copy${copy}` },
    ),
  ).flat();
}

function inputOf(question: (typeof visitorQuestions)[number]): BrainInput {
  const history: BrainInput["history"] = [];
  if (question.previousUser)
    history.push({ role: "user", content: question.previousUser });
  if (question.previousAssistant)
    history.push({ role: "assistant", content: question.previousAssistant });
  return { history, message: question.message, attachments: [] };
}

/** Milliseconds from the call to the first streamed text; the rest of the reply is drained. */
async function timeToFirstDelta(
  brain: ChatBrain,
  input: BrainInput,
): Promise<number> {
  const started = performance.now();
  let first = Number.NaN;
  for await (const event of brain.reply(input)) {
    if (event.type === "delta" && Number.isNaN(first))
      first = performance.now() - started;
  }
  if (Number.isNaN(first))
    throw new Error(`no text streamed for "${input.message}"`);
  return first;
}

const pass = (ok: boolean) => (ok ? "pass" : "FAIL");

/** Milliseconds from sending a message to the first streamed words, through the real route. */
async function httpTimeToFirstDelta(
  origin: string,
  message: string,
): Promise<number> {
  const sessionId = randomUUID();
  const started = performance.now();
  const response = await fetch(origin + chatPaths.messages, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Origin: origin,
      [CHAT_SESSION_HEADER]: sessionId,
    },
    body: JSON.stringify({
      sessionId,
      conversationId: null,
      message,
      attachmentIds: [],
    }),
  });
  if (!response.ok || !response.body)
    throw new Error(
      `POST ${chatPaths.messages} answered ${response.status}: ${await response.text()}`,
    );
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = "";
  let first = Number.NaN;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffered += value;
    if (Number.isNaN(first) && buffered.includes('"type":"delta"'))
      first = performance.now() - started;
  }
  if (Number.isNaN(first))
    throw new Error(`no text streamed over HTTP for "${message}"`);
  return first;
}

async function httpSection(runs: number): Promise<void> {
  ensureBuild();
  const [port] = await freePorts(1);
  const origin = `http://127.0.0.1:${port}`;
  const server = await startAppServer({
    port: port!,
    dataDir: makeTempDir("bench-chat-data-"),
    env: {
      CHAT_SESSION_MESSAGE_LIMIT: "10000",
      CHAT_ADDRESS_MESSAGE_LIMIT: "100000",
    },
    readyTimeoutMs: 180_000,
  });
  try {
    const samples: number[] = [];
    const watch = watchMachineLoad("through HTTP (server)");
    for (let run = 0; run < WARMUP_RUNS + runs; run++) {
      for (const question of visitorQuestions) {
        const ms = await httpTimeToFirstDelta(origin, question.message);
        if (run >= WARMUP_RUNS) samples.push(ms);
      }
    }
    machineLoad.push(watch.stop());
    const h = latencySummary(samples);
    console.log(
      "\n== Through HTTP: POST /api/chat/messages → first streamed words (production server, PGlite, seeded content)",
    );
    console.log(
      renderTable(
        ["case", "samples", "p50", "p95", "p99", "max", "target", "result"],
        [
          [
            "offline reply, new conversation",
            String(samples.length),
            formatLatency(h.p50),
            formatLatency(h.p95),
            formatLatency(h.p99),
            formatLatency(h.max),
            `p95 ≤ ${OFFLINE_TARGET_P95_MS} ms`,
            pass(h.p95 <= OFFLINE_TARGET_P95_MS),
          ],
        ],
      ),
    );
  } finally {
    await stopManaged(server);
  }
}

await runBench("bench:chat", async () => {
  const runs = positiveIntFromEnv("BENCH_RUNS", 20);
  console.log(
    "bench:chat — time to the first streamed words of a chat reply, at the brain",
  );
  for (const line of describeMachine()) console.log(line);

  const database = await openDatabase({ kind: "pglite", dataDir: null });
  const fake = await startFakeOpenAi();
  try {
    await database.migrate();
    await seedDatabase(database.db, { includeDemo: false });
    const documents = timesTen([
      ...siteDocuments(),
      ...(await contentDocuments(database.db)),
    ]);
    const sentences = documents.reduce(
      (sum, document) => sum + document.sentences.length,
      0,
    );
    const buildStarted = performance.now();
    const knowledge = createKnowledgeBase({
      load: async () => documents,
      signature: async () => "bench",
    });
    await knowledge.index();
    const buildMs = performance.now() - buildStarted;
    console.log(
      `  knowledge   ${documents.length} documents (×${COPIES}), ${sentences} sentences; index built in ${formatLatency(buildMs)}`,
    );
    console.log(
      `  questions   ${visitorQuestions.length} fixed visitor questions × ${runs} runs`,
    );

    // Offline.
    const offline = createOfflineBrain({ knowledge });
    const offlineSamples: number[] = [];
    // The brain runs in this process: the bench's own CPU is the brain's.
    const offlineWatch = watchMachineLoad("offline brain (in this process)");
    const offlineProfile = await profileThisProcess("chat-offline-brain");
    for (let run = 0; run < WARMUP_RUNS + runs; run++) {
      for (const question of visitorQuestions) {
        const ms = await timeToFirstDelta(offline, inputOf(question));
        if (run >= WARMUP_RUNS) offlineSamples.push(ms);
      }
    }
    await offlineProfile.stop();
    machineLoad.push(offlineWatch.stop());
    const o = latencySummary(offlineSamples);
    console.log("\n== Offline brain: time to first streamed token");
    console.log(
      renderTable(
        ["case", "samples", "p50", "p95", "p99", "max", "target", "result"],
        [
          [
            "offline reply, content ×10",
            String(offlineSamples.length),
            formatLatency(o.p50),
            formatLatency(o.p95),
            formatLatency(o.p99),
            formatLatency(o.max),
            `p95 ≤ ${OFFLINE_TARGET_P95_MS} ms`,
            pass(o.p95 <= OFFLINE_TARGET_P95_MS),
          ],
        ],
      ),
    );

    // Provider: ours against the fake provider called directly, interleaved so drift hits both.
    const provider = {
      baseUrl: fake.baseUrl,
      apiKey: "bench",
      chatModel: "fake-chat",
      visionModel: "fake-chat",
      transcriptionModel: "whisper-1",
      speechModel: "tts-1",
      timeoutMs: 20_000,
    };
    const client = createOpenAiClient(provider);
    const ours = createProviderBrain({
      client,
      model: provider.chatModel,
      firstTokenTimeoutMs: provider.timeoutMs,
      offline,
      budget: createTokenBudget({
        db: database.db,
        dailyTokens: 1_000_000_000,
      }),
      logger: createLogger("silent"),
    });
    const direct = async (message: string) => {
      const started = performance.now();
      let first = Number.NaN;
      const stream = await client.chat.completions.create({
        model: provider.chatModel,
        messages: [{ role: "user", content: message }],
        stream: true,
        stream_options: { include_usage: true },
      });
      for await (const chunk of stream)
        if (chunk.choices[0]?.delta?.content && Number.isNaN(first))
          first = performance.now() - started;
      return first;
    };
    const directSamples: number[] = [];
    const oursSamples: number[] = [];
    const providerRuns = Math.max(3, Math.ceil(runs / 2));
    // The fake provider runs in this process too.
    const providerWatch = watchMachineLoad("provider brain (in this process)");
    const providerProfile = await profileThisProcess("chat-provider-brain");
    for (let run = 0; run < WARMUP_RUNS + providerRuns; run++) {
      for (const question of visitorQuestions) {
        const d = await direct(question.message);
        const p = await timeToFirstDelta(ours, inputOf(question));
        if (run >= WARMUP_RUNS) {
          directSamples.push(d);
          oursSamples.push(p);
        }
      }
    }
    await providerProfile.stop();
    machineLoad.push(providerWatch.stop());
    const d = latencySummary(directSamples);
    const p = latencySummary(oursSamples);
    const overhead50 = p.p50 - d.p50;
    const overhead95 = p.p95 - d.p95;
    console.log(
      "\n== Provider brain: time to first token, ours vs the fake provider called directly",
    );
    console.log(
      renderTable(
        ["case", "samples", "p50", "p95", "p99", "max", "target", "result"],
        [
          [
            "fake provider, direct",
            String(directSamples.length),
            formatLatency(d.p50),
            formatLatency(d.p95),
            formatLatency(d.p99),
            formatLatency(d.max),
            "",
            "",
          ],
          [
            "provider brain (ours)",
            String(oursSamples.length),
            formatLatency(p.p50),
            formatLatency(p.p95),
            formatLatency(p.p99),
            formatLatency(p.max),
            "",
            "",
          ],
          [
            "overhead p50 (ours − direct)",
            "",
            formatLatency(overhead50),
            "",
            "",
            "",
            `≤ ${PROVIDER_OVERHEAD_TARGET_MS} ms`,
            pass(overhead50 <= PROVIDER_OVERHEAD_TARGET_MS),
          ],
          [
            "overhead p95 (ours − direct)",
            "",
            "",
            formatLatency(overhead95),
            "",
            "",
            `≤ ${PROVIDER_OVERHEAD_TARGET_MS} ms`,
            pass(overhead95 <= PROVIDER_OVERHEAD_TARGET_MS),
          ],
        ],
      ),
    );
  } finally {
    await fake.close();
    await database.close();
  }
  await httpSection(Math.max(3, Math.ceil(runs / 4)));
  console.log(`\n${formatLoadTable(machineLoad)}`);
});
