import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { eventually } from "../support/eventually";
import { startServer, type ServerProcess } from "../support/server-process";
import { serverEnvironments, testDbKind } from "../support/test-database";

const sharedEnvironments = serverEnvironments();
let server: ServerProcess;
let databaseEnv: Record<string, string>;

beforeAll(async () => {
  databaseEnv = await sharedEnvironments.fresh();
  server = await startServer(databaseEnv);
});
afterAll(async () => {
  await server?.stop("SIGKILL");
  await sharedEnvironments.removeAll();
});

describe(`production server on ${testDbKind()}`, () => {
  it("answers /healthz while the process is up", async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    expect(await response.json()).toMatchObject({ status: "ok" });
  });

  it("answers /readyz once the database answers and every migration is applied", async () => {
    const response = await fetch(`${server.url}/readyz`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      status: string;
      database: string;
      migrations: { applied: number; expected: number };
    };
    expect(body.status).toBe("ready");
    expect(body.database).toBe(testDbKind());
    expect(body.migrations.applied).toBe(body.migrations.expected);
    expect(body.migrations.expected).toBeGreaterThan(0);
  });

  it("answers an unknown path with 404 and the not-found page, and logs the path", async () => {
    const response = await fetch(`${server.url}/no/such/page-xyz`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain(">404<");
    expect(html).toContain("Oops! Page not found");
    expect(html).toMatch(/<a[^>]+href="\/"[^>]*>[\s\S]*?Return to Home/);
    await expect
      .poll(() => server.output())
      .toMatch(
        /"path":"\/no\/such\/page-xyz","ip":"[^"]+","msg":"page not found"/,
      );
  });

  it("serves the prerendered home page with its headline", async () => {
    const response = await fetch(`${server.url}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(
      "The Operating System for Modern Enterprises and Nations",
    );
  });

  it("sends an enforced CSP whose nonce is on every script of a server-rendered page", async () => {
    const response = await fetch(`${server.url}/missing-page`);
    const csp = response.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(
      response.headers.get("content-security-policy-report-only"),
    ).toBeNull();
    const html = await response.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);

    // A fresh nonce per request.
    const again = await fetch(`${server.url}/missing-page`);
    expect(again.headers.get("content-security-policy")).not.toContain(nonce);
  });

  it("allows a prerendered page's inline scripts by hash", async () => {
    const response = await fetch(`${server.url}/`);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'sha256-[^']+'/);
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it("sends the other security headers", async () => {
    for (const path of ["/", "/missing-page", "/healthz"]) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("x-powered-by")).toBeNull();
      if (path !== "/healthz") {
        expect(response.headers.get("x-frame-options")).toBe("DENY");
        expect(response.headers.get("referrer-policy")).toBe(
          "strict-origin-when-cross-origin",
        );
      }
    }
  });

  it("serves fingerprinted assets immutable and compressed", async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const response = await fetch(`${server.url}${asset}`, {
      headers: { "accept-encoding": "br" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe(
      "public, max-age=31536000, immutable",
    );
  });

  it.runIf(testDbKind() === "postgres")(
    "reports not ready (503) while a migration is missing",
    async () => {
      const client = new pg.Client({
        connectionString: databaseEnv.DATABASE_URL,
      });
      await client.connect();
      const { rows } = await client.query(
        "select id, hash, created_at from drizzle.__drizzle_migrations",
      );
      try {
        await client.query("delete from drizzle.__drizzle_migrations");
        const response = await fetch(`${server.url}/readyz`);
        expect(response.status).toBe(503);
        expect(await response.json()).toMatchObject({
          status: "unavailable",
          reason: "migrations pending",
        });
      } finally {
        for (const row of rows) {
          await client.query(
            "insert into drizzle.__drizzle_migrations (id, hash, created_at) values ($1, $2, $3)",
            [row.id, row.hash, row.created_at],
          );
        }
        await client.end();
      }
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    },
  );

  it("refuses a state-changing request from a foreign origin", async () => {
    const response = await fetch(`${server.url}/`, {
      method: "POST",
      headers: { origin: "https://evil.example" },
    });
    expect(response.status).toBe(403);
  });
});

describe(`shutdown on ${testDbKind()}`, () => {
  const environments = serverEnvironments();
  afterAll(() => environments.removeAll());

  it("exits 0 within 10 s of SIGTERM, closing idle keep-alive connections", async () => {
    const own = await startServer(await environments.fresh("demo"));
    const agent = new http.Agent({ keepAlive: true });
    await new Promise<void>((resolve, reject) => {
      http
        .get(`${own.url}/healthz`, { agent }, (res) =>
          res.resume().on("end", resolve),
        )
        .on("error", reject);
    });
    const { code, ms } = await own.stop("SIGTERM");
    agent.destroy();
    console.log(`shutdown took ${ms} ms`);
    expect(code).toBe(0);
    expect(ms).toBeLessThan(10_000);
    expect(own.output()).toContain("shutdown complete");
  });

  it.runIf(testDbKind() === "postgres")(
    "lets a request in flight at SIGTERM complete before exiting",
    async () => {
      const ownEnv = await environments.fresh("demo");
      const own = await startServer(ownEnv);
      // Hold a lock that /readyz must wait for, so its request is in flight when the signal arrives.
      const blocker = new pg.Client({ connectionString: ownEnv.DATABASE_URL });
      await blocker.connect();
      await blocker.query("begin");
      await blocker.query(
        "lock table drizzle.__drizzle_migrations in access exclusive mode",
      );
      const inFlight = fetch(`${own.url}/readyz`);
      // Watched from another connection: inside the blocker's transaction pg_stat_activity is the
      // snapshot its first read took, so a request that reached the database after that read
      // (a loaded machine) would never be seen waiting.
      const observer = new pg.Client({ connectionString: ownEnv.DATABASE_URL });
      await observer.connect();
      try {
        await eventually(async () => {
          const waiting = await observer.query<{ n: number }>(
            "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
          );
          return waiting.rows[0]!.n > 0;
        }, "/readyz waits for the lock");
      } finally {
        await observer.end();
      }
      const stopping = own.stop("SIGTERM");
      // While draining, new connections are refused (the request in flight still waits).
      await eventually(
        () =>
          fetch(`${own.url}/healthz`).then(
            () => false,
            () => true,
          ),
        "new connections are refused",
        { timeoutMs: 10_000 },
      );
      await blocker.query("rollback");
      await blocker.end();
      const response = await inFlight;
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ status: "ready" });
      const { code, ms } = await stopping;
      expect(code).toBe(0);
      expect(ms).toBeLessThan(10_000);
    },
  );
});
