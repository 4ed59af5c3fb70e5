import { createHash } from "node:crypto";
import type { Locale } from "../../app/i18n/locale";
import type { KnowledgeBase } from "../../app/server/chat/brain/knowledge-base.server";
import { createOfflineBrain } from "../../app/server/chat/answering/pipeline-brain.server";
import type { PassageIndex } from "../../app/server/chat/answering/passage-index";
import { fold } from "../../app/server/chat/answering/text-analysis";
import { trainChatModel } from "../../scripts/chat-training/train-chat-model";
import type { EvalItem } from "./eval-item";
import { playItems, type Grounds, type PlayedItem } from "./play";

/**
 * k-fold cross-validation on the training half (bench:chat-cv): the development score. Each
 * fold's items are played through a model fitted, in process and exactly as train:chat fits
 * it, on the other folds and the site's content, so every item is answered by a model that
 * never saw it. Folds are whole conversations: items that share a message (a follow-up and
 * its earlier turns, or the opener asked alone) fall in the same fold.
 */
export const CV_SEED = "chat-cv-1";

/** Each item's conversation: items linked by any message they share, as one number per item. */
export function conversationGroups(items: readonly EvalItem[]): number[] {
  const parent = new Map<string, string>();
  const find = (text: string): string => {
    let root = text;
    while (parent.get(root) !== root) root = parent.get(root) ?? root;
    parent.set(text, root);
    return root;
  };
  const messages = items.map((item) =>
    [...(item.before ?? []), item.question].map((m) => fold(m).trim()),
  );
  for (const texts of messages)
    for (const text of texts) {
      if (!parent.has(text)) parent.set(text, text);
      const [a, b] = [find(texts[0]!), find(text)];
      if (a !== b) parent.set(b, a);
    }
  const roots = new Map<string, number>();
  return messages.map((texts) => {
    const root = find(texts[0]!);
    if (!roots.has(root)) roots.set(root, roots.size);
    return roots.get(root)!;
  });
}

const digestOf = (text: string) =>
  createHash("sha256").update(text).digest("hex");

/**
 * Each item's fold (0 … folds − 1): its conversation's first item's id hashed with the seed. A
 * conversation keeps its fold when items are added or removed elsewhere, so a change to the
 * training half is judged on the same splits as before it (dealing a sorted list round-robin
 * moved most items at each addition: ±20 items of noise between runs). Folds differ in size by
 * chance only.
 */
export function conversationFolds(
  items: readonly EvalItem[],
  folds: number,
  seed = CV_SEED,
): number[] {
  const groups = conversationGroups(items);
  const foldOfGroup = new Map<number, number>();
  groups.forEach((group, i) => {
    if (foldOfGroup.has(group)) return;
    const key = digestOf(`${seed}:${items[i]!.id}`);
    foldOfGroup.set(group, Number.parseInt(key.slice(0, 8), 16) % folds);
  });
  return groups.map((group) => foldOfGroup.get(group)!);
}

export type CrossValidation = {
  items: EvalItem[];
  labels: Record<string, string>;
  knowledge: KnowledgeBase;
  indexes: Record<Locale, PassageIndex>;
  grounds: Grounds;
  folds: number;
  /** Play only these folds (all by default): a quicker, rougher score. */
  play?: number[];
  onFold?: (fold: number, played: PlayedItem[], ms: number) => void;
};

/** Every played item of the folds, each answered by the model fitted without its fold. */
export async function crossValidate(cv: CrossValidation) {
  const assigned = conversationFolds(cv.items, cv.folds);
  const played: PlayedItem[] = [];
  for (let f = 0; f < cv.folds; f++) {
    if (cv.play && !cv.play.includes(f)) continue;
    const started = performance.now();
    const fitted = cv.items.filter((_, i) => assigned[i] !== f);
    const model = trainChatModel(fitted, cv.labels, cv.indexes, `cv-${f}`);
    const brain = createOfflineBrain({ knowledge: cv.knowledge, model });
    const held = cv.items.filter((_, i) => assigned[i] === f);
    const these = await playItems(
      { brain, knowledge: cv.knowledge },
      held,
      cv.grounds,
    );
    cv.onFold?.(f, these, performance.now() - started);
    played.push(...these);
  }
  return played;
}
