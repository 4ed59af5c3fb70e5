import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createChatKnowledge } from "../../app/server/chat/brain/chat-brain-engine.server";
import type { ChatModel } from "../../app/server/chat/answering/chat-model";
import {
  MODEL_FILE,
  trainingDigest,
} from "../../scripts/chat-training/training-inputs";
import { createLogger } from "../../app/server/logger.server";
import {
  openTestDatabase,
  testDbKind,
} from "../../tests/support/test-database";

/**
 * chat-model.json is fitted from the training half, the data files, the pipeline's code and
 * the site's knowledge (decision 062). When any of them changes and `npm run train:chat` was
 * not run, the committed model no longer says what the code would learn: this fails.
 */
describe.skipIf(testDbKind() !== "pglite")("the committed chat model", () => {
  it("was fitted on the current inputs (else run npm run train:chat)", async () => {
    const database = await openTestDatabase("content");
    try {
      const knowledge = createChatKnowledge({
        db: database.connection.db,
        logger: createLogger("silent"),
      });
      const [en, fr] = [
        await knowledge.index("en"),
        await knowledge.index("fr"),
      ];
      const model = JSON.parse(readFileSync(MODEL_FILE, "utf8")) as ChatModel;
      expect(
        model.inputsDigest,
        "app/server/chat/answering/chat-model.json is stale: run `npm run train:chat` and commit it",
      ).toBe(trainingDigest({ en: en.documents, fr: fr.documents }));
      await knowledge.settled();
    } finally {
      await database.cleanup();
    }
  });
});
