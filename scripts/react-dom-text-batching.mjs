// @ts-check
/**
 * A build-time patch of React's server renderer for the server bundle (react-dom/server's Node
 * production build, the one file below): the HTML it writes goes into its output buffer as one
 * string per kilobyte instead of one encoding call per piece. React writes a document as tens of
 * thousands of small pieces — a tag's opening, an attribute's name, its value, a quote — and
 * encoded each into its buffer on its own: about 8 % of the main thread on a console tab
 * (docs/decisions/047-whole-documents-and-embedded-database-costs.md). Now its fixed markup
 * stays text, short pieces are joined, and the joined text is encoded when it reaches a
 * kilobyte, before any other piece, and whenever React completes a write. The bytes sent are
 * the same. Each replacement names the exact text it replaces: if a React upgrade changes it,
 * the build stops and says which.
 */
import { applyReplacements } from "./react-router-memo.mjs";

const FILE =
  /[\\/]react-dom[\\/]cjs[\\/]react-dom-server\.node\.production\.js$/;
const REVIEW =
  "scripts/react-dom-text-batching.mjs against docs/decisions/047-whole-documents-and-embedded-database-costs.md";

/** @type {import("./react-router-memo.mjs").Replacement[]} */
export const TEXT_BATCHING = [
  {
    name: "writeChunk: short text joined, encoded a kilobyte at a time",
    file: FILE,
    find: `function writeChunk(destination, chunk) {
  if ("string" === typeof chunk) {`,
    replace: `var pendingText = "";
function flushPendingText(destination) {
  if (0 === pendingText.length) return;
  var text = pendingText;
  pendingText = "";
  writeChunkNow(destination, text);
}
function writeChunk(destination, chunk) {
  if ("string" === typeof chunk && 1024 > chunk.length) {
    pendingText += chunk;
    1024 <= pendingText.length && flushPendingText(destination);
    return;
  }
  flushPendingText(destination);
  writeChunkNow(destination, chunk);
}
function writeChunkNow(destination, chunk) {
  if ("string" === typeof chunk) {`,
  },
  {
    name: "completeWriting: the joined text first",
    file: FILE,
    find: `function completeWriting(destination) {
`,
    replace: `function completeWriting(destination) {
  flushPendingText(destination);
`,
  },
  {
    name: "stringToPrecomputedChunk: fixed markup kept as text",
    file: FILE,
    find: `function stringToPrecomputedChunk(content) {
  return textEncoder.encode(content);
}`,
    replace: `function stringToPrecomputedChunk(content) {
  return content;
}`,
  },
];

/**
 * The esbuild plugin: React's Node server renderer goes through the patch, and the build fails
 * unless it was patched.
 * @returns {import("esbuild").Plugin}
 */
export function reactDomTextBatchingPlugin() {
  return {
    name: "react-dom-server-text-batching",
    setup(pluginBuild) {
      let patched = false;
      pluginBuild.onStart(() => {
        patched = false;
      });
      pluginBuild.onLoad({ filter: FILE }, async (args) => {
        const fs = await import("node:fs/promises");
        const source = await fs.readFile(args.path, "utf8");
        patched = true;
        return {
          contents: applyReplacements(source, args.path, TEXT_BATCHING, REVIEW),
          loader: "js",
        };
      });
      pluginBuild.onEnd((result) => {
        if (result.errors.length > 0 || patched) return;
        throw new Error(
          "React's Node server renderer was not patched (scripts/react-dom-text-batching.mjs)",
        );
      });
    },
  };
}
