// @ts-check
/**
 * Compiles server.ts and the server modules it imports into build/entry/, so `npm start`, the
 * Docker image and the tests run plain JavaScript instead of compiling TypeScript on every
 * start (docs/decisions/037-server-entry-built-once.md). Packages stay in node_modules; only the
 * project's own modules are bundled.
 */
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
const outdir = path.join(root, "build/entry");

fs.rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: ["server.ts"],
  outdir,
  bundle: true,
  // The chat brain and the media engines are imported on first use: keep them their own chunks.
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  packages: "external",
  tsconfig: "tsconfig.json",
  // Readable stack traces in production logs without a source-map flag: no minifying, and
  // esbuild marks each module's start with its source path.
  minify: false,
  logLevel: "warning",
});

// The embedded database's thread is started from a file beside the module that opens it
// (client.server.ts: new URL("./pglite-worker.mjs", import.meta.url)); in the bundle, that
// module is build/entry/server.js or one of its chunks, all in this folder.
fs.copyFileSync(
  path.join(root, "app/server/db/pglite-worker.mjs"),
  path.join(outdir, "pglite-worker.mjs"),
);
