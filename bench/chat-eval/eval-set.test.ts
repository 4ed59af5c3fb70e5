import { readdirSync, readFileSync, statSync } from "node:fs";
import { basename, join } from "node:path";
import { describe, expect, it } from "vitest";
import type { EvalItem, EvalKind } from "./eval-item";
import { fold, normalizePath } from "./score";

/**
 * The evaluation set's own rules (decision 057): two halves of the same shape, every expected
 * page a page of the site in the question's language, every expected fact literally on the site
 * in that language.
 */
const here = import.meta.dirname;
const repo = join(here, "..", "..");
const halves = {
  tuned: JSON.parse(
    readFileSync(join(here, "tuned.json"), "utf8"),
  ) as EvalItem[],
  heldout: JSON.parse(
    readFileSync(join(here, "heldout.json"), "utf8"),
  ) as EvalItem[],
};
const all = [...halves.tuned, ...halves.heldout];

function sourceFiles(dir: string, skip?: (path: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (skip?.(path)) return [];
    if (statSync(path).isDirectory()) return sourceFiles(path, skip);
    return /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path) ? [path] : [];
  });
}

/** A source file's text with its string concatenations ("…" + "…") joined, folded. */
function siteText(paths: string[]): string {
  return fold(
    paths
      .map((path) => readFileSync(path, "utf8"))
      .join("\n")
      .replace(/["'`]\s*\+\s*["'`]/g, ""),
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
    ...sourceFiles(join(repo, "app", "server", "chat", "brain", "site-copy")),
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

describe("the evaluation set", () => {
  it("has two halves of at least 110 items, about 55 % English", () => {
    for (const items of Object.values(halves)) {
      expect(items.length).toBeGreaterThanOrEqual(110);
      const english =
        items.filter((item) => item.locale === "en").length / items.length;
      expect(english).toBeGreaterThan(0.5);
      expect(english).toBeLessThan(0.6);
    }
  });

  it("gives the held-out half every kind, in about the tuned half's mix", () => {
    const heldout = halves.heldout;
    const tuned = halves.tuned.filter(
      (item) => !item.note?.startsWith("review:"),
    );
    for (const kind of KINDS) {
      const share = (items: EvalItem[]) => count(items, kind) / items.length;
      expect(Math.abs(share(heldout) - share(tuned)), kind).toBeLessThan(0.05);
    }
    expect(count(heldout, "answerable")).toBeGreaterThanOrEqual(45);
    expect(count(heldout, "followup")).toBeGreaterThanOrEqual(12);
    expect(count(heldout, "unanswerable")).toBeGreaterThanOrEqual(12);
    expect(count(heldout, "invent")).toBeGreaterThanOrEqual(10);
    expect(count(heldout, "injection")).toBeGreaterThanOrEqual(10);
    expect(count(heldout, "action")).toBeGreaterThanOrEqual(5);
  });

  it("marks only tuned items as once held out", () => {
    expect(halves.heldout.filter((item) => item.origin)).toEqual([]);
  });

  it("keeps the review's failures in the tuned half only", () => {
    expect(
      halves.tuned.filter((item) => item.note?.startsWith("review:")).length,
    ).toBeGreaterThanOrEqual(5);
    expect(
      halves.heldout.filter((item) => item.note?.startsWith("review:")),
    ).toEqual([]);
  });

  it("has unique ids and no question twice", () => {
    expect(new Set(all.map((item) => item.id)).size).toBe(all.length);
    const questions = all.map(
      (item) => `${(item.before ?? []).join(" / ")} / ${item.question}`,
    );
    expect(new Set(questions).size).toBe(questions.length);
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
        .map((path) => `${item.id}: ${path}`),
    );
    expect(wrong).toEqual([]);
  });

  it("expects only facts that are literally on the site, in the question's language", () => {
    const absent = all.flatMap((item) =>
      (item.expect.facts ?? [])
        .filter((fact) => !onSite[item.locale].includes(fold(fact)))
        .map((fact) => `${item.id}: "${fact}"`),
    );
    expect(absent).toEqual([]);
  });
});
