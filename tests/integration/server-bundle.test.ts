import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { PROJECT_ROOT, requireBuild } from "../support/server-process";

/**
 * What `npm start` and the tests' servers run (build/entry/) renders with React's and React
 * Router's production builds, whatever NODE_ENV says (docs/decisions/040-server-bundle-production-react.md),
 * and so does every other package that picks a build from process.env.NODE_ENV
 * (docs/decisions/042-deployment-setting.md). esbuild marks each module it inlines with a
 * `// node_modules/…` comment naming its file (by its real path: `../…/node_modules/…` when
 * node_modules is a link to another checkout's).
 */
function bundle(): { modules: string[]; code: string[] } {
  requireBuild();
  const dir = path.join(PROJECT_ROOT, "build/entry");
  const modules = new Set<string>();
  const code: string[] = [];
  for (const name of fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".js"))) {
    const text = fs.readFileSync(path.join(dir, name), "utf8");
    code.push(text);
    for (const match of text.matchAll(/^\/\/ (?:\S*\/)?(node_modules\/\S+)$/gm))
      modules.add(match[1]!);
  }
  return { modules: [...modules], code };
}

it("the server bundle carries React's and React Router's production builds only", () => {
  const framework = bundle().modules.filter((file) =>
    /^node_modules\/(?:react|react-dom|react-router)\//.test(file),
  );
  expect(framework).toContain(
    "node_modules/react-dom/cjs/react-dom-server.node.production.js",
  );
  expect(
    framework.some((file) =>
      file.startsWith("node_modules/react-router/dist/production/"),
    ),
  ).toBe(true);
  expect(framework.filter((file) => /development/.test(file))).toEqual([]);
});

it("the server bundle reads process.env.NODE_ENV nowhere: every package in it runs as in production", () => {
  const { modules, code } = bundle();
  // The charts' state (Redux Toolkit, immer, reselect) and React's shims pick their builds by it too.
  expect(modules.filter((file) => /[./]development[./]/.test(file))).toEqual(
    [],
  );
  expect(
    code.flatMap((text) => text.match(/\bprocess\.env\.NODE_ENV\b/g) ?? []),
  ).toEqual([]);
});
