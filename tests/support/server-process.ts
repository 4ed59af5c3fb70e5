import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/** Runs the production server (build/entry/server.js over the built app) as a real child process. */
export type ServerProcess = {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code and how long exiting took after the signal. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; ms: number }>;
  exited: Promise<number | null>;
};

export const PROJECT_ROOT = path.resolve(import.meta.dirname, "../..");

/** What `npm start` runs: server.ts compiled by the build (docs/decisions/037-server-entry-built-once.md). */
export const SERVER_ENTRY = "build/entry/server.js";
/** What `npm run admin` and `npm run db:export` / `db:import` run, built beside the server. */
export const ADMIN_ENTRY = "build/entry/admin.js";
export const DB_TRANSFER_ENTRY = "build/entry/db-transfer.js";

export function requireBuild(): void {
  if (
    !fs.existsSync(path.join(PROJECT_ROOT, "build/server/index.js")) ||
    [SERVER_ENTRY, ADMIN_ENTRY, DB_TRANSFER_ENTRY].some(
      (entry) => !fs.existsSync(path.join(PROJECT_ROOT, entry)),
    )
  ) {
    throw new Error(
      "These tests run the production build: run `npm run build` first (npm test does).",
    );
  }
}

/**
 * The first port Linux hands out by itself, for listen(0) and for every outgoing connection
 * (/proc/sys/net/ipv4/ip_local_port_range; 32768 by default).
 */
function ephemeralRangeStart(): number {
  try {
    const first = Number(
      fs
        .readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8")
        .trim()
        .split(/\s+/)[0],
    );
    return Number.isInteger(first) && first > 1024 ? first : 32_768;
  } catch {
    return 32_768;
  }
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

function kernelChosenPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A port nothing listens on now, for a process that binds it later (a spawned server, Swift, nginx)
 * or for a test that needs a closed one. Drawn below the kernel's ephemeral range: a port from
 * listen(0) goes back to that range when it is closed, and in the seconds a loaded machine takes to
 * start the server that binds it, another test's listen(0) or outgoing connection could take it
 * (a Swift start once hung 400 s on CI). Below the range only another explicit draw can collide.
 */
export async function freePort(): Promise<number> {
  const top = ephemeralRangeStart();
  const bottom = Math.max(1024, top - 12_000);
  if (top - bottom < 1_000) return kernelChosenPort();
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = bottom + Math.floor(Math.random() * (top - bottom));
    if (await canListen(port)) return port;
  }
  return kernelChosenPort();
}

/**
 * Data folders this process made: removed when it exits, and by integration files sharing a
 * worker after each file (shared-worker.ts), so a test file leaves none behind.
 */
const madeDataDirs: string[] = [];
let removedOnExit = false;

export function removeDataDirsMade(): void {
  for (const made of madeDataDirs.splice(0))
    fs.rmSync(made, { recursive: true, force: true });
}

export function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-data-"));
  if (!removedOnExit) {
    process.once("exit", removeDataDirsMade);
    removedOnExit = true;
  }
  madeDataDirs.push(dir);
  return dir;
}

/**
 * V8 flags for the short-lived Node processes tests start (servers, the CLIs) and for the
 * integration workers themselves (shared-worker.setup.ts). The embedded database is PostgreSQL
 * compiled to WebAssembly: by default V8 compiles it with its baseline compiler and then again,
 * function by function, with its optimising one in background threads — work that pays off in a
 * server that runs for hours, not in one that lives for a test. Baseline only cost a PGlite open
 * about a fifth less CPU and its first thousand queries about two fifths less on the 2-core
 * machine (docs/decisions/041-ci-fifteen-minutes.md). `npm start` and production keep V8's default.
 */
export const SHORT_LIVED_NODE_FLAGS = ["--liftoff-only"];

/** Spawns the built server with the given environment (merged over a clean, quiet base). */
export function spawnServer(
  env: Record<string, string | undefined>,
  { nodeFlags = SHORT_LIVED_NODE_FLAGS }: { nodeFlags?: string[] } = {},
) {
  const child = spawn(process.execPath, [...nodeFlags, SERVER_ENTRY], {
    cwd: PROJECT_ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  // "close", not "exit": at "exit" the child's last lines may still be in the pipes, and a test
  // that reads output() after stop() would miss them.
  const exited = new Promise<number | null>((resolve) =>
    child.once("close", (code) => resolve(code)),
  );
  return { child, output: () => output, exited };
}

/**
 * Starts the server and waits until /healthz answers — up to `startupTimeoutMs`: three minutes
 * by default, because a fresh data folder is migrated and seeded first, and on a loaded 2-core
 * machine (a second server started while the e2e suite runs) that has taken over a minute.
 */
export async function startServer(
  env: Record<string, string | undefined>,
  {
    startupTimeoutMs = 180_000,
    nodeFlags,
  }: { startupTimeoutMs?: number; nodeFlags?: string[] } = {},
): Promise<ServerProcess> {
  requireBuild();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // The served URL is the public one unless the caller says otherwise: form posts must carry
  // an Origin equal to PUBLIC_URL's, and tests post from this URL.
  const { child, output, exited } = spawnServer(
    {
      PORT: String(port),
      PUBLIC_URL: url,
      ...env,
    },
    { nodeFlags },
  );
  const deadline = Date.now() + startupTimeoutMs;
  let exitedEarly = false;
  void exited.then(() => (exitedEarly = true));
  // How it ended, for the message: a signal from outside and a crash read the same otherwise.
  let ending = "";
  child.once(
    "exit",
    (code, signal) => (ending = `code ${code}, signal ${signal}`),
  );
  while (Date.now() < deadline) {
    if (exitedEarly)
      throw new Error(
        `server exited during start-up (${ending}):\n${output()}`,
      );
    try {
      // Bounded: a probe that hangs (a half-started server) must not outlive the deadline.
      const response = await fetch(`${url}/healthz`, {
        signal: AbortSignal.timeout(10_000),
      });
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    // Between probes of a deadline loop; this module also runs outside Vitest (Playwright's
    // global setup, the benches).
    // eslint-disable-next-line no-restricted-syntax
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (Date.now() >= deadline) {
    child.kill("SIGKILL");
    throw new Error(`server did not become healthy in time:\n${output()}`);
  }
  return {
    url,
    port,
    child,
    output,
    exited,
    async stop(signal = "SIGTERM") {
      if (child.exitCode !== null) return { code: await exited, ms: 0 };
      const started = Date.now();
      child.kill(signal);
      const code = await exited;
      return { code, ms: Date.now() - started };
    },
  };
}
