import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/server/db/client.server";
import { demoClients, demoProjects } from "~/server/db/schema.server";
import { unlockCookie } from "~/server/sales-demo/demo-gate.server";
import { projectPageLoader } from "~/server/sales-demo/project-page.handler.server";
import { projectsTabLoader } from "~/server/sales-demo/projects-tab.handler.server";
import type { Env } from "~/server/env.server";
import { routeArgs, startTestServices } from "../support/app-services";

/**
 * The demo Projects tab's loaders on the real database, PGlite and PostgreSQL:
 * the configured demo's projects only, a project of the other seeded demo answering the same
 * 404 as an unknown or malformed id, the gate first, and no-store on every answer.
 */

let db: Database;
let env: Env;
let stop: () => Promise<void>;
let unlocked: string;

const ORIGIN = "http://localhost";

beforeAll(async () => {
  // The default demo (Allied Maritime); Northgate Revenue is seeded beside it.
  const started = await startTestServices();
  stop = started.stop;
  db = started.services.database.db;
  env = started.services.env;
  // "name=value; Path=…; HttpOnly…" → the Cookie header a browser would send back.
  unlocked = (await unlockCookie(env)).split(";")[0]!;
});

afterAll(async () => {
  await stop?.();
});

const request = (path: string, cookie: string | null = unlocked) =>
  new Request(`${ORIGIN}${path}`, {
    headers: cookie ? { Cookie: cookie } : {},
  });

async function projectIdsOf(key: string): Promise<string[]> {
  const rows = await db
    .select({ id: demoProjects.id })
    .from(demoProjects)
    .innerJoin(demoClients, eq(demoClients.id, demoProjects.demoClientId))
    .where(eq(demoClients.key, key));
  return rows.map((row) => row.id);
}

/** What a loader threw, as a Response (a redirect or the 404). */
async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("the loader answered instead of refusing");
}

const cacheControl = (result: { init: ResponseInit | null }) =>
  new Headers(result.init?.headers).get("Cache-Control");

describe("demo Projects tab loader", () => {
  it("lists the configured demo's projects, in order, and no other demo's", async () => {
    const result = await projectsTabLoader(
      routeArgs({
        request: request("/allied/projects"),
      }),
    );
    expect(
      result.data.projects.map((p) => [
        p.name,
        p.progress,
        p.timeline,
        p.budget,
      ]),
    ).toEqual([
      ["Port Community Data Platform", 30, "16+ weeks", "TBD"],
      ["Customs Document Automation", 15, "3 to 4 weeks", "TBD"],
    ]);
    expect(result.data.projects[0]!.assessment.duration).toBe("3 to 4 weeks");
    const northgate = await projectIdsOf("northgate-revenue");
    expect(northgate).toHaveLength(2);
    for (const project of result.data.projects)
      expect(northgate).not.toContain(project.id);
    expect(cacheControl(result)).toBe("no-store");
  });

  it("sends a locked browser to the gate, which comes back here", async () => {
    // No cookie, and the real cookie with its signature altered.
    const tampered = `${unlocked.slice(0, -4)}${unlocked.endsWith("AAAA") ? "BBBB" : "AAAA"}`;
    for (const cookie of [null, tampered]) {
      const response = await thrown(
        projectsTabLoader(
          routeArgs({ request: request("/allied/projects", cookie) }),
        ),
      );
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe(
        "/allied?next=%2Fallied%2Fprojects",
      );
    }
  });
});

describe("demo project page loader", () => {
  const load = (projectId: string, query = "", cookie?: string | null) =>
    projectPageLoader(
      routeArgs({
        request: request(`/allied/projects/${projectId}${query}`, cookie),
        params: { projectId },
      }),
    );

  it("shows this demo's project, on the tab the URL names, Overview for anything else", async () => {
    const [id] = await projectIdsOf("allied-maritime");
    const overview = await load(id!);
    expect(overview.data.project.name).toBe("Port Community Data Platform");
    expect(overview.data.tab).toBe("overview");
    expect(cacheControl(overview)).toBe("no-store");
    expect((await load(id!, "?tab=assessment")).data.tab).toBe("assessment");
    expect((await load(id!, "?tab=proposal")).data.tab).toBe("proposal");
    expect((await load(id!, "?tab=invoices")).data.tab).toBe("overview");
  });

  it("answers 404 for the other demo's project, an unknown id and a malformed one", async () => {
    const [foreign] = await projectIdsOf("northgate-revenue");
    for (const id of [
      foreign!,
      "00000000-0000-4000-8000-000000000000",
      "not-a-uuid",
      "' OR 1=1 --",
    ]) {
      const response = await thrown(load(id));
      expect(response.status, id).toBe(404);
      expect(response.headers.get("Cache-Control"), id).toBe("no-store");
    }
  });

  it("checks the gate before anything else: locked, even a foreign id goes to the gate", async () => {
    const [foreign] = await projectIdsOf("northgate-revenue");
    const response = await thrown(load(foreign!, "", null));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(
      `/allied?next=${encodeURIComponent(`/allied/projects/${foreign}`)}`,
    );
  });
});
