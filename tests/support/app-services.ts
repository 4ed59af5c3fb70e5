import { RouterContextProvider } from "react-router";
import type { LeadActionData } from "~/domain/forms/lead-form-response";
import { parseEnv } from "~/server/env.server";
import { requestInfoContext } from "~/server/http/request-context.server";
import { createLogger } from "~/server/logger.server";
import { startAppServices, stopAppServices, type AppServices } from "~/server/services.server";
import { tempDataDir } from "./server-process";
import { createPostgresDatabase, testDbKind } from "./test-database";

/**
 * The app's services started in this test process (database of the project's kind,
 * migrated and seeded), so route actions can be called directly and their effects read
 * from the database. The outbox worker's timer is effectively off: tests call runOnce().
 */
export async function startTestServices(env: Record<string, string> = {}): Promise<{
  services: AppServices;
  dataDir: string;
  databaseUrl?: string;
  stop(): Promise<void>;
  /** Stops and starts the services again on the same database (a process restart). */
  restart(extraEnv?: Record<string, string>): Promise<AppServices>;
}> {
  const dataDir = tempDataDir();
  const postgres = testDbKind() === "postgres" ? await createPostgresDatabase() : undefined;
  const baseEnv = {
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    OUTBOX_POLL_MS: "3600000",
    FORM_MIN_FILL_MS: "0",
    FORM_RATE_LIMIT: "0",
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...env,
  };
  const start = (extra: Record<string, string> = {}) => {
    const parsed = parseEnv({ ...baseEnv, ...extra });
    return startAppServices(parsed, createLogger(parsed.logLevel));
  };
  const services = await start();
  return {
    services,
    dataDir,
    databaseUrl: postgres?.url,
    async stop() {
      await stopAppServices();
      await postgres?.drop();
    },
    async restart(extra) {
      await stopAppServices();
      return start(extra);
    },
  };
}

export function routeContext(clientIp = "203.0.113.10") {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { cspNonce: "", clientIp });
  return context;
}

/** Builds a form POST; File values make it multipart. */
export function formRequest(path: string, fields: Record<string, string | File | undefined>): Request {
  const hasFile = Object.values(fields).some((value) => value instanceof File);
  const url = `http://localhost${path}`;
  if (hasFile) {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) if (value !== undefined) body.append(name, value);
    return new Request(url, { method: "POST", body });
  }
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) if (typeof value === "string") body.append(name, value);
  return new Request(url, { method: "POST", body });
}

type ActionResult = { data: LeadActionData; init: ResponseInit | null };

/** Calls a route action and returns its status and data (actions answer with data()). */
export async function callAction(
  action: (args: never) => unknown,
  request: Request,
  clientIp?: string,
): Promise<{ status: number; data: LeadActionData }> {
  const result = (await action({ request, context: routeContext(clientIp), params: {} } as never)) as ActionResult;
  return { status: result.init?.status ?? 200, data: result.data };
}

/** Calls a resource route's action (it answers with a Response) and reads its JSON. */
export async function callJsonAction<T>(
  action: (args: never) => unknown,
  request: Request,
  params: Record<string, string>,
  clientIp?: string,
): Promise<{ status: number; headers: Headers; body: T }> {
  const response = (await action({ request, context: routeContext(clientIp), params } as never)) as Response;
  return { status: response.status, headers: response.headers, body: (await response.json()) as T };
}
