import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The lines CI's log relies on to compare runs across machines (docs/decisions/041-ci-fifteen-minutes.md).
const node = (script: string, ...args: string[]) =>
  spawnSync(
    process.execPath,
    [path.join(import.meta.dirname, script), ...args],
    {
      encoding: "utf8",
    },
  );

describe("timed.mjs", () => {
  it("prints the step's wall time and, on Linux, the machine's core-seconds, and exits as the command did", () => {
    const passed = node("timed.mjs", process.execPath, "-e", "0");
    expect(passed.status).toBe(0);
    const line = passed.stdout.trim().split("\n").at(-1) ?? "";
    expect(line).toMatch(/^== .+: \d+\.\d s/);
    if (fs.existsSync("/proc/stat")) {
      expect(line).toMatch(
        /\(machine: \d+ core-s busy, \d+ idle, \d+ stolen\)$/,
      );
    }

    const failed = node("timed.mjs", process.execPath, "-e", "process.exit(3)");
    expect(failed.status).toBe(3);
    expect(failed.stdout).toMatch(/\(failed: exit code 3\)/);
  });
});

describe("machine-speed.mjs", () => {
  it("prints the cores, the load and the fixed workload's time", () => {
    const result = node("machine-speed.mjs");
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(
      /^== machine: \d+ cores \(.+\), load average \d+\.\d\d, fixed workload \d+ ms \(lower is faster\)\n$/,
    );
  });
});
