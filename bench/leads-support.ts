/**
 * Helpers of bench:leads: process supervision with kill/restart, CPU accounting, tables. The
 * helpers it shares with bench:pages and bench:lighthouse come from bench/support.ts; the two
 * process supervisors still differ (this one can SIGKILL and restart) and could be merged.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
// Identical helpers live in support.ts; only what bench:leads needs differently stays here.
import { delay, get, SERVER_NODE_ARGS } from "./support";
import { reportCpuProfiles } from "./cpu-profile";
import { registerServer } from "./machine-load";
export { delay, ensureBuild, get, makeTempDir, type Probe } from "./support";
export { formatLatency, formatNumber, renderTable } from "./format";

export const ROOT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "..",
);
export const LOOPBACK = "127.0.0.1";

/** Something the bench needs could not be started: exit non-zero with this message. */
export class SetupError extends Error {}

// ---------------------------------------------------------------------------------------
// Processes, temporary folders and other resources this run owns.

export type Managed = {
  name: string;
  child: ChildProcess;
  /** First signal for a graceful stop. */
  stopSignal: NodeJS.Signals;
  running: boolean;
  exited: Promise<void>;
  /** How the process ended (null while it runs). */
  exit: { code: number | null; signal: NodeJS.Signals | null } | null;
  /** The last few KB the process wrote to stdout/stderr. */
  output(): string;
};

const processes: Managed[] = [];
let cleanedUp = false;
const tempDirs: string[] = [];
/** Async clean-up steps (e.g. dropping a database), run after the processes have stopped. */
const cleanupSteps: { name: string; run: () => Promise<void> }[] = [];

export function startManaged(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; stopSignal: NodeJS.Signals },
): Managed {
  // Ctrl+C during a (re)start: do not leave a process behind that the clean-up has not seen.
  if (cleanedUp)
    throw new SetupError(`not starting ${name}: the bench is stopping`);
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
    exit: null,
    output: () => output,
  };
  managed.exited = new Promise<void>((resolve) => {
    // 'exit' comes after the kernel has reaped the process: its pid is really gone then.
    child.once("exit", (code, signal) => {
      managed.running = false;
      managed.exit = { code, signal };
      resolve();
    });
    // Could not be spawned at all (no 'exit' follows).
    child.once("error", (error) => {
      output += `\n${error.message}`;
      if (child.pid === undefined) {
        managed.running = false;
        managed.exit = { code: null, signal: null };
        resolve();
      }
    });
  });
  processes.push(managed);
  return managed;
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

/** Graceful stop (stopSignal, then SIGTERM), SIGKILL as a last resort. */
export async function stopManaged(managed: Managed): Promise<void> {
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

/** SIGKILL on purpose (a crash), and wait until the process is reaped. */
export async function killManaged(managed: Managed): Promise<void> {
  if (!managed.running) return;
  managed.child.kill("SIGKILL");
  await Promise.race([managed.exited, delay(10_000)]);
  if (managed.running)
    throw new SetupError(
      `${managed.name} (pid ${managed.child.pid}) did not die on SIGKILL`,
    );
}

/** Registers an async clean-up step; returns a function that runs it now (once). */
export function onCleanup(
  name: string,
  run: () => Promise<void>,
): () => Promise<void> {
  let done = false;
  const step = {
    name,
    run: async () => {
      if (done) return;
      done = true;
      await run();
    },
  };
  cleanupSteps.push(step);
  return step.run;
}

async function cleanup(): Promise<void> {
  if (cleanedUp) return;
  cleanedUp = true;
  await Promise.all(processes.map(stopManaged));
  for (const step of cleanupSteps) {
    try {
      await step.run();
    } catch (error) {
      console.error(
        `warning: clean-up step "${step.name}" failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
}

/**
 * Runs a bench: exit code 1 with a message when something could not be built or started
 * (SetupError) or failed unexpectedly, 0 otherwise; stops and deletes everything it started
 * in every case, also on Ctrl+C.
 */
export async function runBench(
  name: string,
  main: () => Promise<void>,
): Promise<never> {
  // Synchronous last chance (uncaught exception, process.exit from elsewhere): signal what
  // is still running; the server and nginx both shut down on SIGTERM by themselves.
  process.on("exit", () => {
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
  // Ctrl+C reaches this process twice (from the terminal, and relayed by the tsx wrapper): the
  // second must not end it by default before the clean-up (dropping a database) has run.
  let stopping = false;
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      console.error(`\n${signal}: stopping everything the bench started…`);
      void cleanup().finally(() => process.exit(130));
    });
  }

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

export function positiveIntFromEnv(
  name: string,
  fallback: number,
  options: { allowZero?: boolean } = {},
): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  const min = options.allowZero ? 0 : 1;
  if (!Number.isInteger(value) || value < min)
    throw new SetupError(
      `${name} must be a whole number ≥ ${min} (got "${raw}")`,
    );
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
  if (ports.some((port) => port === 0))
    throw new SetupError("could not find free loopback ports");
  return ports;
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
    await delay(100);
  }
  throw new SetupError(
    `${managed.name} did not answer 200 for GET http://${LOOPBACK}:${port}${urlPath} within ${timeoutMs / 1000} s ` +
      `(last: ${lastProblem}).\n${managed.output().trim()}`,
  );
}

// ---------------------------------------------------------------------------------------
// The build and the production server.

/** A throwaway secret: production refuses to start without a real one; this one dies with the run. */
export function generateSecret(): string {
  return randomBytes(48).toString("base64");
}

/**
 * Starts the production server (`node build/entry/server.js`, what `npm start` runs, as one
 * process, so SIGTERM reaches its graceful shutdown directly) on 127.0.0.1:port and waits
 * for /healthz. Never points it at a real database: DATABASE_URL is removed unless `env`
 * sets it, so the default is a PGlite database in dataDir.
 */
export async function startAppServer(options: {
  port: number;
  dataDir: string;
  secret?: string;
  env?: Record<string, string>;
  name?: string;
  readyTimeoutMs?: number;
  /** The checkout whose build/ runs (bench:ab's other revision); this one by default. */
  cwd?: string;
}): Promise<Managed> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // A real deployment's settings, as deploy/ sets them (docs/decisions/042).
    DEPLOYMENT: "production",
    NODE_ENV: "production",
    HOST: LOOPBACK,
    PORT: String(options.port),
    PUBLIC_URL: `http://${LOOPBACK}:${options.port}`,
    DATA_DIR: options.dataDir,
    // Request logs are info level: warn keeps them (and their cost) out of the numbers.
    LOG_LEVEL: "warn",
    // The bench measures the embedded database; production refuses it unless acknowledged.
    EMBEDDED_DATABASE_IN_PRODUCTION: "accept-data-loss",
    BETTER_AUTH_SECRET: options.secret ?? generateSecret(),
  };
  delete env.DATABASE_URL;
  Object.assign(env, options.env);
  const server = startManaged(
    options.name ?? "node server",
    process.execPath,
    SERVER_NODE_ARGS,
    {
      cwd: options.cwd ?? ROOT,
      env,
      stopSignal: "SIGTERM",
    },
  );
  registerServer(server.name, server.child.pid);
  await waitFor200(
    server,
    options.port,
    "/healthz",
    options.readyTimeoutMs ?? 60_000,
  );
  return server;
}

// ---------------------------------------------------------------------------------------
// Reporting.

export function autocannonVersion(): string {
  try {
    const pkg = JSON.parse(
      fs.readFileSync(
        path.join(ROOT, "node_modules/autocannon/package.json"),
        "utf8",
      ),
    ) as { version?: string };
    return pkg.version ?? "?";
  } catch {
    return "?";
  }
}

/** Writes bench/results/<prefix>-<date>.json (git-ignored); returns its path, or undefined. */
export function saveResults(prefix: string, data: unknown): string | undefined {
  try {
    const dir = path.join(ROOT, "bench/results");
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(
      dir,
      `${prefix}-${new Date().toISOString().replace(/[:.]/g, "-")}.json`,
    );
    fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
    return path.relative(ROOT, file);
  } catch {
    return undefined;
  }
}

export function describeMachine(): string[] {
  const cpus = os.cpus();
  return [
    `  node        ${process.version}`,
    `  cpus        ${cpus.length} × ${cpus[0]?.model.trim() ?? "unknown"} (available parallelism ${os.availableParallelism()})`,
  ];
}
