/**
 * Where a CPU profile's time went: the functions with the most self time, and self time per
 * package or file, of each .cpuprofile given (a folder: every one in it). For the profiles
 * BENCH_CPU_PROF=1 writes (bench/cpu-profile.ts), or any other V8 .cpuprofile. The server is
 * a bundle (build/entry/): its lines are counted per the package or app module they were
 * bundled from, read from esbuild's module comments in the bundle as it is now — profile the
 * build you read it with.
 *
 *   npx tsx bench/top-functions.ts bench/results/profiles-pages-…/CPU.….cpuprofile
 *   npx tsx bench/top-functions.ts --top 40 bench/results/profiles-pages-…/
 */
import fs from "node:fs";
import path from "node:path";
import {
  bundleModules,
  formatProfileSummary,
  summariseProfile,
  type CpuProfile,
  type ModuleOfLine,
} from "./cpu-profile";

const args = process.argv.slice(2);
let top = 25;
const inputs: string[] = [];
for (let index = 0; index < args.length; index++) {
  const arg = args[index]!;
  if (arg === "--top") top = Number(args[++index]);
  else inputs.push(arg);
}
if (!inputs.length || !Number.isInteger(top) || top < 1) {
  console.error(
    "usage: npx tsx bench/top-functions.ts [--top N] <file.cpuprofile or folder>…",
  );
  process.exit(2);
}

const files = inputs.flatMap((input) =>
  fs.statSync(input).isDirectory()
    ? fs
        .readdirSync(input)
        .filter((name) => name.endsWith(".cpuprofile"))
        .sort()
        .map((name) => path.join(input, name))
    : [input],
);
if (!files.length) {
  console.error(`no .cpuprofile in ${inputs.join(", ")}`);
  process.exit(1);
}
// Only the server's bundle: other files are their own module.
const bundles = new Map<
  string,
  ((line: number) => string | undefined) | null
>();
const moduleOf: ModuleOfLine = (file, line) => {
  if (!file.includes(`${path.sep}build${path.sep}entry${path.sep}`))
    return undefined;
  if (!bundles.has(file))
    bundles.set(
      file,
      fs.existsSync(file) ? bundleModules(fs.readFileSync(file, "utf8")) : null,
    );
  return bundles.get(file)?.(line);
};

for (const [index, file] of files.entries()) {
  const profile = JSON.parse(fs.readFileSync(file, "utf8")) as CpuProfile;
  if (index > 0) console.log("");
  console.log(`== ${file}`);
  console.log(
    formatProfileSummary(summariseProfile(profile, undefined, moduleOf), top),
  );
}
