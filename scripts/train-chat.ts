/**
 * npm run train:chat — fits the assistant's models (decision 062) from the training half
 * (bench/chat-eval/tuned.json, with its intent labels) and the site's knowledge, and writes
 * app/server/chat/answering/chat-model.json. Deterministic: the same inputs give the same file.
 * Run it after changing the training half, concepts.json, cues.json, the pipeline's code or
 * the site's content; a test fails while the committed model is stale.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { seededIndexes } from "./chat-training/seeded-knowledge";
import {
  trainChatModel,
  type TrainingItem,
} from "./chat-training/train-chat-model";
import {
  INTENT_LABELS,
  MODEL_FILE,
  TRAINING_HALF,
  trainingDigest,
} from "./chat-training/training-inputs";

const started = performance.now();
const items = JSON.parse(readFileSync(TRAINING_HALF, "utf8")) as TrainingItem[];
const labels = JSON.parse(readFileSync(INTENT_LABELS, "utf8")) as Record<
  string,
  string
>;
const indexes = await seededIndexes();
const digest = trainingDigest({
  en: indexes.en.documents,
  fr: indexes.fr.documents,
});
const model = trainChatModel(items, labels, indexes, digest);
writeFileSync(MODEL_FILE, `${JSON.stringify(model)}\n`);
console.log(
  `train:chat — ${items.length} items, ${Object.keys(model.intent.likelihoods).length} intent terms, threshold ${model.answerability.threshold}, ${Math.round(performance.now() - started)} ms → ${MODEL_FILE}`,
);
