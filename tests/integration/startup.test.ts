import fs from "node:fs";
import { count } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/server/db/client.server";
import { blueprintLeads, sectors } from "~/server/db/schema.server";
import {
  requireBuild,
  spawnServer,
  startServer,
  tempDataDir,
} from "../support/server-process";
import {
  copyPgliteTemplate,
  serverEnvironments,
  testDbKind,
} from "../support/test-database";
import { demoBlueprintLeads } from "~/server/sample-data/sample-leads";

const environments = serverEnvironments();
const freshEnv = () => environments.fresh();
afterAll(() => environments.removeAll());

async function runToExit(env: Record<string, string>) {
  requireBuild();
  const { output, exited } = spawnServer({ PORT: "0", ...env });
  const code = await exited;
  return { code, output: output() };
}

describe("configuration at boot", () => {
  it("stops with one line naming a bad variable", async () => {
    const { code, output } = await runToExit({
      ...(await freshEnv()),
      PORT: "eighty",
    });
    expect(code).toBe(1);
    expect(
      output
        .trim()
        .split("\n")
        .filter((line) => !line.startsWith("npm warn")),
    ).toEqual([
      'Invalid environment variable PORT: must be a whole number from 0 to 65535 (got "eighty")',
    ]);
  });

  it("refuses to start in production without BETTER_AUTH_SECRET and PUBLIC_URL", async () => {
    const { code, output } = await runToExit({
      ...(await freshEnv()),
      DEPLOYMENT: "production",
    });
    expect(code).toBe(1);
    expect(output).toContain(
      "Invalid environment variable BETTER_AUTH_SECRET: is required in production",
    );
    expect(output).toContain(
      "Invalid environment variable PUBLIC_URL: is required in production",
    );
    expect(output).not.toContain("listening on");
  });

  it("refuses NODE_ENV=production without DEPLOYMENT, saying what to set, before it opens the database", async () => {
    const dataDir = tempDataDir();
    const { code, output } = await runToExit({
      DATA_DIR: dataDir,
      // A deployment configured when NODE_ENV=production was the signal (decision 006).
      NODE_ENV: "production",
      PUBLIC_URL: "https://www.example.org",
      BETTER_AUTH_SECRET: "k8Jr2Qw9Lp4Zx7Vb1Nm6Tc3Hy5Fs0Gd8Ae2Ui4Oo",
      EMBEDDED_DATABASE_IN_PRODUCTION: "accept-data-loss",
    });
    expect(code).toBe(1);
    expect(
      output
        .trim()
        .split("\n")
        .filter((line) => !line.startsWith("npm warn")),
    ).toEqual([
      "Invalid environment variable DEPLOYMENT: must be set when NODE_ENV=production, which no " +
        "longer marks a real deployment: set DEPLOYMENT=production for a real deployment " +
        "(secrets required, no demo data), or DEPLOYMENT=demo to run the demo deliberately " +
        "(docs/decisions/042)",
    ]);
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it("runs the demo, seeded and with its printed gate, when DEPLOYMENT=demo says so beside NODE_ENV=production", async () => {
    const server = await startServer({
      ...(await freshEnv()),
      NODE_ENV: "production",
      DEPLOYMENT: "demo",
    });
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    expect((await server.stop()).code).toBe(0);
    expect(server.output()).toContain(
      '"seeded":{"content":true,"demo":true,"demoDashboard":true}',
    );
    expect(server.output()).toContain('"deployment":"demo"');
    expect(server.output()).toContain('"password":"harbour-lights-2026"');
  });

  const productionSettings = {
    DEPLOYMENT: "production",
    PUBLIC_URL: "https://www.example.org",
    BETTER_AUTH_SECRET: "k8Jr2Qw9Lp4Zx7Vb1Nm6Tc3Hy5Fs0Gd8Ae2Ui4Oo",
  };

  it("refuses production on the embedded database, saying why and what to do", async () => {
    const { code, output } = await runToExit({
      DATA_DIR: tempDataDir(),
      ...productionSettings,
    });
    expect(code).toBe(1);
    expect(output).toContain(
      "Invalid environment variable DATABASE_URL: is required in production: the embedded database (PGlite) never flushes its writes to disk (no fsync)",
    );
    expect(output).toContain(
      "set EMBEDDED_DATABASE_IN_PRODUCTION=accept-data-loss to run on the embedded database anyway",
    );
    expect(output).not.toContain("listening on");
  });

  it.runIf(testDbKind() === "pglite")(
    "runs production on the embedded database once EMBEDDED_DATABASE_IN_PRODUCTION=accept-data-loss acknowledges the risk",
    async () => {
      const dataDir = tempDataDir();
      // Already migrated and seeded as production leaves it: seeding is the next test's subject.
      copyPgliteTemplate("content", dataDir);
      const server = await startServer({
        DATA_DIR: dataDir,
        ...productionSettings,
        EMBEDDED_DATABASE_IN_PRODUCTION: "accept-data-loss",
      });
      try {
        expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
      } finally {
        await server.stop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
      expect(server.output()).toContain('"database":"pglite"');
      expect(server.output()).toContain(
        "production on the embedded database: it never calls fsync",
      );
    },
  );

  it("starts in production with a real secret, seeding content but no demo tenants", async () => {
    const env = await freshEnv();
    const server = await startServer({
      ...env,
      // On the PGlite run this is the embedded database, which production refuses unless acknowledged.
      EMBEDDED_DATABASE_IN_PRODUCTION: "accept-data-loss",
      // As deploy/ sets them: NODE_ENV=production is the usual hint, DEPLOYMENT decides.
      DEPLOYMENT: "production",
      NODE_ENV: "production",
      PUBLIC_URL: "https://www.example.org",
      // The test reaches it by address; production answers only hosts it knows.
      ALLOWED_HOSTS: "127.0.0.1",
      BETTER_AUTH_SECRET: "k8Jr2Qw9Lp4Zx7Vb1Nm6Tc3Hy5Fs0Gd8Ae2Ui4Oo",
      SCHEDULING_URL: "https://meet.scheduling.example/kestrel/30min",
    });
    const response = await fetch(`${server.url}/`);
    expect(response.headers.get("strict-transport-security")).toContain(
      "max-age=",
    );
    expect(response.headers.get("content-security-policy")).toContain(
      "upgrade-insecure-requests",
    );
    // The scheduling widget's origin, and only it, may be framed.
    const getStarted = await fetch(`${server.url}/get-started`);
    expect(getStarted.headers.get("content-security-policy")).toContain(
      "frame-src https://meet.scheduling.example;",
    );
    await server.stop();
    expect(server.output()).toMatch(
      /"seeded":\{"content":true,"demo":false,"demoDashboard":true\}/,
    );
    expect(server.output()).toContain('"deployment":"production"');
    // No demo gate in production without its credentials, and never the local defaults.
    expect(server.output()).toContain("the demo dashboard (/allied) is off");
    expect(server.output()).not.toContain("harbour-lights-2026");
  });
});

describe(`data directory and restarts on ${testDbKind()}`, () => {
  it("keeps data across a restart and does not seed twice", async () => {
    const env = await freshEnv();
    const first = await startServer(env);
    expect((await first.stop()).code).toBe(0);
    expect(first.output()).toContain(
      '"seeded":{"content":true,"demo":true,"demoDashboard":true}',
    );
    // A local run says how to open /allied.
    expect(first.output()).toMatch(
      /"loginId":"allied-demo","password":"harbour-lights-2026","demoClient":"allied-maritime".*demo dashboard at \/allied/,
    );

    // Write a row while the server is down, as another tool would.
    const connection = await openDatabase(
      env.DATABASE_URL
        ? { kind: "postgres", url: env.DATABASE_URL }
        : { kind: "pglite", dataDir: env.DATA_DIR! },
    );
    const [before] = await connection.db.select({ n: count() }).from(sectors);
    await connection.db
      .insert(blueprintLeads)
      .values({ fullName: "Grace Hopper", email: "grace@example.org" });
    await connection.close();

    const second = await startServer(env);
    expect(
      (await (await fetch(`${second.url}/readyz`)).json()) as object,
    ).toMatchObject({ status: "ready" });
    expect((await second.stop()).code).toBe(0);
    expect(second.output()).not.toContain('"seeded"');

    const reopened = await openDatabase(
      env.DATABASE_URL
        ? { kind: "postgres", url: env.DATABASE_URL }
        : { kind: "pglite", dataDir: env.DATA_DIR! },
    );
    const [after] = await reopened.db.select({ n: count() }).from(sectors);
    const leads = await reopened.db.select().from(blueprintLeads);
    await reopened.close();
    expect(after?.n).toBe(before?.n);
    // The demo seed's blueprint leads, and the one row written while it was down.
    expect(
      leads
        .map((l) => l.email)
        .filter((email) => email === "grace@example.org"),
    ).toHaveLength(1);
    expect(leads).toHaveLength(demoBlueprintLeads.length + 1);
  });

  it.runIf(testDbKind() === "pglite")(
    "refuses a second process on the same DATA_DIR while the first keeps running",
    async () => {
      const env = await environments.fresh("demo");
      const first = await startServer(env);
      const { code, output } = await runToExit(env);
      expect(code).toBe(1);
      expect(output).toContain(
        `The database folder ${env.DATA_DIR} is in use by another process (pid ${first.child.pid})`,
      );
      // The first is untouched and its data intact.
      const ready = await fetch(`${first.url}/readyz`);
      expect(ready.status).toBe(200);
      expect(await (await fetch(`${first.url}/`)).text()).toContain(
        "The Operating System for Modern Enterprises and Nations",
      );
      expect((await first.stop()).code).toBe(0);
    },
  );

  it.runIf(testDbKind() === "pglite")(
    "starts after a crash that left its lock behind",
    async () => {
      const env = await environments.fresh("demo");
      const first = await startServer(env);
      await first.stop("SIGKILL");
      expect(fs.existsSync(`${env.DATA_DIR}/pglite.lock`)).toBe(true);
      const second = await startServer(env);
      expect((await fetch(`${second.url}/readyz`)).status).toBe(200);
      expect((await second.stop()).code).toBe(0);
    },
  );
});
