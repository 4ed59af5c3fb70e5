import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

// The check before `npm run admin`, `db:export` and `db:import`, run from a copy of the project's
// scripts folder so the build beside it can be present or not.
const script = path.join(import.meta.dirname, "require-build.mjs");
let root: string | undefined;

function runIn(files: string[]) {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "require-build-"));
  fs.mkdirSync(path.join(root, "scripts"));
  fs.copyFileSync(script, path.join(root, "scripts/require-build.mjs"));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), "");
  }
  return spawnSync(
    process.execPath,
    [path.join(root, "scripts/require-build.mjs")],
    {
      encoding: "utf8",
    },
  );
}

afterEach(() => {
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

describe("require-build", () => {
  it("stops with what to do when the commands have not been built", () => {
    const result = runIn(["build/entry/server.js"]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("there is no build here yet");
    expect(result.stderr).toContain("Run `npm run build` once");
  });

  it("lets the command run when both are built", () => {
    const result = runIn([
      "build/entry/admin.js",
      "build/entry/db-transfer.js",
    ]);
    expect(result.status).toBe(0);
    expect(result.stderr).toBe("");
  });

  it("runs before each operator's command, which runs the built entry the tests spawn", () => {
    const { scripts } = JSON.parse(
      fs.readFileSync(
        path.join(import.meta.dirname, "../package.json"),
        "utf8",
      ),
    ) as { scripts: Record<string, string> };
    const built = {
      admin: "node build/entry/admin.js",
      "db:export": "node build/entry/db-transfer.js export",
      "db:import": "node build/entry/db-transfer.js import",
    };
    for (const [name, command] of Object.entries(built)) {
      expect(scripts[name], name).toBe(command);
      expect(scripts[`pre${name}`], `pre${name}`).toBe(
        "node scripts/require-build.mjs",
      );
    }
  });
});
