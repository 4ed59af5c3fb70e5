import type { Logger } from "../../logger.server";
import type { KnowledgeDocument } from "./knowledge-document.server";
import {
  buildKnowledgeIndex,
  type KnowledgeIndex,
} from "./knowledge-index.server";

/**
 * The chat's knowledge index, kept in step with the content. Built on first use (so
 * start-up pays nothing). After that, at most once per `recheckMs` (30 s by default) a reply
 * triggers a background check of a cheap content signature; when it changed, the index is
 * rebuilt in the background and swapped in, while replies keep using the previous one.
 * invalidateChatKnowledge() makes the next reply wait for a fresh index instead, for callers
 * that know they just changed the content.
 */
export type KnowledgeBase = {
  /** The current index (built on the first call, or after invalidate()). */
  index(): Promise<KnowledgeIndex>;
  /** The next index() rebuilds from the content before answering. */
  invalidate(): void;
  /** Resolves when no check or rebuild is under way (tests and the bench). */
  settled(): Promise<void>;
};

export type KnowledgeSource = {
  load(): Promise<KnowledgeDocument[]>;
  /** Changes whenever load() would return different documents. */
  signature(): Promise<string>;
};

export function createKnowledgeBase(
  source: KnowledgeSource,
  options: { logger?: Logger; recheckMs?: number; now?: () => number } = {},
): KnowledgeBase {
  const recheckMs = options.recheckMs ?? 30_000;
  const now = options.now ?? Date.now;
  let current: { index: KnowledgeIndex; signature: string } | null = null;
  let stale = false;
  let lastCheck = 0;
  let rebuilding: Promise<void> | null = null;
  let checking: Promise<void> | null = null;

  function rebuild(): Promise<void> {
    rebuilding ??= (async () => {
      try {
        // The signature is read first: a change made while loading is seen by the next check.
        const signature = await source.signature();
        stale = false;
        const documents = await source.load();
        current = { index: buildKnowledgeIndex(documents), signature };
        lastCheck = now();
        options.logger?.debug(
          { documents: documents.length },
          "chat knowledge index built",
        );
      } finally {
        rebuilding = null;
      }
    })();
    return rebuilding;
  }

  function checkInBackground(): void {
    lastCheck = now();
    checking = (async () => {
      try {
        const signature = await source.signature();
        if (current && signature !== current.signature) await rebuild();
      } catch (error) {
        options.logger?.warn(
          { err: error },
          "chat knowledge check failed; replies keep the current index",
        );
      } finally {
        checking = null;
      }
    })();
  }

  return {
    async index() {
      // A loop, not an if: a rebuild already under way may have read the content before the
      // invalidate() that made this one stale, so it is waited for and then one more is made.
      if (!current || stale) {
        while (!current || stale) await rebuild();
      } else if (!checking && !rebuilding && now() - lastCheck >= recheckMs)
        checkInBackground();
      return current!.index;
    },
    invalidate() {
      stale = true;
    },
    async settled() {
      while (checking || rebuilding)
        await (checking ?? rebuilding)?.catch(() => undefined);
    },
  };
}

const KEY = Symbol.for("consultancy-site.chat-knowledge");
type Holder = { [KEY]?: KnowledgeBase };

/** The knowledge base replies are served from (createChatBrain registers it). */
export function registerChatKnowledge(knowledge: KnowledgeBase): void {
  (globalThis as Holder)[KEY] = knowledge;
}

/**
 * Call after publishing, editing or removing a case study or insight: the next chat reply
 * waits for an index with the change. (Without it the change is picked up within 30 s.)
 */
export function invalidateChatKnowledge(): void {
  (globalThis as Holder)[KEY]?.invalidate();
}
