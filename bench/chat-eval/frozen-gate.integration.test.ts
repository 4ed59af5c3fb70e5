import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  openTestDatabase,
  testDbKind,
} from "../../tests/support/test-database";
import { FROZEN_MARGIN, loadEvalSets, unwrittenBlindSets } from "./eval-sets";
import {
  offlineBrain,
  playItems,
  warmUp,
  type BenchBrain,
  type Grounds,
} from "./play";
import { describeKindsAndLanguages, rightPercent } from "./summary";

/**
 * The CI gate of the evaluation protocol (eval-sets.ts): the offline brain, built as
 * bench:chat-answers builds it over the seeded content, plays every frozen blind set, and each
 * must stay right at least its score at freezing less FROZEN_MARGIN points. A failure says the
 * set, its score, the threshold and right answers by kind and language, never an item: the
 * sets stay unread. The brain reads the same content whatever the database, so the gate runs
 * in the PGlite project only.
 */
const blindSets = loadEvalSets().filter((set) => set.role !== "training");

describe.skipIf(testDbKind() !== "pglite")(
  "the frozen evaluation sets hold their score",
  () => {
    let database: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
    let brain: BenchBrain;
    let grounds: Grounds;

    beforeAll(async () => {
      database = await openTestDatabase("content");
      brain = offlineBrain(database.connection.db);
      grounds = await warmUp(brain);
    });

    afterAll(async () => {
      await brain?.knowledge.settled();
      await database?.cleanup();
    });

    for (const name of unwrittenBlindSets())
      it.todo(`${name}: played here once its file is merged and frozen`);

    for (const set of blindSets)
      it(`${set.name}: right ≥ its score at freezing − ${FROZEN_MARGIN} points`, async () => {
        if (set.role !== "frozen")
          expect.fail(
            `${set.name} is in the repository but has no score at freezing: run \`npm run freeze:chat-eval -- ${set.name}\` on the brain it was written against and commit bench/chat-eval/frozen-scores.json with it`,
          );
        const played = await playItems(brain, set.items, grounds);
        const right = rightPercent(played);
        const threshold = set.rightAtFreezing - FROZEN_MARGIN;
        expect(
          right,
          `${set.name}: right ${right.toFixed(1)} % of ${played.length} items, below ${threshold.toFixed(1)} % (${set.rightAtFreezing} % at freezing on ${set.frozenOn} − ${FROZEN_MARGIN}). Right by kind and language:\n${describeKindsAndLanguages(played)}`,
        ).toBeGreaterThanOrEqual(threshold);
      });
  },
);
