import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  openTestDatabase,
  testDbKind,
} from "../../tests/support/test-database";
import type { EvalItem } from "./eval-item";
import { loadEvalSets, type EvalSet } from "./eval-sets";
import {
  distinctivePhrases,
  findItemWording,
  knowledgeWording,
  sourceFiles,
  sourceWording,
  trigramsOf,
  wordsOf,
  type KnowledgeWording,
  type SourceWording,
  type WordingFind,
} from "./eval-wording";
import { groundOf, offlineBrain } from "./play";
import { fold } from "./score";

/**
 * No evaluation wording in app/: no rule, word list, test or comment names an
 * evaluation item or its wording. For every item of every set, its distinctive phrases (what
 * it says that the site's knowledge, in both languages, does not: eval-wording.ts) must not
 * occur in a file under app/ — but app/content (the site's text itself) and the generated data
 * files below. A failure names the file, the set and the item's id; only a training item's
 * phrase is shown, never a blind or frozen set's. The knowledge is read as the bench reads it
 * (the offline brain's index over the seeded content), so the test runs in the PGlite project.
 */
const repo = join(import.meta.dirname, "..", "..");

/** Generated data files the training half is fitted into (npm run train:chat): its words by design. */
const GENERATED_DATA_FILES: readonly string[] = [];

/**
 * Files that name evaluation wording and are not yet rewritten (legacy-offenders.json), skipped
 * until they are. The list only shrinks: a listed file that no longer
 * offends must leave it, and no file joins it — but for a new blind set's hits, when it is
 * merged, in files whose wording is the application's own (an interface label, sample data).
 */
const legacy = z
  .object({ comment: z.string(), paths: z.array(z.string()) })
  .parse(
    JSON.parse(
      readFileSync(join(import.meta.dirname, "legacy-offenders.json"), "utf8"),
    ),
  );

const sets = loadEvalSets();
const skipped = (path: string) =>
  path === "app/content" || GENERATED_DATA_FILES.includes(path);

/** "path — set id", and a training item's phrase. */
function describeFind(set: EvalSet, find: WordingFind): string {
  const where = `${find.path} — ${set.name} ${find.itemId}`;
  return set.role === "training" ? `${where}: "${find.phrase}"` : where;
}

describe.skipIf(testDbKind() !== "pglite")(
  "no evaluation wording in app/",
  () => {
    let database: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
    let knowledge: KnowledgeWording;
    let files: SourceWording[];

    beforeAll(async () => {
      database = await openTestDatabase("content");
      const brain = offlineBrain(database.connection.db);
      knowledge = knowledgeWording([
        (await groundOf(brain.knowledge, "en")).siteText,
        (await groundOf(brain.knowledge, "fr")).siteText,
      ]);
      await brain.knowledge.settled();
      files = sourceFiles(repo, "app", skipped).map((path) =>
        sourceWording(repo, path),
      );
    });

    afterAll(async () => {
      await database?.cleanup();
    });

    // Both checks read the same finds: computed once.
    let found: Array<{ set: EvalSet; find: WordingFind }> | undefined;
    const finds = () =>
      (found ??= sets.flatMap((set) =>
        findItemWording(set.items, knowledge, files).map((find) => ({
          set,
          find,
        })),
      ));

    it("finds no item's distinctive phrases outside the legacy offenders", () => {
      const offences = finds()
        .filter(({ find }) => !legacy.paths.includes(find.path))
        .map(({ set, find }) => describeFind(set, find));
      expect(offences).toEqual([]);
    });

    it("lists as legacy offenders only files that still offend (the list only shrinks)", () => {
      const offending = new Set(finds().map(({ find }) => find.path));
      expect(
        legacy.paths.filter((path) => !offending.has(path)),
        "remove these from bench/chat-eval/legacy-offenders.json",
      ).toEqual([]);
    });

    it("has distinctive phrases to look for in every set", () => {
      // The check could pass by finding nothing to look for: most items say something the site does not.
      for (const set of sets) {
        const telling = set.items.filter((item) => {
          const phrases = distinctivePhrases(item, knowledge);
          return phrases.trigrams.size + phrases.names.size > 0;
        });
        expect(telling.length / set.items.length, set.name).toBeGreaterThan(
          0.5,
        );
      }
    });

    // Merged from score.test.ts: no question of five words or more verbatim anywhere under app/,
    // the site's text included (the legacy offenders aside: files older than the set).
    it("finds no question verbatim under app/", () => {
      const all = sourceFiles(repo, "app", () => false)
        .filter((path) => !legacy.paths.includes(path))
        .map((path) => ({
          path,
          text: fold(readFileSync(join(repo, path), "utf8")),
          trigrams: sourceWording(repo, path).trigrams,
        }));
      // A file holds a message verbatim only if it holds the message's second to fourth words
      // in a row: only those files are searched in full (each file for each message took seconds).
      const holders = (message: string) => {
        const lead = trigramsOf(wordsOf(message))[1];
        const folded = fold(message);
        return all.filter(
          (file) =>
            (lead === undefined || file.trigrams.has(lead)) &&
            file.text.includes(folded),
        );
      };
      const found = sets.flatMap((set) =>
        set.items.flatMap((item: EvalItem) =>
          [...(item.before ?? []), item.question]
            .filter((message) => message.trim().split(/\s+/).length >= 5)
            .flatMap((message) =>
              holders(message).map((file) =>
                set.role === "training"
                  ? `${file.path} — training ${item.id}: "${message}"`
                  : `${file.path} — ${set.name} ${item.id}`,
              ),
            ),
        ),
      );
      expect(found).toEqual([]);
    });
  },
);
