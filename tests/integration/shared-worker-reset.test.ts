import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PROCESS_SINGLETON_KEYS } from "../support/process-singletons";
import { PROJECT_ROOT } from "../support/server-process";

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
      ? [file]
      : [];
  });
}

describe("integration files sharing a worker", () => {
  it("clear every process-wide singleton the app keeps on globalThis", () => {
    const keys = new Set<string>();
    for (const file of sourceFiles(path.join(PROJECT_ROOT, "app")))
      for (const match of fs
        .readFileSync(file, "utf8")
        .matchAll(/Symbol\.for\(\s*"([^"]+)"\s*\)/g))
        keys.add(match[1] ?? "");
    expect(keys.size).toBeGreaterThan(0);
    expect([...keys].sort()).toEqual([...PROCESS_SINGLETON_KEYS].sort());
  });

  it("start each file without the app services a previous file started", () => {
    expect(
      (globalThis as Record<symbol, unknown>)[
        Symbol.for("consultancy-site.app-services")
      ],
    ).toBeUndefined();
  });
});
