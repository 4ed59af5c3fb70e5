import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** docs/decisions/README.md is the way into the records: every record is listed there, once. */
const DIR = path.resolve(import.meta.dirname, "../docs/decisions");

describe("the decision records' index", () => {
  const records = fs
    .readdirSync(DIR)
    .filter((name) => /^\d{3}-.+\.md$/.test(name));
  const index = fs.readFileSync(path.join(DIR, "README.md"), "utf8");

  it("lists every record by its file name", () => {
    const missing = records.filter((name) => !index.includes(`(${name})`));
    expect(missing, "add these to docs/decisions/README.md").toEqual([]);
  });

  it("links only to records that exist, and gives each number once", () => {
    const linked = [...index.matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)].map(
      (match) => match[1],
    );
    expect(linked.filter((name) => !records.includes(name!))).toEqual([]);
    const numbers = records.map((name) => name.slice(0, 3));
    expect(new Set(numbers).size, "two records share a number").toBe(
      numbers.length,
    );
  });
});
