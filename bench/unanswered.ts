/**
 * bench:unanswered — the console's Unanswered questions view (decision 057) over many open
 * questions: the one query that reads them with their visitor messages, and their grouping
 * by wording, timed apart, on an in-memory PGlite. BENCH_QUESTIONS (default 20,000) open
 * questions over 30 days, a tenth of them in French; BENCH_RUNS (default 10) timed runs.
 */
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { groupQuestions } from "../app/domain/chat/question-groups";
import { contentScopeForScript } from "../app/server/console/staff-scope-for-script.server";
import { unsafeListUnansweredQuestions } from "../app/server/console/unsafe-unanswered-questions.server";
import { openDatabase } from "../app/server/db/client.server";
import {
  chatConversations,
  chatMessages,
} from "../app/server/db/schema.server";
import { latencySummary } from "./format";
import {
  describeMachine,
  formatLatency,
  positiveIntFromEnv,
  runBench,
} from "./leads-support";

const TOPICS = [
  "pay visa fees by mobile money",
  "office in Nairobi",
  "price of a sovereign cloud landing zone",
  "support for Arabic in the citizen portal",
  "tender documents for an identity platform",
  "hosting in our own data centre",
  "internships for engineering students",
  "integration with SAP for revenue collection",
];
const OPENERS = ["Can you", "Do you", "How about", "Is there", "What about"];

await runBench("bench:unanswered", async () => {
  const total = positiveIntFromEnv("BENCH_QUESTIONS", 20_000);
  const runs = positiveIntFromEnv("BENCH_RUNS", 10);
  console.log(
    `bench:unanswered — ${total.toLocaleString("en-GB")} open questions: the view's query and its grouping`,
  );
  for (const line of describeMachine()) console.log(line);
  const database = await openDatabase({ kind: "pglite", dataDir: null });
  try {
    await database.migrate();
    const db = database.db;
    const now = Date.now();
    for (let start = 0; start < total; start += 500) {
      const batch = Array.from(
        { length: Math.min(500, total - start) },
        (_, i) => {
          const n = start + i;
          return {
            id: randomUUID(),
            n,
            askedAt: new Date(now - (n % (29 * 24 * 60)) * 60_000),
          };
        },
      );
      await db.insert(chatConversations).values(
        batch.map((row) => ({
          id: row.id,
          sessionId: randomUUID(),
          locale: row.n % 10 === 0 ? "fr" : "en",
        })),
      );
      await db.insert(chatMessages).values(
        batch.flatMap((row) => [
          {
            conversationId: row.id,
            role: "user",
            content: `${OPENERS[row.n % OPENERS.length]} ${TOPICS[row.n % TOPICS.length]} ${row.n % 97}?`,
            createdAt: row.askedAt,
          },
          {
            conversationId: row.id,
            role: "assistant",
            content: "I could not find that on our site.",
            grounding: row.n % 3 === 0 ? "weak" : "none",
            createdAt: new Date(row.askedAt.getTime() + 1000),
          },
        ]),
      );
    }
    const scope = contentScopeForScript(
      db,
      {
        userId: "bench",
        profileId: "bench",
        email: "bench@example.org",
        ipAddress: null,
      },
      "Bench",
    );
    const query: number[] = [];
    const grouping: number[] = [];
    let groups = 0;
    let read = 0;
    for (let run = 0; run <= runs; run++) {
      const started = performance.now();
      const questions = await unsafeListUnansweredQuestions(scope, 30);
      const queried = performance.now();
      groups = groupQuestions(questions).length;
      const grouped = performance.now();
      read = questions.length;
      // The first run warms the caches and the JIT: not counted.
      if (run === 0) continue;
      query.push(queried - started);
      grouping.push(grouped - queried);
    }
    const line = (label: string, samples: number[]) => {
      const { p50, p95, max } = latencySummary(samples);
      return `${label.padEnd(10)} p50 ${formatLatency(p50)} ms  p95 ${formatLatency(p95)} ms  max ${formatLatency(max)} ms`;
    };
    console.log(
      `read ${read.toLocaleString("en-GB")} questions (the view reads the newest 5,000 at most) into ${groups} groups, ${runs} runs`,
    );
    console.log(line("query", query));
    console.log(line("grouping", grouping));
  } finally {
    await database.close();
  }
});
