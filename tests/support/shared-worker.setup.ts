import { afterAll } from "vitest";
import { APP_SERVICES_KEY, PROCESS_SINGLETON_KEYS } from "./process-singletons";

/**
 * Integration files share a worker process (vitest.config.ts: `isolate: false`), so the modules
 * they import are loaded once per worker instead of once per file. What a fresh process would not
 * have is cleared before each file: the app's process-wide singletons on globalThis
 * (process-singletons.ts) and any change a file made to process.env
 * (docs/decisions/038-ci-cpu-budget.md).
 */
const SERVICES = Symbol.for(APP_SERVICES_KEY);
const SINGLETONS = PROCESS_SINGLETON_KEYS.map((name) => Symbol.for(name));

const ENV_SNAPSHOT = Symbol.for("tests.shared-worker.env");
type Holder = Record<symbol, unknown>;
const holder = globalThis as unknown as Holder;

const startEnv = (holder[ENV_SNAPSHOT] ??= {
  ...process.env,
}) as NodeJS.ProcessEnv;
for (const key of Object.keys(process.env))
  if (!(key in startEnv)) delete process.env[key];
Object.assign(process.env, startEnv);

if (holder[SERVICES])
  throw new Error(
    "An earlier test file left the app services running: stop them in its afterAll",
  );
for (const key of SINGLETONS) delete holder[key];

afterAll(async () => {
  // A file that started the services stops them; one that did not would hold its database open
  // for the next file in this worker.
  if (!holder[SERVICES]) return;
  const { stopAppServices } = await import("~/server/services.server");
  await stopAppServices();
});
