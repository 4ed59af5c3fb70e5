import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import type { EvalItem } from "./eval-item";

/**
 * The assistant's evaluation sets and the protocol around them (decision 062, bench/README.md):
 *   - the training half (tuned.json): what the assistant may be tuned and trained on; its
 *     items and failures may be read;
 *   - blind sets, each written by someone who never read the assistant's code or rules. Nobody
 *     reads a blind set's items or failures: only aggregate scores, by kind and language. Once
 *     its first score is recorded (npm run freeze:chat-eval -- <set>) it is frozen, and CI fails
 *     when the assistant's offline "right" on it falls more than FROZEN_MARGIN points below.
 * A blind set that is read moves to the training half (its items keep their set's name as
 * `origin`) and a new blind set replaces it.
 */
export const CHAT_EVAL_DIR = import.meta.dirname;

/** How far below its score at freezing a frozen set may fall before CI fails, in points. */
export const FROZEN_MARGIN = 2;

export const TRAINING_SET = { name: "training", file: "tuned.json" } as const;

/**
 * The blind sets, oldest first. A set listed here whose file is not in the repository yet is
 * skipped (it is being written); a set whose file is here but that has no recorded score fails
 * the CI gate until it is frozen.
 */
export const BLIND_SETS = [
  { name: "frozen-11", file: "frozen-11.json" },
  { name: "blind-12", file: "blind-12.json" },
  { name: "blind-13", file: "blind-13.json" },
] as const;

export type BlindSetName = (typeof BLIND_SETS)[number]["name"];

const FROZEN_SCORES_FILE = join(CHAT_EVAL_DIR, "frozen-scores.json");

const freezingSchema = z.object({
  /** The day the score was measured, YYYY-MM-DD (UTC). */
  frozenOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** The offline brain's "right" on the set that day, in percent, one decimal. */
  rightAtFreezing: z.number().min(0).max(100),
  /** The commit the score was measured on (with "+changes" when the tree had uncommitted ones). */
  commit: z.string().min(7),
  items: z.number().int().positive(),
  /** The set file's SHA-256 at freezing: a frozen set's items never change. */
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  /**
   * How many of the set's items a training item asked word for word at freezing (a writer who
   * never saw the training half still writes some common questions). The set may never hold more.
   */
  wordForWordRepeats: z.number().int().min(0).optional(),
  /** Earlier scores this one replaced (npm run freeze:chat-eval -- <set> --refreeze "<reason>"). */
  refrozen: z
    .array(
      z.object({
        on: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
        previousRight: z.number(),
        previousCommit: z.string(),
        reason: z.string().min(10),
      }),
    )
    .optional(),
});
export type Freezing = z.infer<typeof freezingSchema>;

const frozenScoresSchema = z.record(z.string(), freezingSchema);
export type FrozenScores = z.infer<typeof frozenScoresSchema>;

export function readFrozenScores(): FrozenScores {
  if (!existsSync(FROZEN_SCORES_FILE)) return {};
  const scores = frozenScoresSchema.parse(
    JSON.parse(readFileSync(FROZEN_SCORES_FILE, "utf8")),
  );
  const unknown = Object.keys(scores).filter(
    (name) => !BLIND_SETS.some((set) => set.name === name),
  );
  if (unknown.length > 0)
    throw new Error(
      `frozen-scores.json scores sets eval-sets.ts does not list: ${unknown.join(", ")}`,
    );
  return scores;
}

export function writeFrozenScores(scores: FrozenScores): void {
  const sorted = Object.fromEntries(
    BLIND_SETS.flatMap((set) =>
      scores[set.name] ? [[set.name, scores[set.name]]] : [],
    ),
  );
  writeFileSync(
    FROZEN_SCORES_FILE,
    `${JSON.stringify(frozenScoresSchema.parse(sorted), null, 2)}\n`,
  );
}

/** An evaluation set as loaded: its role says what may be done with it. */
export type EvalSet =
  | { role: "training"; name: string; file: string; items: EvalItem[] }
  /** Written blind, not read, score not recorded yet: the CI gate fails until it is frozen. */
  | { role: "blind"; name: BlindSetName; file: string; items: EvalItem[] }
  | {
      role: "frozen";
      name: BlindSetName;
      file: string;
      items: EvalItem[];
      frozenOn: string;
      rightAtFreezing: number;
    };

export function setPath(file: string): string {
  return join(CHAT_EVAL_DIR, file);
}

export function readItems(file: string): EvalItem[] {
  return JSON.parse(readFileSync(setPath(file), "utf8")) as EvalItem[];
}

export function fileSha256(file: string): string {
  return createHash("sha256")
    .update(readFileSync(setPath(file)))
    .digest("hex");
}

/** The blind sets listed above whose file is not in the repository yet. */
export function unwrittenBlindSets(): BlindSetName[] {
  return BLIND_SETS.filter((set) => !existsSync(setPath(set.file))).map(
    (set) => set.name,
  );
}

/** A conversation as asked: the earlier visitor messages and the question, in order. */
export const askedWording = (item: EvalItem) =>
  `${(item.before ?? []).join(" / ")} / ${item.question}`;

/** The items of `items` that a training item asks word for word (earlier messages included). */
export function itemsAskedInTraining(
  items: EvalItem[],
  trainingItems: EvalItem[] = readItems(TRAINING_SET.file),
): EvalItem[] {
  const asked = new Set(trainingItems.map(askedWording));
  return items.filter((item) => asked.has(askedWording(item)));
}

/** Every set in the repository: the training half first, then the blind sets, frozen or not. */
export function loadEvalSets(): EvalSet[] {
  const scores = readFrozenScores();
  const training: EvalSet = {
    role: "training",
    ...TRAINING_SET,
    items: readItems(TRAINING_SET.file),
  };
  const blind = BLIND_SETS.filter((set) => existsSync(setPath(set.file))).map(
    (set): EvalSet => {
      const items = readItems(set.file);
      const score = scores[set.name];
      return score
        ? {
            role: "frozen",
            ...set,
            items,
            frozenOn: score.frozenOn,
            rightAtFreezing: score.rightAtFreezing,
          }
        : { role: "blind", ...set, items };
    },
  );
  return [training, ...blind];
}
