import { describe, expect, it } from "vitest";
import {
  createKnowledgeBase,
  type KnowledgeSource,
} from "./knowledge-base.server";
import type { KnowledgeDocument } from "./knowledge-document.server";

/** A content source whose loads the test releases one at a time. */
function controlledSource() {
  let version = 1;
  const waiting: (() => void)[] = [];
  const loadsSeen: number[] = [];
  const source: KnowledgeSource = {
    signature: async () => String(version),
    load: async () => {
      const seen = version;
      loadsSeen.push(seen);
      await new Promise<void>((release) => waiting.push(release));
      const document: KnowledgeDocument = {
        id: `insight:v${seen}`,
        kind: "insight",
        title: `Version ${seen}`,
        href: `/v${seen}`,
        sentences: [`Content version ${seen}.`],
        text: `Content version ${seen}.`,
      };
      return [document];
    },
  };
  return {
    source,
    loadsSeen,
    change: () => version++,
    releaseNext: async () => {
      for (let i = 0; i < 50 && waiting.length === 0; i++)
        await new Promise((r) => setTimeout(r, 1));
      waiting.shift()?.();
    },
  };
}

describe("createKnowledgeBase", () => {
  it("after invalidate(), answers from content read after it, even when a rebuild was already under way", async () => {
    let clock = 0;
    const content = controlledSource();
    const knowledge = createKnowledgeBase(content.source, {
      recheckMs: 10,
      now: () => clock,
    });
    const first = knowledge.index();
    await content.releaseNext();
    await first;

    // A background check finds a change and starts rebuilding from version 2 …
    content.change();
    clock = 100;
    await knowledge.index();
    // … then the content changes again and the caller says so before that rebuild ends.
    await new Promise((r) => setTimeout(r, 5));
    content.change();
    knowledge.invalidate();
    const fresh = knowledge.index();
    await content.releaseNext(); // the rebuild that read version 2
    await content.releaseNext(); // the one invalidate() asked for
    await fresh;
    expect(content.loadsSeen).toEqual([1, 2, 3]);
    await knowledge.settled();
  });
});
