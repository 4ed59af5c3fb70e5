import type { Locale } from "~/i18n/locale";
import type { Logger } from "../../logger.server";
import type { KnowledgeDocument } from "./knowledge-document.server";
import {
  buildPassageIndex,
  type PassageIndex,
} from "../answering/passage-index";

/**
 * The chat's knowledge index, kept in step with the content. Built on first use (start-up pays
 * nothing); then at most once per `recheckMs` (30 s by default) a reply triggers a background
 * check of a cheap content signature, and a changed one a rebuild in the background, swapped in
 * while replies keep the previous index. invalidate() makes the next reply wait for a fresh index
 * instead: the app calls it when the content version changes on any instance (services.server.ts).
 * When the content cannot be read, the source's fallback is served and the next check rebuilds
 * whatever the signature says, so a passing database fault is not remembered.
 */
export type KnowledgeBase = {
  /**
   * The current index (built on the first call, or after invalidate()) of the content in
   * `locale` (English when not given). A base over one language's content ignores it.
   */
  index(locale?: Locale): Promise<PassageIndex>;
  /** The next index() rebuilds from the content before answering. */
  invalidate(): void;
  /** Resolves when no check or rebuild is under way (tests and the bench). */
  settled(): Promise<void>;
};

export type KnowledgeSource = {
  load(): Promise<KnowledgeDocument[]>;
  /** Changes whenever load() would return different documents. */
  signature(): Promise<string>;
  /** What to answer from when load() fails (without it, the failure reaches the reply). */
  fallback?(): KnowledgeDocument[];
};

// Never equal to a signature read from the content: the next check rebuilds.
const INCOMPLETE = "\u0000incomplete";

export function createKnowledgeBase(
  source: KnowledgeSource,
  options: {
    locale?: Locale;
    logger?: Logger;
    recheckMs?: number;
    now?: () => number;
  } = {},
): KnowledgeBase {
  const recheckMs = options.recheckMs ?? 30_000;
  const now = options.now ?? Date.now;
  let current: { index: PassageIndex; signature: string } | null = null;
  let stale = false;
  let lastCheck = 0;
  let rebuilding: Promise<void> | null = null;
  let checking: Promise<void> | null = null;

  function rebuild(): Promise<void> {
    rebuilding ??= (async () => {
      try {
        // The signature is read first: a change made while loading is seen by the next check.
        let signature = await source.signature();
        stale = false;
        let documents: KnowledgeDocument[];
        try {
          documents = await source.load();
        } catch (error) {
          if (!source.fallback) throw error;
          options.logger?.warn(
            { err: error },
            "could not load the chat's knowledge; answering from the fallback until the next check",
          );
          documents = source.fallback();
          signature = INCOMPLETE;
        }
        current = {
          index: buildPassageIndex(documents, options.locale ?? "en"),
          signature,
        };
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

/**
 * One knowledge base per language (decision 055): a French question is answered from the French
 * content, linking to /fr pages, an English one from the English. Each language's index is
 * built on its first question, so an English-only day never builds the French one.
 */
export function createLocalizedKnowledge(
  bases: Readonly<Record<Locale, KnowledgeBase>>,
): KnowledgeBase {
  const all = Object.values(bases);
  return {
    index: (locale = "en") => bases[locale].index(),
    invalidate() {
      for (const base of all) base.invalidate();
    },
    async settled() {
      await Promise.all(all.map((base) => base.settled()));
    },
  };
}
