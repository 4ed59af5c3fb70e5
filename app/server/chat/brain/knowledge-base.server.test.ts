import { describe, expect, it, vi } from "vitest";
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
    /** Lets the oldest load waiting go on, once one waits. */
    releaseNext: async () => {
      const release = await vi.waitUntil(() => waiting.shift());
      release();
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
    await vi.waitUntil(() => content.loadsSeen.length === 2);
    content.change();
    knowledge.invalidate();
    const fresh = knowledge.index();
    await content.releaseNext(); // the rebuild that read version 2
    await content.releaseNext(); // the one invalidate() asked for
    await fresh;
    expect(content.loadsSeen).toEqual([1, 2, 3]);
    await knowledge.settled();
  });

  it("answers from the fallback while the content cannot be read, and reads it again at the next check", async () => {
    let clock = 0;
    let failing = true;
    const page: KnowledgeDocument = {
      id: "page:/contact",
      kind: "about",
      title: "Contact",
      href: "/contact",
      sentences: ["Write to us."],
      text: "Write to us.",
    };
    const insight: KnowledgeDocument = {
      ...page,
      id: "insight:1",
      kind: "insight",
      href: "/blog/one",
    };
    const knowledge = createKnowledgeBase(
      {
        // The signature reads fine: only the load fails, so it cannot tell the next check.
        signature: async () => "unchanged",
        load: async () => {
          if (failing) throw new Error("connection terminated");
          return [page, insight];
        },
        fallback: () => [page],
      },
      { recheckMs: 10, now: () => clock },
    );
    const hrefs = async () =>
      (await knowledge.index()).documents.map((document) => document.href);
    expect(await hrefs()).toEqual(["/contact"]);
    failing = false;
    clock = 100;
    await hrefs(); // starts the check, served from the fallback
    await knowledge.settled();
    expect(await hrefs()).toEqual(["/contact", "/blog/one"]);
  });

  it("passes a load failure on when there is no fallback", async () => {
    const knowledge = createKnowledgeBase({
      signature: async () => "1",
      load: async () => {
        throw new Error("connection terminated");
      },
    });
    await expect(knowledge.index()).rejects.toThrow("connection terminated");
  });
});
