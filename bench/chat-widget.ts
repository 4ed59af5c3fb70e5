/**
 * bench:chat-widget — what the chat widget costs a public page, from the production build:
 * the launcher's JavaScript (on every page; budget ≤ 3 KB gzip, decision 020) and the panel's
 * (fetched on the first open only). A chunk counts once: what the page already loads
 * (the client entry and app/enhance/page.ts with their static imports) is not charged to
 * the launcher, and what the launcher loads is not charged to the panel. Sizes are gzip -9
 * of the built files, as the server sends them (scripts/precompress.ts). See bench/README.md.
 *
 *   npm run bench:chat-widget
 */
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { formatLoadTable, watchMachineLoad } from "./machine-load";
import { ROOT, SetupError, ensureBuild, runBench } from "./support";

const ASSETS = path.join(ROOT, "build/client/assets");
const LAUNCHER_BUDGET_BYTES = 3 * 1024;

/** The chunks a chunk imports statically (minified ESM: import…from"./x.js", import"./x.js", export…from"./x.js"). */
function staticImports(file: string): string[] {
  const code = fs.readFileSync(path.join(ASSETS, file), "utf8");
  const found = new Set<string>();
  for (const match of code.matchAll(
    /(?:import|export)\s*(?:[\w$*{}\s,]*?from\s*)?["']\.\/([\w.-]+\.js)["']/g,
  )) {
    found.add(match[1]!);
  }
  return [...found];
}

function closure(roots: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  return seen;
}

function chunk(prefix: string): string {
  const matches = fs
    .readdirSync(ASSETS)
    .filter((name) => name.startsWith(`${prefix}-`) && name.endsWith(".js"));
  if (matches.length !== 1)
    throw new SetupError(
      `expected one ${prefix}-*.js in build/client/assets, found ${matches.length}`,
    );
  return matches[0]!;
}

/** The enhancer registry (app/enhance/page.ts): the one chunk that imports the launcher on demand. */
function enhancerRegistry(launcher: string): string {
  const dynamicImport = new RegExp(
    `import\\(["'\`]\\./${launcher.replace(/\./g, "\\.")}["'\`]\\)`,
  );
  const matches = fs
    .readdirSync(ASSETS)
    .filter((name) => name.endsWith(".js") && name !== launcher)
    .filter((name) =>
      dynamicImport.test(fs.readFileSync(path.join(ASSETS, name), "utf8")),
    );
  if (matches.length !== 1)
    throw new SetupError(
      `expected one chunk importing ${launcher}, found ${matches.length}`,
    );
  return matches[0]!;
}

const gzipBytes = (file: string) =>
  gzipSync(fs.readFileSync(path.join(ASSETS, file)), { level: 9 }).byteLength;
const kb = (bytes: number) => (bytes / 1024).toFixed(2);

async function main() {
  ensureBuild();
  // Sizes do not depend on how busy the machine is; the table is here as in every bench.
  const watch = watchMachineLoad("reading and compressing the chunks");
  const launcherChunk = chunk("chat-launcher");
  const pageBaseline = closure([
    chunk("entry.client"),
    enhancerRegistry(launcherChunk),
  ]);
  const launcher = [...closure([launcherChunk])].filter(
    (file) => !pageBaseline.has(file),
  );
  const launcherSet = new Set([...pageBaseline, ...launcher]);
  const island = [...closure([chunk("chat-island")])].filter(
    (file) => !launcherSet.has(file),
  );

  const launcherBytes = launcher.reduce(
    (sum, file) => sum + gzipBytes(file),
    0,
  );
  const islandBytes = island.reduce((sum, file) => sum + gzipBytes(file), 0);
  const load = watch.stop();
  const rows = [
    [
      "chat launcher (every public page)",
      kb(launcherBytes),
      String(launcher.length),
      `≤ ${kb(LAUNCHER_BUDGET_BYTES)}`,
      launcherBytes <= LAUNCHER_BUDGET_BYTES ? "yes" : "NO",
    ],
    [
      "chat panel island (first open)",
      kb(islandBytes),
      String(island.length),
      "–",
      "–",
    ],
  ];
  const header = ["what", "KB gzip", "chunks", "target KB", "met"];
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => row[i]!.length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(" | ")} |`;
  console.log(line(header));
  console.log(`|${widths.map((width) => "-".repeat(width + 2)).join("|")}|`);
  for (const row of rows) console.log(line(row));
  console.log(`\nlauncher chunks: ${launcher.join(", ")}`);
  console.log(`panel chunks: ${island.join(", ")}`);
  console.log(`\n${formatLoadTable([load])}`);
  if (launcherBytes > LAUNCHER_BUDGET_BYTES)
    console.log(
      `\nTarget missed: the launcher is ${kb(launcherBytes)} KB gzip (≤ 3 KB).`,
    );
}

void runBench("bench:chat-widget", main);
