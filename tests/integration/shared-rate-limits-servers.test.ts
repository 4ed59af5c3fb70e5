import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { eq } from "drizzle-orm";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/server/db/client.server";
import { contactRequests } from "~/server/db/schema.server";
import { issueFormToken } from "~/server/security/form-token.server";
import { connect } from "../support/raw-http";
import {
  freePort,
  startServer,
  tempDataDir,
  type ServerProcess,
} from "../support/server-process";
import {
  copyPgliteTemplate,
  createPostgresDatabase,
  testDbKind,
} from "../support/test-database";

/**
 * Decision 024 on real server processes: two instances behind one address share one form limit
 * (FORM_RATE_LIMIT=3: posts alternating between them, the fourth gets 429) — through one
 * Redis, and (PostgreSQL project) through one PostgreSQL database without Redis. With Redis
 * unreachable, posts are still accepted and stored, and still limited, per instance; never a 500.
 */
const RUN = `it-${Date.now().toString(36)}-${randomBytes(3).toString("hex")}`;
const SECRET = "shared-limits-test-secret-0123456789-abcdef";
const base = {
  BETTER_AUTH_SECRET: SECRET,
  FORM_RATE_LIMIT: "3",
  FORM_MIN_FILL_MS: "0",
  LOG_LEVEL: "info",
  RATE_LIMIT_PREFIX: RUN,
};

// Two production servers started on a loaded 2-core machine: one start has taken over 90 s.
const PAIR_START_MS = 420_000;
const started: ServerProcess[] = [];
const dataDirs: string[] = [];
const databases: { url: string; drop(): Promise<void> }[] = [];

async function database(): Promise<string | undefined> {
  if (testDbKind() !== "postgres") return undefined;
  const created = await createPostgresDatabase("demo");
  databases.push(created);
  return created.url;
}

/**
 * Two instances started together: on one database (PostgreSQL) that is already migrated and
 * seeded (the run's template), or each on its own embedded database.
 */
async function pair(
  env: Record<string, string | undefined>,
): Promise<ServerProcess[]> {
  return Promise.all([instance(env), instance(env)]);
}

/** One instance: its own DATA_DIR; on PostgreSQL, the database it shares with its peer. */
async function instance(
  env: Record<string, string | undefined>,
): Promise<ServerProcess> {
  const dataDir = tempDataDir();
  dataDirs.push(dataDir);
  if (!env.DATABASE_URL) copyPgliteTemplate("demo", dataDir);
  const server = await startServer({ ...base, DATA_DIR: dataDir, ...env });
  started.push(server);
  return server;
}

let address = 20;
const freshAddress = () => `127.0.1.${++address}`;

/** A valid contact lead from `from` (a loopback address: the client IP the limit counts). */
async function postLead(server: ServerProcess, from: string, email: string) {
  const fields = {
    firstName: "Ines",
    lastName: "Okafor",
    email,
    company: "Coastal Water Authority",
    interest: "healthcare",
    message: "Our permit desk needs help with a backlog of applications.",
    _formId: "contact-form",
    _formToken: issueFormToken(SECRET, "contact", Date.now() - 10_000),
  };
  const body = new URLSearchParams(fields).toString();
  const connection = await connect(server.port, from);
  const host = new URL(server.url).host;
  await connection.write(
    `POST /api/forms/contact HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${server.url}\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
  const response = await connection.readResponse(60_000);
  connection.socket.destroy();
  return response.status;
}

async function alternate(pair: ServerProcess[], from: string, posts: number) {
  const statuses: number[] = [];
  for (let i = 0; i < posts; i++)
    statuses.push(
      await postLead(
        pair[i % pair.length]!,
        from,
        `lead-${RUN}-${from}-${i}@example.org`,
      ),
    );
  return statuses;
}

afterAll(async () => {
  await Promise.all(started.map((server) => server.stop("SIGKILL")));
  for (const created of databases) await created.drop();
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  const redis = new Redis("redis://127.0.0.1:6379");
  const keys = await redis.keys(`${RUN}:*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
});

// Several instances run on PostgreSQL (an embedded database serves one process), so the pairs
// run in the PostgreSQL project only.
describe.runIf(testDbKind() === "postgres")("two instances, one Redis", () => {
  let servers: ServerProcess[];
  beforeAll(async () => {
    const url = await database();
    servers = await pair({
      REDIS_URL: "redis://127.0.0.1:6379",
      ...(url ? { DATABASE_URL: url } : {}),
    });
  }, PAIR_START_MS);

  it("posts alternating between them get 429 on the fourth (FORM_RATE_LIMIT=3)", async () => {
    for (const server of servers)
      expect(server.output()).toContain("connected to Redis");
    expect(await alternate(servers, freshAddress(), 5)).toEqual([
      200, 200, 200, 429, 429,
    ]);
  });
});

describe.runIf(testDbKind() === "postgres")(
  "two instances, one PostgreSQL database, no Redis",
  () => {
    let servers: ServerProcess[];
    beforeAll(async () => {
      servers = await pair({ DATABASE_URL: await database() });
    }, PAIR_START_MS);

    it("posts alternating between them get 429 on the fourth (FORM_RATE_LIMIT=3)", async () => {
      expect(servers[1]!.output()).toContain('"store":"postgres"');
      expect(await alternate(servers, freshAddress(), 5)).toEqual([
        200, 200, 200, 429, 429,
      ]);
    });
  },
);

describe(`Redis unreachable (${testDbKind()})`, () => {
  let server: ServerProcess;
  let databaseUrl: string | undefined;
  let dataDir: string;
  beforeAll(async () => {
    databaseUrl = await database();
    server = await instance({
      REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    dataDir = dataDirs.at(-1)!;
  });

  it("accepts and stores every post, limits them in this instance, warns once, and never answers 500", async () => {
    const from = freshAddress();
    expect(await alternate([server], from, 5)).toEqual([
      200, 200, 200, 429, 429,
    ]);
    // Another client address still has its own budget.
    expect(
      await postLead(server, freshAddress(), `other-${RUN}@example.org`),
    ).toBe(200);
    const warnings = server
      .output()
      .split("\n")
      .filter((line) => line.includes("the rate-limit store does not answer"));
    expect(warnings).toHaveLength(1);

    // Every acknowledged lead is in the database.
    const emails = [0, 1, 2].map((i) => `lead-${RUN}-${from}-${i}@example.org`);
    if (databaseUrl) {
      const connection = await openDatabase({
        kind: "postgres",
        url: databaseUrl,
        poolSize: 1,
      });
      for (const email of emails)
        expect(
          await connection.db
            .select()
            .from(contactRequests)
            .where(eq(contactRequests.email, email)),
          email,
        ).toHaveLength(1);
      await connection.close();
    } else {
      await server.stop();
      const connection = await openDatabase({ kind: "pglite", dataDir });
      for (const email of emails)
        expect(
          await connection.db
            .select()
            .from(contactRequests)
            .where(eq(contactRequests.email, email)),
          email,
        ).toHaveLength(1);
      await connection.close();
    }
  });
});
