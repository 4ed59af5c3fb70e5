import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";
import {
  REPLACEMENTS,
  patchReactRouterSource,
  reactRouterMemoPlugin,
} from "./react-router-memo.mjs";

const productionDir = path.resolve(
  import.meta.dirname,
  "../node_modules/react-router/dist/production",
);
const productionFiles = fs
  .readdirSync(productionDir)
  .filter((name) => name.endsWith(".mjs"))
  .map((name) => path.join(productionDir, name));

describe("the React Router per-build memo patch", () => {
  it("applies every replacement to the installed React Router, once in each file it is meant for", () => {
    const applied = new Set<string>();
    for (const file of productionFiles) {
      const source = fs.readFileSync(file, "utf8");
      const patched = patchReactRouterSource(source, file);
      if (patched === undefined) continue;
      expect(patched).toMatch(
        /^import \* as __reactRouterBuildMemo from ".*react-router-build-memo\.server\.ts";/,
      );
      for (const replacement of REPLACEMENTS) {
        if (!replacement.file.test(source)) continue;
        applied.add(replacement.name);
        const count = (text: string, part: string) =>
          text.split(part).length - 1;
        expect(count(patched, replacement.replace), replacement.name).toBe(1);
        // What was replaced is gone, but where the new text keeps it (a function's signature).
        expect(count(patched, replacement.find), replacement.name).toBe(
          count(replacement.replace, replacement.find),
        );
      }
    }
    expect([...applied].sort()).toEqual(REPLACEMENTS.map((r) => r.name).sort());
  });

  it("refuses, naming the replacement, when React Router's text changed", () => {
    const serverRouter = productionFiles.find((file) =>
      fs.readFileSync(file, "utf8").includes("function ServerRouter("),
    )!;
    const changed = fs
      .readFileSync(serverRouter, "utf8")
      .replace(
        "let routes = createServerRoutes(",
        "let routes = buildServerRoutes(",
      );
    expect(() => patchReactRouterSource(changed, serverRouter)).toThrow(
      /"ServerRouter: the route tree once per build" expects its text exactly once \(found none\)/,
    );
  });

  it("leaves other files alone", () => {
    expect(
      patchReactRouterSource("export const x = 1;", "x.mjs"),
    ).toBeUndefined();
  });

  it("fails a build in which React Router's files were not patched", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rr-memo-"));
    try {
      fs.writeFileSync(path.join(dir, "entry.js"), "export const x = 1;\n");
      await expect(
        build({
          entryPoints: [path.join(dir, "entry.js")],
          bundle: true,
          write: false,
          logLevel: "silent",
          plugins: [reactRouterMemoPlugin()],
        }),
      ).rejects.toThrow(/React Router's server build was not patched/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
