import http from "node:http";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInOverHttp } from "../support/http-sign-in";
import { parseExposition } from "../support/prometheus-text";
import { startServer, type ServerProcess } from "../support/server-process";
import { serverEnvironments, testDbKind } from "../support/test-database";

/**
 * Database statements per request, read from http_request_db_statements on /metrics of the
 * production server (docs/decisions/026-metrics.md): a page answered from memory — prerendered,
 * cached, from its template, the 404 — runs none, and a signed-in page runs at most the number
 * recorded below. The server runs as a demo deployment (the default), where staff need no second
 * factor to open the console.
 */
const TOKEN = "statements-integration-token-0123456789abcdef";
const environments = serverEnvironments();
let server: ServerProcess;

beforeAll(async () => {
  server = await startServer({
    ...(await environments.fresh("demo")),
    METRICS_TOKEN: TOKEN,
    AUTH_RATE_LIMIT: "0",
    LOG_LEVEL: "warn",
  });
}, 200_000);
afterAll(async () => {
  await server?.stop("SIGKILL");
  await environments.removeAll();
});

/**
 * The most statements each signed-in page may run, as measured when this test was written (the
 * same on PGlite and PostgreSQL): a regression guard. Every page pays 1 for its guard — the
 * session by its token with its user, profile and client, read once per request
 * (docs/decisions/045) — and the rest is the page's own data; none depends on how many rows
 * there are. A page that needs more must say why here. An admin's console pages pay 1 more,
 * in their layout: the integrations the site stopped sending to, for the banner that tells
 * admins (docs/integrations.md; a read of a table of a few rows, beside the page's own data).
 */
const SIGNED_IN_BOUNDS: Record<string, number> = {
  "/dashboard": 3,
  "/dashboard/projects/:projectId": 6,
  "/dashboard/documents": 5,
  "/dashboard/support": 3,
  "/dashboard/support/:ticketId": 3,
  "/dashboard/support/new": 1,
  "/dashboard/team": 3,
  "/account": 2,
  "/lead_admin": 7,
  "/lead_admin/clients": 3,
  "/lead_admin/clients/:clientId": 9,
  "/lead_admin/leads": 4,
  "/lead_admin/leads/:leadId": 7,
  "/lead_admin/support": 5,
  "/lead_admin/support/:ticketId": 4,
  "/lead_admin/conversations": 4,
  "/lead_admin/conversations/:conversationId": 5,
  "/lead_admin/overview": 4,
  "/lead_admin/audit": 5,
  "/lead_admin/demo": 6,
  "/lead_admin/demo/:demoClientId": 6,
};

type Measured = { path: string; route: string; statements: number };
const table: Measured[] = [];

/** Each route's observations so far: how many requests, and their statements in all. */
async function readStatements(): Promise<
  Map<string, { n: number; sum: number }>
> {
  const response = await fetch(`${server.url}/metrics`, {
    headers: { Authorization: `Bearer ${TOKEN}` },
  });
  expect(response.status).toBe(200);
  const exposition = parseExposition(await response.text());
  expect(exposition.types.get("http_request_db_statements")).toBe("histogram");
  const routes = new Map<string, { n: number; sum: number }>();
  for (const sample of exposition.samples) {
    const part =
      sample.name === "http_request_db_statements_count"
        ? "n"
        : sample.name === "http_request_db_statements_sum"
          ? "sum"
          : null;
    if (!part || sample.labels.method !== "GET") continue;
    const route = sample.labels.route!;
    const entry = routes.get(route) ?? { n: 0, sum: 0 };
    entry[part] = sample.value;
    routes.set(route, entry);
  }
  return routes;
}

/**
 * One GET, and the statements it ran: the one route whose count grew by one between a reading
 * before and one after. Requests are observed when their answer is finished, a moment after
 * the client has it all, hence the poll.
 */
async function statementsOf(
  path: string,
  options: { cookie?: string; status?: number } = {},
): Promise<Measured & { html: string }> {
  const before = await readStatements();
  const response = await fetch(`${server.url}${path}`, {
    headers: options.cookie ? { Cookie: options.cookie } : {},
    redirect: "manual",
  });
  const html = await response.text();
  expect(response.status, path).toBe(options.status ?? 200);
  const grown = async () => {
    const after = await readStatements();
    return [...after].flatMap(([route, { n, sum }]) => {
      const was = before.get(route) ?? { n: 0, sum: 0 };
      return n === was.n ? [] : [{ route, n: n - was.n, sum: sum - was.sum }];
    });
  };
  await expect.poll(grown, { timeout: 10_000 }).toHaveLength(1);
  const [change] = await grown();
  expect(change!.n, path).toBe(1);
  const measured = { path, route: change!.route, statements: change!.sum };
  table.push(measured);
  return { ...measured, html };
}

/** The first link in `html` to a page under `prefix`: a slug, or with `id`, a UUID. */
function firstLink(html: string, prefix: string, id = false): string {
  const last = id
    ? "[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}"
    : "[0-9a-z-]+";
  const match = new RegExp(`href="(${prefix}/${last})"`).exec(html);
  if (!match) throw new Error(`no link under ${prefix}`);
  return match[1]!;
}

async function expectNone(path: string, route: string, status = 200) {
  const measured = await statementsOf(path, { status });
  expect({ route: measured.route, statements: measured.statements }).toEqual({
    route,
    statements: 0,
  });
}

/** A signed-in page: at most its bound, and at least its guard's one lookup (the count is live). */
async function expectBounded(path: string, route: string, cookie: string) {
  const measured = await statementsOf(path, { cookie });
  expect(measured.route, path).toBe(route);
  const bound = SIGNED_IN_BOUNDS[route];
  expect(bound, `no bound recorded for ${route}`).toBeDefined();
  expect(measured.statements, path).toBeGreaterThanOrEqual(1);
  expect(measured.statements, path).toBeLessThanOrEqual(bound!);
  return measured.html;
}

describe(`database statements per request on ${testDbKind()}`, () => {
  afterAll(() => {
    const width = Math.max(...table.map((row) => row.path.length));
    console.log(
      [
        `statements per request (${testDbKind()}):`,
        ...table.map(
          (row) =>
            `  ${row.path.padEnd(width)}  ${String(row.statements).padStart(2)}  ${row.route}`,
        ),
      ].join("\n"),
    );
  });

  it("runs none for a prerendered page", async () => {
    await expectNone("/", "/");
    await expectNone("/about", "/about");
  });

  it("runs none for a cached page once it has been rendered", async () => {
    const blog = await (await fetch(`${server.url}/blog`)).text();
    const post = firstLink(blog, "/blog");
    const projects = await (await fetch(`${server.url}/projects`)).text();
    const study = firstLink(projects, "/projects");
    for (const [path, route] of [
      ["/blog", "/blog"],
      ["/projects", "/projects"],
      [post, "/blog/:slug"],
      [study, "/projects/:slug"],
      ["/sitemap.xml", "/sitemap.xml"],
      ["/blog/rss.xml", "/blog/rss.xml"],
    ] as const) {
      await (await fetch(`${server.url}${path}`)).arrayBuffer();
      await expectNone(path, route);
    }
  });

  it("runs none for a page from its template", async () => {
    for (const path of [
      "/contact",
      "/blueprint",
      "/get-started",
      "/careers",
      "/privacy",
      "/auth",
      "/admin/auth",
      "/allied",
    ]) {
      // The first request renders the template (within its lifetime, only the first).
      await (await fetch(`${server.url}${path}`)).arrayBuffer();
      await expectNone(path, path);
    }
  });

  it("runs none for a path that is not a page, whether or not a route's pattern matches it", async () => {
    await expectNone("/no/such/page", "unmatched", 404);
    await expectNone("/solutions/no-such-solution", "/solutions/:slug", 404);
    // A slug neither section publishes: its not-found page, rendered once for all of them.
    for (const [section, route] of [
      ["/blog", "/blog/:slug"],
      ["/projects", "/projects/:slug"],
    ] as const) {
      await (
        await fetch(`${server.url}${section}/first-unknown`)
      ).arrayBuffer();
      await expectNone(`${section}/no-such-slug`, route, 404);
      await expectNone(`${section}/another-unknown-slug`, route, 404);
    }
  });

  it("runs none to send a signed-out visitor to the sign-in", async () => {
    await expectNone("/dashboard", "/dashboard", 302);
    await expectNone("/lead_admin/leads", "/lead_admin/leads", 302);
  });

  it("runs a bounded number on each page of the portal", async () => {
    const cookie = await signInOverHttp(server.url, "amira.haddad@example.org");
    const dashboard = await expectBounded("/dashboard", "/dashboard", cookie);
    await expectBounded(
      firstLink(dashboard, "/dashboard/projects", true),
      "/dashboard/projects/:projectId",
      cookie,
    );
    await expectBounded("/dashboard/documents", "/dashboard/documents", cookie);
    const support = await expectBounded(
      "/dashboard/support",
      "/dashboard/support",
      cookie,
    );
    await expectBounded(
      firstLink(support, "/dashboard/support", true),
      "/dashboard/support/:ticketId",
      cookie,
    );
    await expectBounded(
      "/dashboard/support/new",
      "/dashboard/support/new",
      cookie,
    );
    await expectBounded("/dashboard/team", "/dashboard/team", cookie);
    await expectBounded("/account", "/account", cookie);
  });

  it("runs a bounded number on each page of the console", async () => {
    const cookie = await signInOverHttp(
      server.url,
      "staff.admin@example.org",
      "/admin/auth",
    );
    await expectBounded("/lead_admin", "/lead_admin", cookie);
    for (const [tab, item] of [
      ["/lead_admin/clients", "/lead_admin/clients/:clientId"],
      ["/lead_admin/leads", "/lead_admin/leads/:leadId"],
      ["/lead_admin/support", "/lead_admin/support/:ticketId"],
      [
        "/lead_admin/conversations",
        "/lead_admin/conversations/:conversationId",
      ],
      ["/lead_admin/demo", "/lead_admin/demo/:demoClientId"],
    ] as const) {
      const list = await expectBounded(tab, tab, cookie);
      await expectBounded(firstLink(list, tab, true), item, cookie);
    }
    await expectBounded("/lead_admin/overview", "/lead_admin/overview", cookie);
    await expectBounded("/lead_admin/audit", "/lead_admin/audit", cookie);
  });
});

/** One GET as a browser sends it, and the answer's framing as it came on the wire. */
function browserGet(
  path: string,
  cookie: string,
  acceptEncoding?: string,
): Promise<{
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}> {
  const url = new URL(path, server.url);
  return new Promise((resolve, reject) => {
    http
      .get(
        url,
        {
          headers: {
            Cookie: cookie,
            Accept: "text/html,application/xhtml+xml",
            "User-Agent":
              "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
            ...(acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {}),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
          response.on("error", reject);
        },
      )
      .on("error", reject);
  });
}

// No loader defers data, so a browser gets each signed-in page complete in one body: gzipped
// in one call, with its length, not streamed through the compression middleware a piece at a
// time (docs/decisions/047-whole-documents-and-embedded-database-costs.md).
describe("a signed-in page a browser asks for", () => {
  it("goes out whole: one gzipped body with its length, the data's stream closed in it", async () => {
    const client = await signInOverHttp(server.url, "amira.haddad@example.org");
    const staff = await signInOverHttp(
      server.url,
      "staff.admin@example.org",
      "/admin/auth",
    );
    for (const [path, cookie] of [
      ["/dashboard", client],
      ["/dashboard/documents", client],
      ["/account", client],
      ["/lead_admin", staff],
      ["/lead_admin/leads", staff],
    ] as const) {
      const answer = await browserGet(path, cookie, "gzip, deflate, br, zstd");
      expect(answer.status, path).toBe(200);
      expect(answer.headers["transfer-encoding"], path).toBeUndefined();
      expect(answer.headers["content-encoding"], path).toBe("gzip");
      expect(answer.headers["content-length"], path).toBe(
        String(answer.body.length),
      );
      const html = zlib.gunzipSync(answer.body).toString("utf8");
      expect(html, path).toMatch(/^<!DOCTYPE html>/i);
      expect(html, path).toContain("streamController.close()");
      expect(html.trimEnd(), path).toMatch(/<\/html>$/);

      const plain = await browserGet(path, cookie);
      expect(plain.headers["content-encoding"], path).toBeUndefined();
      expect(plain.headers["content-length"], path).toBe(
        String(plain.body.length),
      );
      expect(plain.body.toString("utf8"), path).toContain(
        "streamController.close()",
      );
    }
  });
});
