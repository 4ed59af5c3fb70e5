/**
 * CPU profiles of a bench run: `BENCH_CPU_PROF=1 npm run bench:<name>` (or
 * `npm run bench:<name> -- --cpu-prof`). The server under test then runs under Node's
 * `--cpu-prof` and writes a .cpuprofile per thread (main and PGlite's worker) when it exits —
 * on the graceful shutdown the bench's SIGTERM starts; a server killed with SIGKILL writes
 * none. Benches that measure code in their own process (admin, passwords, the chat brain)
 * profile that process during the measured phase instead (profileThisProcess). Files go to
 * bench/results/profiles-<bench>-<date>/; `npx tsx bench/top-functions.ts <file or folder>`
 * prints where the time went. See bench/README.md, "Machine load and profiling".
 */
import fs from "node:fs";
import { Session } from "node:inspector/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { formatNumber, renderTable } from "./format";
import { serverName } from "./machine-load";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export function cpuProfilingRequested(
  env: NodeJS.ProcessEnv = process.env,
  argv: string[] = process.argv,
): boolean {
  const value = env.BENCH_CPU_PROF?.trim();
  return (!!value && value !== "0") || argv.includes("--cpu-prof");
}

let profileDir: string | undefined;

/** This run's profile folder (created by Node or by profileThisProcess), or undefined. */
export function cpuProfileDir(): string | undefined {
  if (!cpuProfilingRequested()) return undefined;
  if (!profileDir) {
    const bench = path.basename(process.argv[1] ?? "bench", ".ts");
    const stamp = new Date().toISOString().replace(/[:.]/g, "-");
    profileDir = path.join(ROOT, "bench/results", `profiles-${bench}-${stamp}`);
  }
  return profileDir;
}

/** Node options that make a server write its profile into this run's folder (none unless asked). */
export function serverCpuProfileArgs(): string[] {
  const dir = cpuProfileDir();
  return dir ? ["--cpu-prof", `--cpu-prof-dir=${dir}`] : [];
}

/**
 * Profiles this process — its main thread and the worker threads running at the start (PGlite's,
 * through the inspector's NodeWorker domain) — until stop(), only when profiling was asked for;
 * stop() then returns the files written. For benches whose measured code runs in their own
 * process.
 */
export async function profileThisProcess(
  label: string,
): Promise<{ stop(): Promise<string[]> }> {
  const dir = cpuProfileDir();
  if (!dir) return { stop: async () => [] };
  const session = new Session();
  session.connect();
  // Workers are reached by messages through the main thread's session; Node's own (tsx's module
  // loader thread, node:internal/modules/esm/worker) are left alone.
  const attached: { sessionId: string; workerId: string }[] = [];
  session.on("NodeWorker.attachedToWorker", ({ params }) => {
    if (!params.workerInfo.url.startsWith("node:internal/"))
      attached.push({
        sessionId: params.sessionId,
        workerId: params.workerInfo.workerId,
      });
  });
  let nextId = 1;
  const answers = new Map<number, (result: unknown) => void>();
  session.on("NodeWorker.receivedMessageFromWorker", ({ params }) => {
    const message = JSON.parse(params.message) as {
      id?: number;
      result?: unknown;
    };
    if (message.id === undefined) return;
    answers.get(message.id)?.(message.result);
    answers.delete(message.id);
  });
  const inWorker = (sessionId: string, method: string) =>
    new Promise<unknown>((resolve) => {
      const id = nextId++;
      answers.set(id, resolve);
      // A worker that has ended meanwhile never answers.
      setTimeout(() => resolve(undefined), 5_000);
      void session
        .post("NodeWorker.sendMessageToWorker", {
          sessionId,
          message: JSON.stringify({ id, method }),
        })
        .catch(() => resolve(undefined));
    });
  await session.post("NodeWorker.enable", { waitForDebuggerOnStart: false });
  await new Promise((resolve) => setTimeout(resolve, 50));
  await session.post("Profiler.enable");
  await session.post("Profiler.start");
  const workers: typeof attached = [];
  for (const worker of attached) {
    if (
      (await inWorker(worker.sessionId, "Profiler.enable")) !== undefined &&
      (await inWorker(worker.sessionId, "Profiler.start")) !== undefined
    )
      workers.push(worker);
  }
  let stopped = false;
  return {
    async stop() {
      if (stopped) return [];
      stopped = true;
      fs.mkdirSync(dir, { recursive: true });
      const base = `${label.replace(/[^\w.-]+/g, "-")}.${process.pid}`;
      const write = (name: string, profile: unknown) => {
        const file = path.join(dir, `${base}.${name}.cpuprofile`);
        fs.writeFileSync(file, JSON.stringify(profile));
        return file;
      };
      const files = [
        write("main", (await session.post("Profiler.stop")).profile),
      ];
      for (const worker of workers) {
        const result = (await inWorker(worker.sessionId, "Profiler.stop")) as
          { profile?: unknown } | undefined;
        if (result?.profile)
          files.push(write(`worker-${worker.workerId}`, result.profile));
      }
      await session.post("NodeWorker.disable").catch(() => {});
      session.disconnect();
      return files;
    },
  };
}

/** What a profile's file name says about it: --cpu-prof's CPU.<date>.<time>.<pid>.<thread>.<n>, or profileThisProcess's. */
export function describeProfileFile(
  file: string,
  nameOf: (pid: number) => string | undefined = serverName,
): string {
  const name = path.basename(file);
  const server = /^CPU\.\d+\.\d+\.(\d+)\.(\d+)\.\d+\.cpuprofile$/.exec(name);
  if (server) {
    const pid = Number(server[1]);
    const thread =
      server[2] === "0" ? "main thread" : `worker thread ${server[2]}`;
    return `${nameOf(pid) ?? "process"} pid ${pid}, ${thread}`;
  }
  const own = /\.(main|worker-(\d+))\.cpuprofile$/.exec(name);
  if (own)
    return `the bench's own process, ${own[2] ? `worker thread ${own[2]}` : "main thread"}`;
  return "the bench's own process";
}

/** At the end of a run: the profiles written and how to read them. */
export function reportCpuProfiles(): void {
  const dir = cpuProfileDir();
  if (!dir) return;
  const files = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((name) => name.endsWith(".cpuprofile"))
        .sort()
    : [];
  const shown = path.relative(ROOT, dir);
  if (!files.length) {
    console.log(
      `\nCPU profiles: none in ${shown}/ — a server writes its profile when it exits normally (not after SIGKILL), and a bench that starts no server and measures nothing in its own process has nothing to profile.`,
    );
    return;
  }
  console.log(`\nCPU profiles (${shown}/):`);
  for (const name of files) {
    const bytes = fs.statSync(path.join(dir, name)).size;
    console.log(
      `  ${name}  ${bytes < 1e6 ? `${formatNumber(bytes / 1e3, 0)} KB` : `${formatNumber(bytes / 1e6, 1)} MB`}  (${describeProfileFile(name)})`,
    );
  }
  console.log(
    `read one: npx tsx bench/top-functions.ts ${shown}/<file> (the functions with the most self time), or Chrome DevTools → Performance → Load profile…`,
  );
}

// ---------------------------------------------------------------------------------------
// Summarising a .cpuprofile (pure): what bench/top-functions.ts prints.

export type CpuProfileNode = {
  id: number;
  callFrame: {
    functionName: string;
    url: string;
    lineNumber: number;
    columnNumber: number;
  };
  hitCount?: number;
  children?: number[];
};

/** V8's CPU profile, as --cpu-prof and the inspector's Profiler.stop write it (times in µs). */
export type CpuProfile = {
  nodes: CpuProfileNode[];
  startTime: number;
  endTime: number;
  samples?: number[];
  timeDeltas?: number[];
};

export type FunctionTime = {
  name: string;
  location: string;
  selfMs: number;
  /** Time with the function anywhere on the stack (counted once per sample when recursive). */
  totalMs: number;
};

export type ProfileSummary = {
  /** Wall time the profile covers. */
  profileMs: number;
  /** Sampled time outside "(idle)": the process was doing something. */
  busyMs: number;
  samples: number;
  functions: FunctionTime[];
  /**
   * Self time per node_modules package or file (built-ins and V8's own rows by name); a bundle's
   * lines per the module they came from, when summariseProfile was given moduleOf.
   */
  byFile: { name: string; selfMs: number }[];
};

/** V8's rows that are not JavaScript functions. */
const IDLE = "(idle)";

function shortLocation(url: string, line: number, root: string): string {
  if (!url) return "";
  let file = url.startsWith("file://") ? fileURLToPath(url) : url;
  if (file.startsWith(`${root}/`)) file = file.slice(root.length + 1);
  return line >= 0 ? `${file}:${line + 1}` : file;
}

/**
 * The module a line of a bundle came from: esbuild writes `// <path>` (relative to the project)
 * above each module's code — `// node_modules/@tanstack/table-core/build/lib/index.mjs`,
 * `// build/server/index.js` (the app, as Vite built it) — so a line belongs to the last such
 * comment above it. Lines are 0-based, as in a profile's call frames; undefined above the first.
 */
export function bundleModules(
  bundleText: string,
): (line: number) => string | undefined {
  const starts: { line: number; module: string }[] = [];
  bundleText.split("\n").forEach((text, line) => {
    const match = /^\/\/ ((?:node_modules|build|app|scripts)\/\S+)$/.exec(text);
    if (match) starts.push({ line, module: match[1]! });
  });
  return (line) => {
    let low = 0;
    let high = starts.length - 1;
    let found: string | undefined;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if (starts[middle]!.line <= line) {
        found = starts[middle]!.module;
        low = middle + 1;
      } else high = middle - 1;
    }
    return found;
  };
}

/** For a file and 0-based line of a profile, the module it was bundled from, if known. */
export type ModuleOfLine = (file: string, line: number) => string | undefined;

function fileGroup(
  url: string,
  functionName: string,
  line: number,
  root: string,
  moduleOf?: ModuleOfLine,
): string {
  // V8's own rows ("(garbage collector)", "(program)") by name; other code without a file (writev,
  // a RegExp) together.
  if (!url)
    return functionName.startsWith("(") ? functionName : "(native code)";
  const bundled = url.startsWith("file://") ? fileURLToPath(url) : url;
  const source = moduleOf?.(bundled, line);
  const file = source ? `${root}/${source}` : bundled;
  const modules = file.lastIndexOf("/node_modules/");
  if (modules >= 0) {
    const [first = "", second = ""] = file
      .slice(modules + "/node_modules/".length)
      .split("/");
    return first.startsWith("@") ? `${first}/${second}` : first;
  }
  if (file.startsWith("node:")) return "node (built-in modules)";
  return file.startsWith(`${root}/`) ? file.slice(root.length + 1) : file;
}

/**
 * Self and total time per function of a profile. Each sample stands for the time until the
 * next one (the last until endTime), as Chrome DevTools and speedscope count it.
 */
export function summariseProfile(
  profile: CpuProfile,
  root: string = ROOT,
  /** Groups a bundle's lines by the module they came from (bundleModules) rather than by file. */
  moduleOf?: ModuleOfLine,
): ProfileSummary {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parentOf.set(child, node.id);

  // Time per node.
  const nodeMs = new Map<number, number>();
  let samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  if (samples.length && deltas.length === samples.length) {
    const times: number[] = [];
    let at = profile.startTime;
    for (const delta of deltas) times.push((at += delta));
    samples.forEach((id, index) => {
      const until = times[index + 1] ?? profile.endTime;
      const ms = Math.max(0, until - times[index]!) / 1000;
      nodeMs.set(id, (nodeMs.get(id) ?? 0) + ms);
    });
  } else {
    // Only hit counts: spread the profile's time evenly over them.
    const hits = profile.nodes.reduce((sum, n) => sum + (n.hitCount ?? 0), 0);
    const each = hits ? (profile.endTime - profile.startTime) / 1000 / hits : 0;
    for (const node of profile.nodes)
      if (node.hitCount) nodeMs.set(node.id, node.hitCount * each);
    samples = profile.nodes.flatMap((node) =>
      Array.from({ length: node.hitCount ?? 0 }, () => node.id),
    );
  }

  const keyOf = (node: CpuProfileNode) => {
    const frame = node.callFrame;
    return `${frame.functionName}\u0000${frame.url}\u0000${frame.lineNumber}\u0000${frame.columnNumber}`;
  };
  const functions = new Map<string, FunctionTime>();
  const entryOf = (node: CpuProfileNode) => {
    const key = keyOf(node);
    let entry = functions.get(key);
    if (!entry) {
      const frame = node.callFrame;
      entry = {
        name: frame.functionName || "(anonymous)",
        location: shortLocation(frame.url, frame.lineNumber, root),
        selfMs: 0,
        totalMs: 0,
      };
      functions.set(key, entry);
    }
    return entry;
  };
  const files = new Map<string, number>();
  let busyMs = 0;
  for (const [id, ms] of nodeMs) {
    const node = byId.get(id);
    if (!node || node.callFrame.functionName === IDLE) continue;
    busyMs += ms;
    entryOf(node).selfMs += ms;
    const file = fileGroup(
      node.callFrame.url,
      node.callFrame.functionName,
      node.callFrame.lineNumber,
      root,
      moduleOf,
    );
    files.set(file, (files.get(file) ?? 0) + ms);
    // Total time: every function on this node's stack, once.
    const onStack = new Set<FunctionTime>();
    for (
      let at: number | undefined = id;
      at !== undefined;
      at = parentOf.get(at)
    ) {
      const frame = byId.get(at);
      if (frame && frame.callFrame.functionName !== "(root)")
        onStack.add(entryOf(frame));
    }
    for (const entry of onStack) entry.totalMs += ms;
  }
  return {
    profileMs: (profile.endTime - profile.startTime) / 1000,
    busyMs,
    samples: samples.length,
    functions: [...functions.values()]
      .filter((entry) => entry.selfMs > 0 || entry.totalMs > 0)
      .sort((a, b) => b.selfMs - a.selfMs || b.totalMs - a.totalMs),
    byFile: [...files]
      .map(([name, selfMs]) => ({ name, selfMs }))
      .sort((a, b) => b.selfMs - a.selfMs),
  };
}

/** The summary as text: the top functions by self time, then self time per file or package. */
export function formatProfileSummary(
  summary: ProfileSummary,
  top = 25,
): string {
  const share = (ms: number) =>
    summary.busyMs > 0
      ? `${formatNumber((100 * ms) / summary.busyMs, 1)} %`
      : "–";
  const ms = (value: number) => formatNumber(value, 1);
  return [
    `${formatNumber(summary.profileMs / 1000, 1)} s profiled, ${formatNumber(summary.busyMs / 1000, 1)} s not idle, ${summary.samples} samples; % are of the time not idle`,
    "",
    `top ${top} functions by self time (self: in the function itself; total: with what it called):`,
    renderTable(
      ["self ms", "self %", "total %", "function", "where"],
      summary.functions
        .filter((entry) => entry.selfMs > 0)
        .slice(0, top)
        .map((entry) => [
          ms(entry.selfMs),
          share(entry.selfMs),
          share(entry.totalMs),
          entry.name,
          entry.location,
        ]),
      [3, 4],
    ),
    "",
    "self time per package or file:",
    renderTable(
      ["self ms", "self %", "package or file"],
      summary.byFile
        .slice(0, top)
        .map((entry) => [ms(entry.selfMs), share(entry.selfMs), entry.name]),
      [2],
    ),
  ].join("\n");
}
