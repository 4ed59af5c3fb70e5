/**
 * bench:copies — how much of `app/` repeats itself (issue 57, goal 4; decision 077).
 *
 * Counts, with the `duplicates` command of the team's tool library (not an npm package), the
 * pairs of places that share six or more lines and are not boilerplate, in three trees:
 *  - `app/` at the review's commit (BENCH_COPIES_BASE, default f867389e), where the target
 *    "at most half" was set;
 *  - `app/` as it is now (the working tree's tracked and unignored files);
 *  - the files that existed at the review and still exist, once as they were and once as they
 *    are: the same code, so the areas added since do not blur what the clean-up achieved.
 *
 *   npm run bench:copies
 *   BENCH_COPIES_BASE=<commit> npm run bench:copies
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { formatNumber, renderTable } from "./format";

const BASE = process.env.BENCH_COPIES_BASE ?? "f867389e";
const DUPLICATES_SECONDS = "300";

type Count = { files: number; pairs: number; boilerplate: number };

function git(args: string[]): string {
  return execFileSync("git", args, { encoding: "utf8", maxBuffer: 64 << 20 });
}

/** The first line of `duplicates`: "N pairs of places (F files read), … B of those marked boilerplate". */
function countCopies(root: string): Count {
  const report = execFileSync(
    "duplicates",
    ["--repo", "app", "--most", "1", "--seconds", DUPLICATES_SECONDS],
    { cwd: root, encoding: "utf8", maxBuffer: 16 << 20 },
  );
  const head = report.split("\n")[0] ?? "";
  if (report.includes("\nincomplete:"))
    throw new Error(`duplicates did not read all of ${root}: ${head}`);
  const match =
    /^(\d+) pairs of places \((\d+) files read\).*?(\d+) of those marked boilerplate/.exec(
      head,
    );
  if (!match) throw new Error(`Unexpected duplicates output: ${head}`);
  return {
    pairs: Number(match[1]),
    files: Number(match[2]),
    boilerplate: Number(match[3]),
  };
}

/** A folder holding `app/` files as `read` gives them; the caller removes it. */
function treeOf(files: string[], read: (file: string) => Buffer): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "bench-copies-"));
  for (const file of files) {
    fs.mkdirSync(path.join(root, path.dirname(file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), read(file));
  }
  return root;
}

function countIn(files: string[], read: (file: string) => Buffer): Count {
  const root = treeOf(files, read);
  try {
    return countCopies(root);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

function main() {
  try {
    execFileSync("duplicates", ["--help"], { stdio: "ignore" });
  } catch {
    console.error(
      "bench:copies needs the `duplicates` command of the team's tool library on PATH.",
    );
    process.exit(1);
  }
  const repo = git(["rev-parse", "--show-toplevel"]).trim();
  process.chdir(repo);
  const baseFiles = git(["ls-tree", "-r", "--name-only", BASE, "app"])
    .split("\n")
    .filter(Boolean);
  // One archive of the base's app/ instead of a `git show` per file.
  const base = fs.mkdtempSync(path.join(os.tmpdir(), "bench-copies-base-"));
  let rows: [string, Count][];
  try {
    const archive = execFileSync("git", ["archive", BASE, "app"], {
      maxBuffer: 256 << 20,
    });
    execFileSync("tar", ["-x", "-C", base], { input: archive });
    const atBase = (file: string) => fs.readFileSync(path.join(base, file));
    const stillThere = baseFiles.filter((file) => fs.existsSync(file));
    rows = [
      [`app/ at ${BASE}`, countCopies(base)],
      ["app/ now", countCopies(repo)],
      [`${BASE}'s files still here, then`, countIn(stillThere, atBase)],
      [
        `${BASE}'s files still here, now`,
        countIn(stillThere, (file) => fs.readFileSync(file)),
      ],
    ];
  } finally {
    fs.rmSync(base, { recursive: true, force: true });
  }
  const whole = rows[0]![1];
  const target = Math.floor((whole.pairs - whole.boilerplate) / 2);
  console.log(
    renderTable(
      ["tree", "files", "pairs", "boilerplate", "not boilerplate"],
      rows.map(([name, count]) => [
        name,
        formatNumber(count.files, 0),
        formatNumber(count.pairs, 0),
        formatNumber(count.boilerplate, 0),
        formatNumber(count.pairs - count.boilerplate, 0),
      ]),
    ),
  );
  console.log(
    `\nTarget (issue 57): at most ${target} pairs that are not boilerplate, half of ${BASE}'s.`,
  );
}

main();
