import { removeDataDirsMade } from "./server-process";

/**
 * Integration files share a worker process (vitest.config.ts: `isolate: false`), so the modules
 * they import are loaded once per worker instead of once per file
 * (docs/decisions/038-ci-cpu-budget.md). shared-worker.setup.ts calls these around each file so
 * that it starts as a fresh process would, and leaves nothing behind.
 */

/**
 * The keys under which the app keeps process-wide singletons on globalThis (the services, their
 * auth instance and sign-in throttle, the metrics registry, the chat engines,
 * the file stores, the content-written signal, the page-template scope, the booking feed's rate
 * limiter).
 * shared-worker-reset.test.ts fails when the app gains a key this list lacks.
 */
export const APP_SERVICES_KEY = "consultancy-site.app-services";

export const PROCESS_SINGLETON_KEYS = [
  APP_SERVICES_KEY,
  "kestrel.auth",
  "kestrel.auth-throttle",
  "consultancy-site.metrics",
  "consultancy-site.chat-engines",
  "consultancy-site.file-stores",
  "consultancy-site.content-written",
  "consultancy-site.page-template-scope",
  "kestrel.booking-limiters",
] as const;

type Holder = Record<symbol, unknown>;
const holder = globalThis as unknown as Holder;
const ENV_SNAPSHOT = Symbol.for("tests.shared-worker.env");

/** Whether the app services are running in this process. */
export function appServicesRunning(): boolean {
  return holder[Symbol.for(APP_SERVICES_KEY)] !== undefined;
}

/**
 * Before a file: process.env as the worker started with it, and none of the app's singletons.
 * Refuses while services run: an earlier file's afterAll should have stopped them.
 */
export function resetForNextFile(): void {
  if (appServicesRunning())
    throw new Error(
      "An earlier test file left the app services running: stop them in its afterAll",
    );
  const startEnv = (holder[ENV_SNAPSHOT] ??= {
    ...process.env,
  }) as NodeJS.ProcessEnv;
  for (const key of Object.keys(process.env))
    if (!(key in startEnv)) delete process.env[key];
  Object.assign(process.env, startEnv);
  for (const key of PROCESS_SINGLETON_KEYS) delete holder[Symbol.for(key)];
}

/**
 * After a file (and after its own afterAll): the data folders it made are removed now rather than
 * when the worker exits, so a run holds one file's folders per worker instead of all of them.
 * Services the file left running are stopped, so the next file can start, and the file fails:
 * its own afterAll must stop what it started.
 */
export async function cleanUpAfterFile(): Promise<void> {
  const leftRunning = appServicesRunning();
  if (leftRunning) {
    const { stopAppServices } = await import("~/server/services.server");
    await stopAppServices();
  }
  removeDataDirsMade();
  if (leftRunning)
    throw new Error(
      "This test file left the app services running: stop them in its afterAll",
    );
}
