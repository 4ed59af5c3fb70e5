/**
 * bench:chat-cv — the assistant's development score: k-fold cross-validation on the training
 * half (bench/chat-eval/cross-validation.ts). Each fold of tuned.json (whole conversations,
 * seeded) is played through a model fitted in process on the other folds and the site's
 * content, as train:chat fits it; nothing is written. Prints the offline brain's right, direct
 * and follow-ups over all folds, by kind and language. Training-half items only: blind and
 * frozen sets are never touched.
 *
 *   npm run bench:chat-cv
 *   BENCH_CV_FOLDS=5 BENCH_CV_PLAY=0,1 npm run bench:chat-cv   (fit 5 folds' models, play 2: quicker)
 *   BENCH_SHOW_FAILURES=1 npm run bench:chat-cv                (each held-out training item that fails)
 */
import { readFileSync } from "node:fs";
import { createChatKnowledge } from "../app/server/chat/brain/chat-brain-engine.server";
import { createLogger } from "../app/server/logger.server";
import {
  INTENT_LABELS,
  TRAINING_HALF,
} from "../scripts/chat-training/training-inputs";
import { crossValidate } from "./chat-eval/cross-validation";
import type { EvalItem } from "./chat-eval/eval-item";
import { TRAINING_SET } from "./chat-eval/eval-sets";
import { groundOf, openSeededDatabase } from "./chat-eval/play";
import {
  printFailures,
  Report,
  reportKindsAndLanguages,
  reportPath,
} from "./chat-eval/report";
import { formatNumber } from "./format";
import { positiveIntFromEnv, runBench, SetupError } from "./leads-support";

await runBench("bench:chat-cv", async () => {
  const folds = positiveIntFromEnv("BENCH_CV_FOLDS", 5);
  const play = process.env.BENCH_CV_PLAY?.split(",").map(Number);
  if (play?.some((f) => !Number.isInteger(f) || f < 0 || f >= folds))
    throw new SetupError(`BENCH_CV_PLAY names folds 0 to ${folds - 1}`);
  const items = JSON.parse(readFileSync(TRAINING_HALF, "utf8")) as EvalItem[];
  const labels = JSON.parse(readFileSync(INTENT_LABELS, "utf8")) as Record<
    string,
    string
  >;
  const database = await openSeededDatabase();
  try {
    const knowledge = createChatKnowledge({
      db: database.db,
      logger: createLogger("silent"),
    });
    const indexes = {
      en: await knowledge.index("en"),
      fr: await knowledge.index("fr"),
    };
    const grounds = {
      en: await groundOf(knowledge, "en"),
      fr: await groundOf(knowledge, "fr"),
    };
    const played = await crossValidate({
      items,
      labels,
      knowledge,
      indexes,
      grounds,
      folds,
      ...(play ? { play } : {}),
      onFold: (fold, these, ms) =>
        console.log(
          `fold ${fold}: ${these.length} items, ${these.filter((p) => p.score.right).length} right (${formatNumber(ms / 1000, 1)} s)`,
        ),
    });
    const report = new Report();
    const name = `cv ${folds} folds${play ? ` (played ${play.join(",")})` : ""}`;
    const run = {
      path: "offline brain, cross-validated on the training half",
      offline: true,
      sets: [
        {
          set: { role: "training" as const, ...TRAINING_SET, name, items },
          played,
        },
      ],
    };
    reportPath(report, run);
    reportKindsAndLanguages(report, [run]);
    if (process.env.BENCH_SHOW_FAILURES === "1")
      printFailures("cross-validated", played);
  } finally {
    await database.close();
  }
});
