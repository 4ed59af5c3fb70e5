import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { PROJECT_ROOT, requireBuild } from "../support/server-process";

/**
 * What `npm start` and the tests' servers run (build/entry/) renders with React's and React
 * Router's production builds, whatever NODE_ENV says (docs/decisions/040-server-bundle-production-react.md).
 * esbuild marks each module it inlines with a `// node_modules/…` comment naming its file.
 */
it("the server bundle carries React's and React Router's production builds only", () => {
  requireBuild();
  const dir = path.join(PROJECT_ROOT, "build/entry");
  const modules = new Set<string>();
  for (const name of fs.readdirSync(dir).filter((file) => file.endsWith(".js")))
    for (const match of fs
      .readFileSync(path.join(dir, name), "utf8")
      .matchAll(
        /^\/\/ (node_modules\/(?:react|react-dom|react-router)\/\S+)$/gm,
      ))
      modules.add(match[1]!);
  const framework = [...modules];
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
