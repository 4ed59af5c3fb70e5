import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The docs stay readable by a newcomer: a decision record states context, decision and
 * consequences with the numbers that decided it, and the bench README says how to run each bench;
 * measurements live in dated files under bench/results/ (docs/decisions/README.md). Names say what
 * a file is, not when it was written. The same limits as the before-stop hook's.
 */
const ROOT = path.resolve(import.meta.dirname, "..");
const KB = 1024;
const DECISION_MAX_BYTES = 8 * KB;
const BENCH_README_MAX_BYTES = 30 * KB;
const NAMED_AFTER_A_ROUND = /round[-_ ]?\d/i;

const bytes = (file: string): number => fs.statSync(file).size;

const filesUnder = (folder: string): string[] =>
  fs
    .readdirSync(path.join(ROOT, folder), {
      recursive: true,
      withFileTypes: true,
    })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));

/** The Markdown files of the repository: the front door, docs/ and bench/. */
const markdownFiles = (): string[] => [
  ...fs
    .readdirSync(ROOT)
    .filter((name) => name.endsWith(".md"))
    .map((name) => path.join(ROOT, name)),
  ...filesUnder("docs").filter((file) => file.endsWith(".md")),
  ...filesUnder("bench").filter((file) => file.endsWith(".md")),
];

describe("the docs' shape", () => {
  it("keeps every decision record within 8 KB", () => {
    const dir = path.join(ROOT, "docs/decisions");
    const oversized = fs
      .readdirSync(dir)
      .filter((name) => /^\d{3}-.+\.md$/.test(name))
      .filter((name) => bytes(path.join(dir, name)) > DECISION_MAX_BYTES);
    expect(
      oversized,
      "keep the decision and the numbers that decided it; move measurements to a dated file under bench/results/",
    ).toEqual([]);
  });

  it("leaves no merge-conflict markers in any Markdown file", () => {
    const conflicted = markdownFiles()
      .filter((file) =>
        /^(<{7} |={7}$|>{7} )/m.test(fs.readFileSync(file, "utf8")),
      )
      .map((file) => path.relative(ROOT, file));
    expect(conflicted, "resolve the merge: keep one side").toEqual([]);
  });

  it("keeps bench/README.md within 30 KB", () => {
    expect(
      bytes(path.join(ROOT, "bench/README.md")),
      "one short section per bench; results belong in dated files under bench/results/",
    ).toBeLessThanOrEqual(BENCH_README_MAX_BYTES);
  });

  it("names no file under app/ or tests/ after a round", () => {
    const named = [...filesUnder("app"), ...filesUnder("tests")]
      .map((file) => path.relative(ROOT, file))
      .filter((file) => NAMED_AFTER_A_ROUND.test(path.basename(file)));
    expect(named, "name the file after what it tests").toEqual([]);
  });

  it("links only to files that exist", () => {
    const broken = markdownFiles().flatMap((file) => {
      const prose = fs
        .readFileSync(file, "utf8")
        .replace(/```[\s\S]*?```/g, "")
        .replace(/`[^`\n]*`/g, "");
      return [...prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
        .map((match) => match[1]!)
        .filter((href) => !/^(https?:|mailto:|#|\/)/.test(href))
        .filter((href) => {
          const target = decodeURI(href.split("#")[0]!);
          return !fs.existsSync(path.resolve(path.dirname(file), target));
        })
        .map((href) => `${path.relative(ROOT, file)} → ${href}`);
    });
    expect(broken).toEqual([]);
  });
});
