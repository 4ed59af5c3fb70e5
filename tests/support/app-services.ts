import { asEnglishPage } from "./english-page";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { RouterContextProvider } from "react-router";
import type { LeadActionData } from "~/domain/forms/lead-form-response";
import { parseEnv } from "~/server/env.server";
import { bodyPolicyFor } from "~/server/body-policies.server";
import { refusalForProblem } from "~/server/http/body-refusals.server";
import { parseFormBody } from "~/server/http/form-body.server";
import {
  requestInfoContext,
  type RequestBody,
} from "~/server/http/request-context.server";
import { createLogger } from "~/server/logger.server";
import {
  startAppServices,
  stopAppServices,
  type AppServices,
} from "~/server/services.server";
import { tempDataDir } from "./server-process";
import {
  copyPgliteTemplate,
  createPostgresDatabase,
  testDbKind,
} from "./test-database";

/**
 * The app's services started in this test process (database of the project's kind,
 * migrated and seeded), so route actions can be called directly and their effects read
 * from the database. The outbox worker's timer is effectively off: tests call runOnce().
 * The database starts as a copy of the run's template in the state the services' own
 * start-up would leave (demo data unless DEPLOYMENT=production), so start-up finds nothing
 * to migrate or seed (docs/decisions/036-test-databases-copied-from-templates.md).
 */
export async function startTestServices(
  env: Record<string, string> = {},
): Promise<{
  services: AppServices;
  dataDir: string;
  databaseUrl?: string;
  stop(): Promise<void>;
  /** Stops and starts the services again on the same database (a process restart). */
  restart(extraEnv?: Record<string, string>): Promise<AppServices>;
}> {
  const dataDir = tempDataDir();
  const prepared = env.DEPLOYMENT === "production" ? "content" : "demo";
  const postgres =
    testDbKind() === "postgres"
      ? await createPostgresDatabase(prepared)
      : undefined;
  if (!postgres) copyPgliteTemplate(prepared, dataDir);
  const baseEnv = {
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    OUTBOX_POLL_MS: "3600000",
    // The integrations' worker too: a test drives its deliveries with runOnce().
    WEBHOOK_POLL_MS: "3600000",
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

export function routeContext(
  clientIp = "203.0.113.10",
  body: RequestBody | null = null,
) {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { cspNonce: "", clientIp, body });
  return context;
}

/**
 * The request's body as the server's body layer reads it (same limits, same parser), for
 * actions called directly. The rate limit is the HTTP layer's and is not applied here:
 * tests/integration/request-bodies.test.ts covers it against the real server.
 */
export async function bodyAsTheServerReadsIt(
  request: Request,
): Promise<RequestBody> {
  const policy = bodyPolicyFor(new URL(request.url).pathname);
  if (!request.body) return { kind: "form", formData: new FormData() };
  const source = Readable.fromWeb(
    request.body as NodeReadableStream<Uint8Array>,
  );
  const parsed = await parseFormBody(
    source,
    Object.fromEntries(request.headers),
    policy.limits,
  );
  source.destroy();
  return parsed.ok
    ? { kind: "form", formData: parsed.formData }
    : { kind: "refused", refusal: refusalForProblem(parsed.problem, policy) };
}

/** A route context carrying the request's client IP and its body as the server would have read it. */
export async function requestContext(request: Request, clientIp?: string) {
  return routeContext(clientIp, await bodyAsTheServerReadsIt(request));
}

/** Builds a form POST; File values make it multipart. */
export function formRequest(
  path: string,
  fields: Record<string, string | File | undefined>,
): Request {
  const hasFile = Object.values(fields).some((value) => value instanceof File);
  const url = `http://localhost${path}`;
  if (hasFile) {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields))
      if (value !== undefined) body.append(name, value);
    return new Request(url, { method: "POST", body });
  }
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields))
    if (typeof value === "string") body.append(name, value);
  return new Request(url, { method: "POST", body });
}

type ActionResult = { data: LeadActionData; init: ResponseInit | null };

/** Calls a route action and returns its status and data (actions answer with data()). */
export async function callAction(
  action: (args: never) => unknown,
  request: Request,
  clientIp?: string,
): Promise<{ status: number; data: LeadActionData }> {
  const result = (await action({
    request,
    context: await requestContext(request, clientIp),
    params: {},
  } as never)) as ActionResult;
  return {
    status: result.init?.status ?? 200,
    data: asEnglishPage(result.data),
  };
}

/** Calls a resource route's action (it answers with a Response) and reads its JSON. */
export async function callJsonAction<T>(
  action: (args: never) => unknown,
  request: Request,
  params: Record<string, string>,
  clientIp?: string,
): Promise<{ status: number; headers: Headers; body: T }> {
  const response = (await action({
    request,
    context: await requestContext(request, clientIp),
    params,
  } as never)) as Response;
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as T,
  };
}

/**
 * A handler's arguments as the router hands them over (url, pattern, params), from what a test
 * sets: the request, and the params or context the handler reads. The type is the handler's own
 * (its route's generated types, docs/decisions/034-handlers-one-per-route.md), taken from where
 * the result is passed, so a param the route does not have still fails to compile.
 */
export function routeArgs<A extends { request: Request }>(
  args: NoInfer<Partial<A>> & { request: Request },
): A {
  return {
    url: new URL(args.request.url),
    pattern: "",
    params: {},
    ...args,
  } as unknown as A;
}
