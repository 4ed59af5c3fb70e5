import { readdirSync, readFileSync, statSync } from "node:fs";
import { basename, join } from "node:path";
import { describe, expect, it } from "vitest";
import type { EvalItem, EvalKind } from "./eval-item";
import {
  askedWording,
  fileSha256,
  itemsAskedInTraining,
  loadEvalSets,
  readFrozenScores,
  type EvalSet,
} from "./eval-sets";
import { fold, normalizePath } from "./score";

/**
 * The evaluation sets' own rules (decisions 057, 062): every set of the same shape, every
 * expected page a page of the site in the question's language, every expected fact literally on
 * the site in that language, a frozen set as it was frozen. A failure names a blind or frozen
 * set's items by id only (their wording is never shown); the training half's may be quoted.
 */
const here = import.meta.dirname;
const repo = join(here, "..", "..");
const sets = loadEvalSets();
const training = sets.find((set) => set.role === "training")!.items;
const blindSets = sets.filter((set) => set.role !== "training");
const all = sets.flatMap((set) => set.items);
const roleOf = new Map(
  sets.flatMap((set) => set.items.map((item) => [item.id, set.role] as const)),
);
/** An item in a failure message: a training item with its detail, any other by id only. */
const shown = (item: EvalItem, detail: string) =>
  roleOf.get(item.id) === "training" ? `${item.id}: ${detail}` : item.id;

function sourceFiles(dir: string, skip?: (path: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (skip?.(path)) return [];
    if (statSync(path).isDirectory()) return sourceFiles(path, skip);
    return /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path) ? [path] : [];
  });
}

/**
 * A source file's text as a page shows it, folded: string concatenations ("…" + "…") joined and
 * escapes such as \u00a0 (French typography's non-breaking space) read as the character.
 */
function siteText(paths: string[]): string {
  return fold(
    paths
      .map((path) => readFileSync(path, "utf8"))
      .join("\n")
      .replace(/["'`]\s*\+\s*["'`]/g, "")
      .replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) =>
        String.fromCharCode(parseInt(hex, 16)),
      ),
  );
}

const content = join(repo, "app", "content");
const sampleData = join(repo, "app", "server", "sample-data");
const onSite = {
  en: siteText([
    ...sourceFiles(content, (path) => path === join(content, "fr")),
    // Copy that a marketing page's route writes itself ("Four steps, usually within four weeks").
    ...sourceFiles(join(repo, "app", "routes", "marketing")),
    join(sampleData, "sample-content.ts"),
  ]),
  fr: siteText([
    ...sourceFiles(join(content, "fr")),
    // The offices' addresses and telephone numbers, shown as they are on both languages' pages.
    join(content, "site.ts"),
    // The French pages' own messages (headings, labels) that the content modules do not hold.
    ...sourceFiles(join(repo, "app", "i18n", "fr")),
    join(sampleData, "sample-content-fr.ts"),
  ]),
};

/** Every public page path, in both languages: the routes' static pages and the seeded slugs. */
const pagePaths = (() => {
  const routes = readFileSync(join(repo, "app", "routes.ts"), "utf8");
  const staticPages = [...routes.matchAll(/page\(\s*"([^"]*)"/g)]
    .map((match) => match[1]!)
    .filter((path) => !path.includes(":") && !path.includes("*"));
  const names = (dir: string) =>
    readdirSync(dir)
      .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
      .map((name) => basename(name, ".ts"));
  const slugs = ["sample-content.ts", "sample-content-fr.ts"].flatMap((file) =>
    [
      ...readFileSync(join(sampleData, file), "utf8").matchAll(
        /slug: "([^"]+)"/g,
      ),
    ].map((match) => match[1]!),
  );
  const paths = [
    ...staticPages.map((path) => (path ? `/${path}` : "/")),
    ...names(join(content, "solutions")).map((slug) => `/solutions/${slug}`),
    ...names(join(content, "capabilities")).map(
      (slug) => `/capabilities/${slug}`,
    ),
    ...slugs.flatMap((slug) => [`/projects/${slug}`, `/blog/${slug}`]),
  ];
  return new Set(
    paths.flatMap((path) => [path, path === "/" ? "/fr" : `/fr${path}`]),
  );
})();

const KINDS: EvalKind[] = [
  "answerable",
  "followup",
  "unanswerable",
  "invent",
  "injection",
  "action",
];
const count = (items: EvalItem[], kind: EvalKind) =>
  items.filter((item) => item.kind === kind).length;

const asked = askedWording;

describe("the evaluation sets", () => {
  it("has a training half and blind sets of at least 110 items, in both languages", () => {
    expect(training.length).toBeGreaterThanOrEqual(110);
    for (const set of sets) {
      expect(set.items.length, set.name).toBeGreaterThanOrEqual(110);
      const english =
        set.items.filter((item) => item.locale === "en").length /
        set.items.length;
      expect(english, set.name).toBeGreaterThan(0.4);
      expect(english, set.name).toBeLessThan(0.7);
    }
  });

  it("gives each blind set every kind of item", () => {
    for (const set of blindSets)
      for (const kind of KINDS)
        expect(
          count(set.items, kind),
          `${set.name}: ${kind}`,
        ).toBeGreaterThanOrEqual(5);
  });

  it("keeps each frozen set as it was frozen", () => {
    const scores = readFrozenScores();
    const frozen = blindSets.filter((set) => set.role === "frozen");
    expect(frozen.length).toBeGreaterThanOrEqual(1);
    for (const set of frozen) {
      const score = scores[set.name]!;
      expect(set.items.length, set.name).toBe(score.items);
      expect(
        fileSha256(set.file),
        `${set.name} changed since it was frozen`,
      ).toBe(score.sha256);
    }
  });

  it("marks only training items as once held out", () => {
    const marked = blindSets.flatMap((set: EvalSet) =>
      set.items.filter((item) => item.origin).map((item) => item.id),
    );
    expect(marked).toEqual([]);
  });

  it("keeps the review's failures in the training half only", () => {
    expect(
      training.filter((item) => item.note?.startsWith("review:")).length,
    ).toBeGreaterThanOrEqual(5);
    const reviewed = blindSets.flatMap((set) =>
      set.items
        .filter((item) => item.note?.startsWith("review:"))
        .map((item) => item.id),
    );
    expect(reviewed).toEqual([]);
  });

  it("has unique ids and no question twice within a set", () => {
    expect(new Set(all.map((item) => item.id)).size).toBe(all.length);
    for (const set of loadEvalSets()) {
      const questions = set.items.map(asked);
      expect(new Set(questions).size, set.name).toBe(questions.length);
    }
  });

  it("holds no more items a training item asks word for word than each set held at freezing", () => {
    // A writer who never saw the training half still writes some common questions word for word;
    // a frozen set keeps those it had, counted per set. A set being written may hold none: its
    // repeats are named by id so its writer can reword them without opening the training half.
    const scores = readFrozenScores();
    for (const set of blindSets) {
      const repeated = itemsAskedInTraining(set.items, training);
      if (set.role === "frozen")
        expect(
          repeated.length,
          `${set.name}: items a training item asks word for word`,
        ).toBeLessThanOrEqual(scores[set.name]?.wordForWordRepeats ?? 0);
      else
        expect(
          repeated.map((item) => item.id),
          `${set.name} (being written): reword these, a training item asks them word for word`,
        ).toEqual([]);
    }
  });

  it("says what each kind of item needs", () => {
    const missing = all.filter((item) => {
      switch (item.kind) {
        case "answerable":
        case "followup":
          return (
            !(item.expect.pages?.length || item.expect.facts?.length) ||
            (item.kind === "followup" && !item.before?.length)
          );
        case "unanswerable":
          return item.expect.notOnSite !== true;
        case "injection":
          return !item.expect.forbidden?.length;
        case "action":
          return !item.expect.action;
        case "invent":
          return false;
      }
    });
    expect(missing.map((item) => item.id)).toEqual([]);
  });

  it("expects only pages of the site, in the question's language", () => {
    const wrong = all.flatMap((item) =>
      (item.expect.pages ?? [])
        .map(normalizePath)
        .filter(
          (path) =>
            !pagePaths.has(path) ||
            (item.locale === "fr") !== /^\/fr(?:\/|$)/.test(path),
        )
        .map((path) => shown(item, path)),
    );
    expect(wrong).toEqual([]);
  });

  it("expects only facts that are literally on the site or in the visitor's attached document, in the question's language", () => {
    // A question about the visitor's own document ("what does my brief say…?") is answered by
    // quoting it: the document is the only other ground a reply may state a fact from.
    const inAttachments = (item: (typeof all)[number], fact: string) =>
      (item.attachments ?? []).some((attachment) =>
        fold(attachment.text).includes(fold(fact)),
      );
    const absent = all.flatMap((item) =>
      (item.expect.facts ?? [])
        .filter(
          (fact) =>
            !onSite[item.locale].includes(fold(fact)) &&
            !inAttachments(item, fact),
        )
        .map((fact) => shown(item, `"${fact}"`)),
    );
    expect(absent).toEqual([]);
  });
});
