/**
 * What the benches share: the build check, the production server on a free loopback port
 * with a fresh DATA_DIR, and the bookkeeping that stops every process this run started and
 * deletes its temporary folders — on success, on error and on Ctrl+C. See bench/README.md.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { reportCpuProfiles, serverCpuProfileArgs } from "./cpu-profile";
import { registerServer } from "./machine-load";

/**
 * How `npm start` runs the server (package.json "start"), so benchmarks measure the same
 * process. A larger young generation (semi-space) means fewer scavenges under load: in
 * bench:leads it took p99 from ~60 ms to ~50 ms at the same throughput. BENCH_CPU_PROF=1 adds
 * Node's --cpu-prof (bench/cpu-profile.ts).
 */
export const SERVER_NODE_ARGS = [
  ...serverCpuProfileArgs(),
  "--max-semi-space-size=32",
  "build/entry/server.js",
];

export const ROOT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "..",
);
export const LOOPBACK = "127.0.0.1";

/** Something the bench needs could not be started: exit non-zero with this message. */
export class SetupError extends Error {}

// ---------------------------------------------------------------------------------------
// Processes, temporary folders and other resources this run owns, so that they are always
// cleaned up.

export type Managed = {
  name: string;
  child: ChildProcess;
  /** First signal for a graceful stop. */
  stopSignal: NodeJS.Signals;
  running: boolean;
  exited: Promise<void>;
  /** The last few KB the process wrote to stdout/stderr. */
  output(): string;
};

const processes: Managed[] = [];
const tempDirs: string[] = [];
/** Synchronous releases of other resources (e.g. a Chrome launched by chrome-launcher). */
const releases: (() => void)[] = [];

export function startManaged(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; stopSignal: NodeJS.Signals },
): Managed {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString("utf8")).slice(-8000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const managed: Managed = {
    name,
    child,
    stopSignal: options.stopSignal,
    running: true,
    exited: Promise.resolve(),
    output: () => output,
  };
  managed.exited = new Promise<void>((resolve) => {
    child.once("exit", () => {
      managed.running = false;
      resolve();
    });
    // Could not be spawned at all (no 'exit' follows).
    child.once("error", (error) => {
      output += `\n${error.message}`;
      if (child.pid === undefined) {
        managed.running = false;
        resolve();
      }
    });
  });
  processes.push(managed);
  return managed;
}

/** The managed processes that are no longer running (they should be until cleanup). */
export function exitedProcesses(): Managed[] {
  return processes.filter((managed) => !managed.running);
}

/**
 * Registers a synchronous release to run at cleanup (and, as a last chance, on exit).
 * Returns a function that runs it now, once, and unregisters it.
 */
export function onCleanup(release: () => void): () => void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    release();
  };
  releases.push(once);
  return once;
}

/** Direct children of a process (nginx workers of the master), read from /proc. */
function childPids(pid: number): number[] {
  try {
    return fs
      .readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8")
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

async function stopManaged(managed: Managed): Promise<void> {
  const steps: [NodeJS.Signals, number][] = [[managed.stopSignal, 15_000]];
  if (managed.stopSignal !== "SIGTERM") steps.push(["SIGTERM", 5_000]);
  for (const [signal, waitMs] of steps) {
    if (!managed.running) return;
    managed.child.kill(signal);
    await Promise.race([managed.exited, delay(waitMs)]);
  }
  if (!managed.running || managed.child.pid === undefined) return;
  // Last resort. A SIGKILLed nginx master would orphan its workers, so take them too.
  console.error(`warning: ${managed.name} did not stop; killing it`);
  const orphans = childPids(managed.child.pid);
  managed.child.kill("SIGKILL");
  for (const pid of orphans) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // already gone
    }
  }
  await Promise.race([managed.exited, delay(5_000)]);
}

function runReleases(): void {
  for (const release of releases.splice(0).reverse()) {
    try {
      release();
    } catch (error) {
      console.error(
        "warning: cleanup step failed:",
        error instanceof Error ? error.message : error,
      );
    }
  }
}

let cleanedUp = false;
export async function cleanup(): Promise<void> {
  if (cleanedUp) return;
  cleanedUp = true;
  runReleases();
  await Promise.all(processes.map(stopManaged));
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
}

// Synchronous last chance (uncaught exception, process.exit from elsewhere): release what
// is still held and signal what is still running; the server and nginx shut down on SIGTERM.
process.on("exit", () => {
  runReleases();
  for (const managed of processes)
    if (managed.running) managed.child.kill("SIGTERM");
  for (const dir of tempDirs) {
    try {
      fs.rmSync(dir, { recursive: true, force: true });
    } catch {
      // best effort
    }
  }
});
/**
 * Ctrl+C: clean up, then exit. Installed by runBench only: benches on leads-support.ts import
 * helpers from here too, and a handler installed on import would exit before their own
 * clean-up (dropping a database) had run.
 */
function stopOnSignals(): void {
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping everything the bench started…`);
      void cleanup().finally(() => process.exit(130));
    });
  }
}

/**
 * Runs a bench's main function, then cleans up and exits: 0 when main returned, 1 when it
 * threw (a SetupError prints just its message).
 */
export async function runBench(
  name: string,
  main: () => Promise<void>,
): Promise<never> {
  stopOnSignals();
  let exitCode = 0;
  try {
    await main();
  } catch (error) {
    exitCode = 1;
    if (error instanceof SetupError)
      console.error(`\n${name} failed: ${error.message}`);
    else console.error(`\n${name} failed:`, error);
  } finally {
    await cleanup();
  }
  // After the clean-up: the servers write their CPU profiles as they exit.
  reportCpuProfiles();
  process.exit(exitCode);
}

// ---------------------------------------------------------------------------------------
// Small helpers.

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

export function positiveIntFromEnv(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new SetupError(`${name} must be a whole number ≥ 1 (got "${raw}")`);
  return value;
}

/** Free loopback ports, all distinct (held open together, then released). */
export async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<net.Server>((resolve, reject) => {
          const server = net.createServer();
          server.once("error", reject);
          server.listen(0, LOOPBACK, () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => {
    const address = server.address();
    return typeof address === "object" && address ? address.port : 0;
  });
  await Promise.all(
    servers.map(
      (server) => new Promise<void>((resolve) => server.close(() => resolve())),
    ),
  );
  if (ports.some((port) => !port))
    throw new SetupError(`could not find ${count} free loopback port(s)`);
  return ports;
}

export type Probe = {
  status: number;
  headers: http.IncomingHttpHeaders;
  headerBytes: number;
  body: Buffer;
};

export function get(
  port: number,
  urlPath: string,
  headers: Record<string, string> = {},
  timeoutMs = 2_000,
): Promise<Probe> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: LOOPBACK,
        port,
        path: urlPath,
        headers,
        agent: false,
        timeout: timeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          // Roughly what goes over the wire for the header block: name: value\r\n per header.
          let headerBytes =
            `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n\r\n`
              .length;
          for (let i = 0; i + 1 < response.rawHeaders.length; i += 2) {
            headerBytes +=
              `${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}\r\n`
                .length;
          }
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            headerBytes,
            body: Buffer.concat(chunks),
          });
        });
        response.on("error", reject);
      },
    );
    request.on("timeout", () =>
      request.destroy(new Error(`timed out after ${timeoutMs} ms`)),
    );
    request.on("error", reject);
  });
}

/** Polls GET urlPath until it answers 200; fails early if the process exits. */
export async function waitFor200(
  managed: Managed,
  port: number,
  urlPath: string,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastProblem = "no answer yet";
  while (Date.now() < deadline) {
    if (!managed.running) {
      throw new SetupError(
        `${managed.name} exited before it answered GET ${urlPath}.\n${managed.output().trim()}`,
      );
    }
    try {
      const probe = await get(port, urlPath);
      if (probe.status === 200) return;
      lastProblem = `status ${probe.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await delay(200);
  }
  throw new SetupError(
    `${managed.name} did not answer 200 for GET http://${LOOPBACK}:${port}${urlPath} within ${timeoutMs / 1000} s ` +
      `(last: ${lastProblem}).\n${managed.output().trim()}`,
  );
}

/** A temporary folder that is deleted at cleanup. */
export function makeTempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

/** A file name-safe timestamp for result files and folders. */
export function runStamp(date = new Date()): string {
  return date.toISOString().replace(/[:.]/g, "-");
}

// ---------------------------------------------------------------------------------------
// The build.

/**
 * Runs `npm run build` unless build/ is complete (precompressed too) and newer than every
 * source it is made from: a benchmark of a stale build measures code that is gone.
 */
export function ensureBuild(): void {
  const reason = buildOutdatedReason();
  if (!reason) return;
  console.log(`${reason}: running npm run build…\n`);
  const result = spawnSync("npm", ["run", "build"], {
    cwd: ROOT,
    stdio: "inherit",
  });
  if (result.status !== 0 || buildOutdatedReason()) {
    throw new SetupError(
      `npm run build failed (${result.error?.message ?? `exit code ${result.status}`}).`,
    );
  }
  console.log("");
}

const BUILD_SOURCES = [
  "app",
  "public",
  "react-router.config.ts",
  "vite.config.ts",
  "server.ts",
  "package-lock.json",
];

function buildOutdatedReason(): string | null {
  const serverBuild = path.join(ROOT, "build/server/index.js");
  const required = [
    path.join(ROOT, "build/client/index.html"),
    serverBuild,
    path.join(ROOT, "build/client/index.html.br"),
    path.join(ROOT, "build/entry/server.js"),
  ];
  if (!required.every((file) => fs.existsSync(file)))
    return "build/ is missing or incomplete";
  const builtAt = fs.statSync(serverBuild).mtimeMs;
  const newest = Math.max(
    ...BUILD_SOURCES.map((source) => newestMtime(path.join(ROOT, source))),
  );
  return newest > builtAt ? "build/ is older than the sources" : null;
}

function newestMtime(file: string): number {
  if (!fs.existsSync(file)) return 0;
  const stat = fs.statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    stat.mtimeMs,
    ...fs.readdirSync(file).map((name) => newestMtime(path.join(file, name))),
  );
}

// ---------------------------------------------------------------------------------------
// The production server.

/**
 * Starts the production server (built app, DEPLOYMENT=production) on 127.0.0.1:port with a
 * fresh PGlite database in a temporary DATA_DIR, and waits until GET /healthz answers 200.
 * `env` adds to (or overrides) the server's environment. `name` labels it in the machine-load
 * table and its CPU profile.
 */
export async function startServer(
  port: number,
  options: {
    tempPrefix: string;
    env?: NodeJS.ProcessEnv;
    name?: string;
    /** A DATA_DIR prepared beforehand (the default: a new, empty one). */
    dataDir?: string;
  },
): Promise<Managed> {
  const dataDir = options.dataDir ?? makeTempDir(`${options.tempPrefix}-data-`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // A real deployment's settings, as deploy/ sets them (docs/decisions/042).
    DEPLOYMENT: "production",
    NODE_ENV: "production",
    HOST: LOOPBACK,
    PORT: String(port),
    PUBLIC_URL: `http://${LOOPBACK}:${port}`,
    DATA_DIR: dataDir,
    // Request logs are info level: warn keeps them (and their cost) out of the numbers.
    LOG_LEVEL: "warn",
    // The bench measures the embedded database; production refuses it unless acknowledged.
    EMBEDDED_DATABASE_IN_PRODUCTION: "accept-data-loss",
    // Production refuses to start without a real secret; this throwaway one dies with the run.
    BETTER_AUTH_SECRET: randomBytes(48).toString("base64"),
    ...options.env,
  };
  // Never point the bench at a real database: a fresh PGlite in DATA_DIR only.
  delete env.DATABASE_URL;
  // The built server as one process (no npx/npm wrappers between us and the
  // server), so SIGTERM reaches its graceful shutdown directly.
  const server = startManaged(
    options.name ?? "node server",
    process.execPath,
    SERVER_NODE_ARGS,
    {
      cwd: ROOT,
      env,
      stopSignal: "SIGTERM",
    },
  );
  registerServer(server.name, server.child.pid);
  await waitFor200(server, port, "/healthz", 60_000);
  return server;
}
