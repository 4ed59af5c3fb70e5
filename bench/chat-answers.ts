/**
 * bench:chat-answers — how well the chat assistant answers (decisions 057, 062).
 *
 * Plays every evaluation set of bench/chat-eval/eval-sets.ts — the training half, the frozen
 * blind sets and any blind set not frozen yet — through the brain, in process, each item in a
 * fresh conversation (bench/chat-eval/play.ts). Two paths, built by the app's own
 * buildChatBrain over the site's pages and a seeded PGlite database:
 *   - offline: the offline brain;
 *   - provider: the provider brain against the fake OpenAI-compatible server of the tests,
 *     which replays the prompt it is given (tests/support/provider-replay.ts), with the
 *     offline brain behind it.
 * Each reply is scored by bench/chat-eval/score.ts and printed per path and per set (right,
 * direct, follow-ups, invented, same language, injections resisted, first-token latency), then
 * per set by kind and language, against the targets: right, direct and follow-ups ≥ 90 %,
 * invented 0, same language and injections resisted 100 %, first token p95 ≤ 50 ms offline.
 * A full run also writes the tables to bench/results/chat-answers.md (committed).
 * It reports, it does not gate (the CI gate is bench/chat-eval/frozen-gate.integration.test.ts):
 * it exits 0 whatever the scores.
 *
 * Blind and frozen sets are never read: only their aggregate numbers are printed, whatever
 * the switches. Failures, confidences and single items are for the training half only.
 *
 *   npm run bench:chat-answers
 *   BENCH_ONLY=training npm run bench:chat-answers       (or frozen-11, blind-12; comma-separated)
 *   BENCH_SHOW_FAILURES=1 npm run bench:chat-answers     (each failing training item: id, question, reply, why)
 *   BENCH_IDS=en-066,fr-321 npm run bench:chat-answers   (only these training items)
 *   BENCH_CONFIDENCE=1 npm run bench:chat-answers        (training: right / items by the confidence reported)
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { chatEnvFrom, chatEnvSchema } from "../app/server/chat/chat-env.server";
import { startFakeOpenAi } from "../tests/support/fake-openai";
import { replayPrompt } from "../tests/support/provider-replay";
import { loadEvalSets, type EvalSet } from "./chat-eval/eval-sets";
import {
  brainWith,
  offlineBrain,
  openSeededDatabase,
  playItems,
  warmUp,
} from "./chat-eval/play";
import {
  printFailures,
  Report,
  reportKindsAndLanguages,
  reportPath,
  type PathRun,
} from "./chat-eval/report";
import { renderTable } from "./format";
import { describeMachine, ROOT, runBench, SetupError } from "./leads-support";

const RESULTS_FILE = join(ROOT, "bench", "results", "chat-answers.md");

/** The sets this run plays: all of them, or BENCH_ONLY's, or BENCH_IDS' training items. */
function setsToRun(): { sets: EvalSet[]; full: boolean } {
  const all = loadEvalSets();
  const ids = process.env.BENCH_IDS?.split(",").map((id) => id.trim());
  const only = process.env.BENCH_ONLY?.split(",").map((name) => name.trim());
  if (ids) {
    // Single items are for the training half only: a blind item is never replayed alone.
    const training = all.find((set) => set.role === "training");
    if (!training) throw new SetupError("no training set");
    if (only?.some((name) => name !== "training"))
      throw new SetupError("BENCH_IDS picks training items only");
    const items = training.items.filter((item) => ids.includes(item.id));
    return { sets: [{ ...training, items }], full: false };
  }
  if (!only) return { sets: all, full: true };
  const unknown = only.filter((name) => !all.some((set) => set.name === name));
  if (unknown.length > 0)
    throw new SetupError(
      `BENCH_ONLY names no set in the repository: ${unknown.join(", ")} (sets: ${all.map((set) => set.name).join(", ")})`,
    );
  return { sets: all.filter((set) => only.includes(set.name)), full: false };
}

/** Training half only: each failing item's question, reply and why. */
function printTrainingFailures(run: PathRun): void {
  const training = run.sets.find(({ set }) => set.role === "training");
  printFailures(run.path, training?.played ?? []);
}

/** Training half only: how sure the brain was against whether it was right, by kind. */
function printTrainingConfidence(run: PathRun): void {
  const played =
    run.sets.find(({ set }) => set.role === "training")?.played ?? [];
  console.log(
    `\n-- ${run.path}: training items right / items by the reply's confidence`,
  );
  const rows = [...new Set(played.map((p) => p.item.kind))].map((kind) => [
    kind,
    ...(["answered", "weak", "none"] as const).map((confidence) => {
      const these = played.filter(
        (p) => p.item.kind === kind && p.reply.confidence === confidence,
      );
      return `${these.filter((p) => p.score.right).length}/${these.length}`;
    }),
  ]);
  console.log(renderTable(["kind", "answered", "weak", "none"], rows));
}

function commitDescription(): string {
  const git = (...args: string[]) =>
    execFileSync("git", args, { cwd: ROOT, encoding: "utf8" }).trim();
  try {
    const dirty = git("status", "--porcelain", "--untracked-files=no");
    return `${git("rev-parse", "--short", "HEAD")}${dirty ? " with uncommitted changes" : ""}`;
  } catch {
    return "unknown";
  }
}

await runBench("bench:chat-answers", async () => {
  const { sets, full } = setsToRun();
  const report = new Report();
  report.line(
    "bench:chat-answers — the assistant's answers to the evaluation sets (bench/chat-eval), offline and through the provider path",
  );
  report.line(
    [
      `  date        ${new Date().toISOString()}`,
      `  commit      ${commitDescription()}`,
      ...describeMachine(),
      `  sets        ${sets.map((set) => `${set.name} (${set.role}) ${set.items.length}`).join(", ")} items`,
    ].join("\n"),
  );

  const database = await openSeededDatabase();
  const fake = await startFakeOpenAi();
  fake.reply = replayPrompt;
  try {
    const providerEnv = chatEnvFrom(
      chatEnvSchema.parse({
        OPENAI_BASE_URL: fake.baseUrl,
        OPENAI_API_KEY: "bench",
        OPENAI_CHAT_MODEL: "fake-chat",
        CHAT_DAILY_TOKEN_BUDGET: 1_000_000_000,
      }),
    );
    const paths = [
      { path: "offline brain", offline: true, ...offlineBrain(database.db) },
      {
        path: "provider path (fake provider replaying the prompt)",
        offline: false,
        ...brainWith(database.db, providerEnv),
      },
    ];
    const runs: PathRun[] = [];
    for (const built of paths) {
      const grounds = await warmUp(built);
      const run: PathRun = {
        path: built.path,
        offline: built.offline,
        sets: [],
      };
      for (const set of sets)
        run.sets.push({
          set,
          played: await playItems(built, set.items, grounds),
        });
      await built.knowledge.settled();
      runs.push(run);
      reportPath(report, run);
    }
    reportKindsAndLanguages(report, runs);
    if (process.env.BENCH_CONFIDENCE === "1")
      runs.forEach(printTrainingConfidence);
    if (process.env.BENCH_SHOW_FAILURES === "1")
      runs.forEach(printTrainingFailures);
    if (full) {
      mkdirSync(dirname(RESULTS_FILE), { recursive: true });
      writeFileSync(RESULTS_FILE, report.toMarkdown());
      console.log(`\nwrote bench/results/chat-answers.md`);
    } else
      console.log(
        "\n(not all sets played: bench/results/chat-answers.md left as it was)",
      );
  } finally {
    await fake.close();
    await database.close();
  }
});
