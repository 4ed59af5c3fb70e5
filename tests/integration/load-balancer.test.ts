import { randomBytes } from "node:crypto";
import fs from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueFormToken } from "~/server/security/form-token.server";
import { eventually } from "../support/eventually";
import { lbRequest, requestLogLines } from "../support/lb-client";
import {
  canConnect,
  nginxMissingReason,
  nginxPrefix,
  renderKestrelSite,
  startNginx,
  type NginxProcess,
} from "../support/nginx";
import {
  freePort,
  spawnServer,
  startServer,
  tempDataDir,
  type ServerProcess,
} from "../support/server-process";
import { requireTool, skipForMissingTool } from "../support/required-tools";
import { createPostgresDatabase, testDbKind } from "../support/test-database";

/**
 * The deploy recipe's nginx (deploy/nginx/kestrel.conf + kestrel-proxy.conf, only ports and
 * paths replaced) in front of two production servers on one PostgreSQL database: both get
 * traffic, the app sees the real client address, a killed instance costs no GET, a draining
 * instance finishes its request while new ones go to the other. PostgreSQL only: the embedded
 * database serves one process (the PGlite project skips this part and runs the raw-peer part
 * in load-balancer-failover.test.ts instead).
 */
const missing = nginxMissingReason();
const skipReason =
  (skipForMissingTool(missing) ? missing : null) ??
  (testDbKind() !== "postgres"
    ? "two instances need PostgreSQL (the embedded database serves one process)"
    : null);

describe.skipIf(skipReason !== null)(
  `nginx recipe in front of two app instances${skipReason ? ` (skipped: ${skipReason})` : ""}`,
  () => {
    const runId = randomBytes(4).toString("hex");
    const secret = randomBytes(36).toString("base64");
    let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
    let a: ServerProcess;
    let b: ServerProcess;
    let restartedA: ReturnType<typeof spawnServer> | undefined;
    let nginx: NginxProcess;
    let tlsPort: number;
    let envA: Record<string, string>;
    const dataDirs: string[] = [];

    beforeAll(async () => {
      requireTool(missing);
      database = await createPostgresDatabase();
      tlsPort = await freePort();
      const httpPort = await freePort();
      const common = {
        DEPLOYMENT: "production",
        DATABASE_URL: database.url,
        BETTER_AUTH_SECRET: secret,
        PUBLIC_URL: `https://127.0.0.1:${tlsPort}`,
        TRUST_PROXY: "1",
        // Long enough for the drain test to hold a request while it checks the other instance.
        SHUTDOWN_TIMEOUT_MS: "60000",
        FORM_MIN_FILL_MS: "0",
        // The held posts wait on a table lock: the app's own request deadline (30 s) bounds them.
        DB_STATEMENT_TIMEOUT_MS: "60000",
        OUTBOX_POLL_MS: "60000",
      };
      const dirA = tempDataDir();
      const dirB = tempDataDir();
      dataDirs.push(dirA, dirB);
      // Both start at once on one empty database: migrations run under the advisory lock.
      [a, b] = await Promise.all([
        startServer({ ...common, DATA_DIR: dirA }),
        startServer({ ...common, DATA_DIR: dirB }),
      ]);
      envA = { ...common, DATA_DIR: dirA };
      const prefix = nginxPrefix();
      const siteFile = renderKestrelSite({
        prefix,
        upstreams: [a.port, b.port],
        httpPort,
        tlsPort,
      });
      nginx = await startNginx(prefix, siteFile, tlsPort);
    });

    afterAll(async () => {
      await nginx?.stop();
      restartedA?.child.kill("SIGKILL");
      for (const server of [a, b])
        if (server && server.child.exitCode === null)
          await server.stop("SIGKILL");
      await database?.drop();
      for (const dir of dataDirs)
        fs.rmSync(dir, { recursive: true, force: true });
      if (nginx) fs.rmSync(nginx.prefix, { recursive: true, force: true });
    });

    it("spreads requests over both instances, and each answers itself (no 502)", async () => {
      const paths = Array.from(
        { length: 8 },
        (_, i) => `/lb-spread-${runId}-${i}`,
      );
      for (const url of paths) {
        const answer = await lbRequest(tlsPort, { path: url });
        // The app's own 404 page: the request went through the Host check to the router.
        expect(answer.status, url).toBe(404);
        expect(answer.headers["content-type"]).toMatch(/^text\/html/);
      }
      const servedBy = (server: ServerProcess) =>
        paths.filter((url) => requestLogLines(server.output(), url).length > 0);
      await eventually(
        () => servedBy(a).length + servedBy(b).length === paths.length,
        "both request logs have every request",
        { timeoutMs: 15_000, intervalMs: 100 },
      );
      expect(servedBy(a).length).toBeGreaterThan(0);
      expect(servedBy(b).length).toBeGreaterThan(0);
    });

    it("gives the app the client's address (TRUST_PROXY=1), never one the client wrote in X-Forwarded-For", async () => {
      const forged = `/lb-ip-forged-${runId}`;
      const plain = `/lb-ip-plain-${runId}`;
      await lbRequest(tlsPort, {
        path: forged,
        localAddress: "127.0.0.2",
        headers: { "X-Forwarded-For": "203.0.113.7" },
      });
      await lbRequest(tlsPort, { path: plain, localAddress: "127.0.0.3" });
      const ipOf = (url: string) =>
        eventually(
          () =>
            [
              ...requestLogLines(a.output(), url),
              ...requestLogLines(b.output(), url),
            ][0]?.ip,
          `the log line of ${url} is written`,
          { timeoutMs: 15_000, intervalMs: 100 },
        );
      // Not nginx's own address (127.0.0.1), not the forged entry: the peer nginx saw.
      expect(await ipOf(forged)).toBe("127.0.0.2");
      expect(await ipOf(plain)).toBe("127.0.0.3");
    });

    it("passes the public Host and port, so the app's host check still refuses other names", async () => {
      const ours = await lbRequest(tlsPort, { path: "/" });
      expect(ours.status).toBe(200);
      const foreign = await lbRequest(tlsPort, {
        path: "/",
        headers: { Host: "evil.example" },
      });
      expect(foreign.status).toBe(421);
    });

    it("drains on SIGTERM: the request in flight finishes, new requests go to the other instance", async () => {
      const admin = new pg.Client({ connectionString: database.url });
      const observer = new pg.Client({ connectionString: database.url });
      await admin.connect();
      await observer.connect();
      try {
        // Hold every insert into contact_requests: the two posts below wait inside the instances.
        await admin.query("begin");
        await admin.query(
          "lock table contact_requests in access exclusive mode",
        );
        const post = (email: string) =>
          lbRequest(tlsPort, {
            method: "POST",
            path: "/api/forms/contact",
            headers: {
              "Content-Type": "application/x-www-form-urlencoded",
              Origin: `https://127.0.0.1:${tlsPort}`,
            },
            body: new URLSearchParams({
              firstName: "Ines",
              lastName: "Moreau",
              email,
              company: "Regional Transit Authority",
              interest: "healthcare",
              message: "Which of your platforms survives a lost data centre?",
              _formId: "contact-form",
              _formToken: issueFormToken(
                secret,
                "contact",
                Date.now() - 10_000,
              ),
            }).toString(),
          });
        // Round robin: one post to each instance.
        const posts = [
          post(`drain-1-${runId}@example.org`),
          post(`drain-2-${runId}@example.org`),
        ];
        const settled: string[] = [];
        for (const answer of posts)
          answer.then(
            (r) => settled.push(`${r.status} ${r.body.slice(0, 300)}`),
            (e: Error) => settled.push(e.message),
          );
        // Another connection: inside the locking transaction pg_stat_activity is a snapshot.
        const waiting = async () =>
          (
            await observer.query<{ n: string }>(
              "select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
            )
          ).rows[0]!.n;
        await eventually(
          async () => Number(await waiting()) >= 2,
          "the two posts wait inside the database",
          { timeoutMs: 30_000, intervalMs: 100 },
        ).catch((error: Error) => {
          throw new Error(
            `${error.message}; answered: ${settled.join(" | ")}\n${(
              a.output() + b.output()
            )
              .split("\n")
              .filter((l) => l.includes('"level":50'))
              .map((l) => l.slice(-1500))
              .join("\n")}`,
          );
        });

        a.child.kill("SIGTERM");
        await eventually(
          async () => !(await canConnect(a.port)),
          "the draining instance stops accepting connections",
          { timeoutMs: 30_000 },
        );

        // New requests while A drains: all answered, all by B.
        const during = Array.from(
          { length: 6 },
          (_, i) => `/lb-drain-${runId}-${i}`,
        );
        for (const url of during)
          expect((await lbRequest(tlsPort, { path: url })).status, url).toBe(
            404,
          );
        await eventually(
          () =>
            during.every((url) => requestLogLines(b.output(), url).length > 0),
          "B's request log has every request",
          { timeoutMs: 15_000, intervalMs: 100 },
        );
        expect(
          during.filter((url) => requestLogLines(a.output(), url).length > 0),
        ).toEqual([]);

        await admin.query("commit");
        const answers = await Promise.all(posts);
        for (const answer of answers) {
          expect(answer.status, answer.body).toBe(200);
          expect(JSON.parse(answer.body)).toMatchObject({ ok: true });
        }
        // A finished its post before exiting, and exited cleanly.
        expect(await a.exited).toBe(0);
        expect(requestLogLines(a.output(), "/api/forms/contact")).toEqual([
          expect.objectContaining({ method: "POST", statusCode: 200 }),
        ]);
        const stored = await admin.query<{ n: string }>(
          "select count(*) as n from contact_requests where email like $1",
          [`drain-%-${runId}@example.org`],
        );
        expect(Number(stored.rows[0]!.n)).toBe(2);
      } finally {
        await admin.query("rollback").catch(() => undefined);
        await admin.end();
        await observer.end();
      }
    });

    it("takes a restarted instance back (rolling restart), then survives a SIGKILL of the other: every GET answers 200", async () => {
      restartedA = spawnServer({ ...envA, PORT: String(a.port) });
      const restarted = restartedA;
      await eventually(
        () => {
          if (restarted.child.exitCode !== null)
            throw new Error(
              `A exited while restarting:\n${restarted.output()}`,
            );
          return fetch(`http://127.0.0.1:${a.port}/healthz`).then(
            (r) => r.ok,
            () => false,
          );
        },
        "A answers /healthz again",
        { timeoutMs: 180_000, intervalMs: 200 },
      );
      // nginx tries the instance again after fail_timeout (5 s): traffic reaches it once more.
      const back = `/lb-back-${runId}`;
      let n = 0;
      await eventually(
        async () => {
          if (restarted.output().includes(`${back}-`)) return true;
          expect(
            (await lbRequest(tlsPort, { path: `${back}-${n++}` })).status,
          ).toBe(404);
          return false;
        },
        "nginx sends traffic to the restarted instance",
        { timeoutMs: 60_000, intervalMs: 200 },
      );

      b.child.kill("SIGKILL");
      await b.exited;
      const statuses: number[] = [];
      for (let i = 0; i < 20; i++)
        statuses.push(
          (await lbRequest(tlsPort, { path: i % 2 ? "/blog" : "/" })).status,
        );
      expect(statuses).toEqual(Array.from({ length: 20 }, () => 200));
    });
  },
);
