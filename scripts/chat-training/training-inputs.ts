import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Locale } from "../../app/i18n/locale";
import type { KnowledgeDocument } from "../../app/server/chat/brain/knowledge-document.server";

/**
 * What chat-model.json is fitted from, as one digest: the training half and its intent labels,
 * the data files, the pipeline's code, and the site's knowledge in both languages. The model
 * records the digest it was fitted on; a test recomputes it, so a stale model fails CI.
 */
export const ROOT = join(import.meta.dirname, "../..");
export const ANSWERING = join(ROOT, "app/server/chat/answering");
export const TRAINING_HALF = join(ROOT, "bench/chat-eval/tuned.json");
export const INTENT_LABELS = join(ROOT, "bench/chat-eval/tuned-intents.json");
export const MODEL_FILE = join(ANSWERING, "chat-model.json");

function pipelineFiles(): string[] {
  const files: string[] = [];
  for (const folder of [ANSWERING, join(ROOT, "scripts/chat-training")])
    for (const name of readdirSync(folder).sort())
      if (
        (name.endsWith(".ts") || name.endsWith(".json")) &&
        !name.endsWith(".test.ts") &&
        !name.endsWith(".test-support.ts") &&
        name !== "chat-model.json"
      )
        files.push(join(folder, name));
  return files;
}

export function trainingDigest(
  documents: Record<Locale, KnowledgeDocument[]>,
): string {
  const hash = createHash("sha256");
  for (const file of [TRAINING_HALF, INTENT_LABELS, ...pipelineFiles()])
    hash.update(file.slice(ROOT.length)).update(readFileSync(file));
  for (const locale of ["en", "fr"] as const)
    for (const d of documents[locale])
      hash.update(
        JSON.stringify([d.title, d.href, d.text, d.passages ?? null]),
      );
  return hash.digest("hex");
}
