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
 * Each item's fold (0 … folds − 1): conversations in a seeded order, dealt round-robin, so the
 * same items and seed always give the same folds and the folds are the same size within one.
 */
export function conversationFolds(
  items: readonly EvalItem[],
  folds: number,
  seed = CV_SEED,
): number[] {
  const groups = conversationGroups(items);
  const firstId = new Map<number, string>();
  groups.forEach((group, i) => {
    if (!firstId.has(group)) firstId.set(group, items[i]!.id);
  });
  const order = [...firstId.entries()]
    .map(([group, id]) => ({ group, key: digestOf(`${seed}:${id}`) }))
    .sort((a, b) => (a.key < b.key ? -1 : 1));
  const foldOfGroup = new Map(order.map(({ group }, i) => [group, i % folds]));
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
