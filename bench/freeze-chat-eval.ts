/**
 * freeze:chat-eval — records a blind evaluation set's score at freezing
 * (bench/chat-eval/eval-sets.ts): the offline brain's "right" on it today, to one decimal, in
 * bench/chat-eval/frozen-scores.json. From then on the CI gate
 * (bench/chat-eval/frozen-gate.integration.test.ts) fails when the set falls more than two
 * points (FROZEN_MARGIN) below it. Prints aggregate numbers only: the set stays unread.
 *
 *   npm run freeze:chat-eval -- blind-12
 *   npm run freeze:chat-eval -- frozen-11 --refreeze "the scorer now reads … (decision 0xx)"
 *
 * A recorded score is never replaced silently: --refreeze needs a reason, kept in the file
 * with the score it replaces.
 */
import { execFileSync } from "node:child_process";
import { parseArgs } from "node:util";
import {
  BLIND_SETS,
  fileSha256,
  FROZEN_MARGIN,
  readFrozenScores,
  unwrittenBlindSets,
  writeFrozenScores,
  loadEvalSets,
  itemsAskedInTraining,
  type Freezing,
} from "./chat-eval/eval-sets";
import {
  offlineBrain,
  openSeededDatabase,
  playItems,
  warmUp,
} from "./chat-eval/play";
import {
  describeKindsAndLanguages,
  oneDecimal,
  rightPercent,
} from "./chat-eval/summary";
import { ROOT, runBench, SetupError } from "./leads-support";

function parseCommandLine(): { name: string; reason: string | null } {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { refreeze: { type: "string" } },
  });
  const [name, ...rest] = positionals;
  if (!name || rest.length > 0)
    throw new SetupError(
      'usage: npm run freeze:chat-eval -- <set> [--refreeze "<reason>"]',
    );
  if (!BLIND_SETS.some((set) => set.name === name))
    throw new SetupError(
      `"${name}" is not a blind set of bench/chat-eval/eval-sets.ts (${BLIND_SETS.map((set) => set.name).join(", ")}); the training half is never frozen`,
    );
  if (unwrittenBlindSets().some((unwritten) => unwritten === name))
    throw new SetupError(`${name}'s file is not in the repository yet`);
  const reason = values.refreeze?.trim() ?? null;
  if (reason !== null && reason.length < 10)
    throw new SetupError(
      "--refreeze needs a reason of a few words: why the recorded score no longer holds",
    );
  return { name, reason };
}

function currentCommit(): string {
  const git = (...args: string[]) =>
    execFileSync("git", args, { cwd: ROOT, encoding: "utf8" }).trim();
  const dirty = git("status", "--porcelain", "--untracked-files=no");
  return `${git("rev-parse", "--short=8", "HEAD")}${dirty ? "+changes" : ""}`;
}

await runBench("freeze:chat-eval", async () => {
  const { name, reason } = parseCommandLine();
  const scores = readFrozenScores();
  const previous = scores[name];
  if (previous && reason === null)
    throw new SetupError(
      `${name} was frozen on ${previous.frozenOn} at ${previous.rightAtFreezing} %: a frozen score is not replaced without --refreeze "<reason>"`,
    );
  const set = loadEvalSets().find((loaded) => loaded.name === name);
  if (!set) throw new SetupError(`${name} could not be loaded`);

  const database = await openSeededDatabase();
  try {
    const brain = offlineBrain(database.db);
    const played = await playItems(brain, set.items, await warmUp(brain));
    await brain.knowledge.settled();
    const right = oneDecimal(rightPercent(played));
    const today = new Date().toISOString().slice(0, 10);
    const commit = currentCommit();
    const freezing: Freezing = {
      frozenOn: today,
      rightAtFreezing: right,
      commit,
      items: set.items.length,
      sha256: fileSha256(set.file),
      wordForWordRepeats: itemsAskedInTraining(set.items).length,
      ...(previous
        ? {
            refrozen: [
              ...(previous.refrozen ?? []),
              {
                on: today,
                previousRight: previous.rightAtFreezing,
                previousCommit: previous.commit,
                reason: reason ?? "",
              },
            ],
          }
        : {}),
    };
    writeFrozenScores({ ...scores, [name]: freezing });
    console.log(
      `${name}: ${set.items.length} items, offline right ${right} % on ${commit}; the CI gate now holds it to ≥ ${oneDecimal(right - FROZEN_MARGIN)} %`,
    );
    console.log(describeKindsAndLanguages(played));
    console.log(
      "recorded in bench/chat-eval/frozen-scores.json: commit it with the set",
    );
  } finally {
    await database.close();
  }
});
