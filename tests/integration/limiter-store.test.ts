import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import pg from "pg";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuthThrottle } from "~/server/auth/auth-throttle.server";
import { createChatRateLimiter } from "~/server/chat/chat-rate-limits.server";
import { createDemoGateLimiter } from "~/server/sales-demo/demo-gate.server";
import type { LimiterStoreKind } from "~/server/security/limiter-env.server";
import {
  openLimiterStore,
  type LimiterStore,
  type LimiterStoreOptions,
} from "~/server/security/limiter-store.server";
import {
  createFormRateLimiter,
  FORM_WINDOW_SECONDS,
} from "~/server/security/rate-limit.server";
import { eventually } from "../support/eventually";
import { freePort } from "../support/server-process";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy";
import { createPostgresDatabase, testDbKind } from "../support/test-database";

/**
 * Decision 024: a rate limit is one limit across instances — two limiter stores on separate
 * connections to one Redis, or one PostgreSQL database, share every count — and a store
 * that stops answering never fails a caller: each instance keeps limiting on its own and
 * says so once per outage. Real Redis (127.0.0.1:6379) and PostgreSQL (TEST_DATABASE_URL).
 */
const REDIS_URL = "redis://127.0.0.1:6379";
// Parallel runs (both database projects, other checkouts) share the one Redis: keys of this run only.
const RUN = `it-${Date.now().toString(36)}-${randomBytes(3).toString("hex")}`;
const STORE_DOWN =
  "the rate-limit store does not answer: limits are counted per instance until it does";
const secret = "limiter-store-test-secret-0123456789";

const opened: LimiterStore[] = [];
const proxies: TcpProxy[] = [];

function capturingLogger() {
  const lines: { level: number; msg: string }[] = [];
  const logger = pino(
    { level: "info" },
    {
      write: (line: string) =>
        void lines.push(JSON.parse(line) as { level: number; msg: string }),
    },
  );
  return {
    logger,
    warnings: (msg: string) =>
      lines.filter((line) => line.level === 40 && line.msg === msg).length,
  };
}

async function open(
  kind: LimiterStoreKind,
  options: Partial<LimiterStoreOptions> = {},
): Promise<LimiterStore> {
  const store = await openLimiterStore({
    kind,
    keyPrefix: RUN,
    logger: capturingLogger().logger,
    ...options,
  });
  opened.push(store);
  return store;
}

/** Consumes one point on each limiter in turn; null means allowed. */
async function alternate(
  limiters: { consume(key: string): Promise<number | null> }[],
  key: string,
  posts: number,
) {
  const verdicts: (number | null)[] = [];
  for (let i = 0; i < posts; i++)
    verdicts.push(await limiters[i % limiters.length]!.consume(key));
  return verdicts;
}

/**
 * A refusal's figure (a 429's Retry-After) is the time the shared count has left: a full window
 * just after the budget is spent, and whatever the store says once its expiry is moved.
 */
async function expectWaitFromStore(
  store: LimiterStore,
  key: string,
  expireIn42Seconds: (storedKey: string) => Promise<unknown>,
) {
  const limiter = createFormRateLimiter("form", 1, store.create);
  expect(await limiter.consume(key)).toBeNull();
  const wait = await limiter.consume(key);
  expect(wait).toBeGreaterThan(FORM_WINDOW_SECONDS - 60);
  expect(wait).toBeLessThanOrEqual(FORM_WINDOW_SECONDS);
  await expireIn42Seconds(`${RUN}:form:${key}`);
  expect(await limiter.consume(key)).toBe(42);
}

const allowedThenRefused = (allowed: number) => [
  ...Array<null>(allowed).fill(null),
  expect.any(Number),
];

let redis: Redis;
beforeAll(() => {
  redis = new Redis(REDIS_URL);
});
afterAll(async () => {
  for (const store of opened.splice(0)) await store.close();
  for (const proxy of proxies.splice(0)) await proxy.close();
  const keys = await redis.keys(`${RUN}:*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
});

describe(`Redis: one limit across instances (${testDbKind()})`, () => {
  it("alternating posts to two instances: the fourth is refused when FORM_RATE_LIMIT is 3", async () => {
    const [a, b] = [
      await open("redis", { redisUrl: REDIS_URL }),
      await open("redis", { redisUrl: REDIS_URL }),
    ];
    const limiters = [
      createFormRateLimiter("form", 3, a.create),
      createFormRateLimiter("form", 3, b.create),
    ];
    expect(await alternate(limiters, "contact:203.0.113.5", 4)).toEqual(
      allowedThenRefused(3),
    );
    // Counted in Redis, under this run's prefix and the limiter's own.
    expect(await redis.get(`${RUN}:form:contact:203.0.113.5`)).toBe("4");
    // Another form, another address: budgets of their own.
    expect(await limiters[1]!.consume("blueprint:203.0.113.5")).toBeNull();
    expect(await limiters[0]!.consume("contact:203.0.113.6")).toBeNull();
  });

  it("a refusal's wait is the time Redis says the count has left", async () => {
    const store = await open("redis", { redisUrl: REDIS_URL });
    await expectWaitFromStore(store, "contact:203.0.113.20", (storedKey) =>
      redis.pexpire(storedKey, 42_000),
    );
  });

  it("control: two memory stores count apart, so the same alternation is never refused", async () => {
    const [a, b] = [await open("memory"), await open("memory")];
    const limiters = [
      createFormRateLimiter("form", 3, a.create),
      createFormRateLimiter("form", 3, b.create),
    ];
    expect(await alternate(limiters, "contact:203.0.113.5", 4)).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it("shares the sign-in throttle, the chat's limits and the demo gate's failures", async () => {
    const [a, b] = [
      await open("redis", { redisUrl: REDIS_URL }),
      await open("redis", { redisUrl: REDIS_URL }),
    ];
    const limits = { signInUntrusted: { points: 2, durationSeconds: 600 } };
    const [throttleA, throttleB] = [
      createAuthThrottle({ secret, limits, store: a.create }),
      createAuthThrottle({ secret, limits, store: b.create }),
    ];
    const attempt = { email: `owner-${RUN}@example.org`, ip: "198.51.100.7" };
    expect(await throttleA.beforeSignIn(attempt)).toEqual({ allowed: true });
    expect(await throttleB.beforeSignIn(attempt)).toEqual({ allowed: true });
    expect(await throttleA.beforeSignIn(attempt)).toMatchObject({
      allowed: false,
    });
    // A success on one instance gives its point back on every instance.
    await throttleB.afterSignInSuccess(attempt);
    expect(await throttleA.beforeSignIn(attempt)).toEqual({ allowed: true });

    const chat = [
      createChatRateLimiter(
        { messagesPerSession: 2, messagesPerAddress: 100 },
        a.create,
      ),
      createChatRateLimiter(
        { messagesPerSession: 2, messagesPerAddress: 100 },
        b.create,
      ),
    ];
    expect(await chat[0]!.consume("session-1", "198.51.100.8")).toBeNull();
    expect(await chat[1]!.consume("session-1", "198.51.100.8")).toBeNull();
    expect(await chat[0]!.consume("session-1", "198.51.100.8")).toEqual(
      expect.any(Number),
    );

    const gates = [
      createDemoGateLimiter(2, a.create),
      createDemoGateLimiter(2, b.create),
    ];
    expect(await gates[0]!.reserveAttempt("198.51.100.9")).toBeNull();
    expect(await gates[1]!.reserveAttempt("198.51.100.9")).toBeNull();
    expect(await gates[0]!.reserveAttempt("198.51.100.9")).toEqual(
      expect.any(Number),
    );
  });
});

describe.runIf(testDbKind() === "postgres")(
  "PostgreSQL: one limit across instances",
  () => {
    let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
    beforeAll(async () => {
      // Migrated: the rate_limits table comes from a migration, not the library.
      database = await createPostgresDatabase("migrated");
    });
    afterAll(async () => {
      for (const store of opened.splice(0)) await store.close();
      await database?.drop();
    });

    it("alternating posts to two instances: the fourth is refused, and the count is a row of rate_limits", async () => {
      const [a, b] = [
        await open("postgres", { databaseUrl: database.url }),
        await open("postgres", { databaseUrl: database.url }),
      ];
      const limiters = [
        createFormRateLimiter("form", 3, a.create),
        createFormRateLimiter("form", 3, b.create),
      ];
      expect(await alternate(limiters, "contact:203.0.113.5", 4)).toEqual(
        allowedThenRefused(3),
      );
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      const { rows } = await client.query<{ points: number }>(
        "select points from rate_limits where key = $1",
        [`${RUN}:form:contact:203.0.113.5`],
      );
      await client.end();
      expect(rows).toEqual([{ points: 4 }]);
    });

    it("a refusal's wait is the time the row says the count has left", async () => {
      const store = await open("postgres", { databaseUrl: database.url });
      await expectWaitFromStore(
        store,
        "contact:203.0.113.20",
        async (storedKey) => {
          const client = new pg.Client({ connectionString: database.url });
          await client.connect();
          await client.query(
            "update rate_limits set expire = (extract(epoch from clock_timestamp()) * 1000)::bigint + 42000 where key = $1",
            [storedKey],
          );
          await client.end();
        },
      );
    });

    it("opens its connection at start-up, before the first post needs one", async () => {
      const countConnections = async () => {
        const client = new pg.Client({ connectionString: database.url });
        await client.connect();
        const { rows } = await client.query<{ n: number }>(
          "select count(*)::int as n from pg_stat_activity where application_name = 'rate-limits' and datname = current_database()",
        );
        await client.end();
        return rows[0]!.n;
      };
      const before = await countConnections();
      await open("postgres", { databaseUrl: database.url });
      // Without the warm-up the pool connects lazily: no connection until the first check.
      expect(await countConnections()).toBe(before + 1);
    });

    it("shares the sign-in throttle and the demo gate's failures", async () => {
      const [a, b] = [
        await open("postgres", { databaseUrl: database.url }),
        await open("postgres", { databaseUrl: database.url }),
      ];
      const limits = { signInUntrusted: { points: 2, durationSeconds: 600 } };
      const [throttleA, throttleB] = [
        createAuthThrottle({ secret, limits, store: a.create }),
        createAuthThrottle({ secret, limits, store: b.create }),
      ];
      const attempt = { email: "pg-owner@example.org", ip: "198.51.100.7" };
      expect(await throttleA.beforeSignIn(attempt)).toEqual({ allowed: true });
      expect(await throttleB.beforeSignIn(attempt)).toEqual({ allowed: true });
      expect(await throttleA.beforeSignIn(attempt)).toMatchObject({
        allowed: false,
      });
      const gates = [
        createDemoGateLimiter(2, a.create),
        createDemoGateLimiter(2, b.create),
      ];
      expect(await gates[0]!.reserveAttempt("198.51.100.9")).toBeNull();
      expect(await gates[1]!.reserveAttempt("198.51.100.9")).toBeNull();
      expect(await gates[0]!.reserveAttempt("198.51.100.9")).toEqual(
        expect.any(Number),
      );
    });
  },
);

describe(`a store that stops answering (${testDbKind()})`, () => {
  it("Redis cut mid-run: every call still answers, limits hold per instance, one warning; back to shared when Redis returns", async () => {
    const proxy = await startTcpProxy(6379);
    proxies.push(proxy);
    const logs = [capturingLogger(), capturingLogger()];
    const [a, b] = [
      await open("redis", {
        redisUrl: proxy.url("redis"),
        logger: logs[0]!.logger,
      }),
      await open("redis", {
        redisUrl: proxy.url("redis"),
        logger: logs[1]!.logger,
      }),
    ];
    const limiters = [
      createFormRateLimiter("form", 3, a.create),
      createFormRateLimiter("form", 3, b.create),
    ];
    expect(await alternate(limiters, "contact:192.0.2.1", 2)).toEqual([
      null,
      null,
    ]);

    await proxy.cut();
    // Each instance now counts alone, from zero: three more on each, the fourth refused.
    const key = "contact:192.0.2.2";
    expect(await alternate([limiters[0]!], key, 4)).toEqual(
      allowedThenRefused(3),
    );
    expect(await alternate([limiters[1]!], key, 4)).toEqual(
      allowedThenRefused(3),
    );
    for (let i = 0; i < 10; i++)
      await limiters[0]!.consume(`contact:192.0.2.${10 + i}`);
    expect(logs[0]!.warnings(STORE_DOWN)).toBe(1);
    expect(logs[1]!.warnings(STORE_DOWN)).toBe(1);
    expect(await redis.exists(`${RUN}:form:${key}`)).toBe(0);

    await proxy.restore();
    const back = "contact:192.0.2.3";
    await eventually(
      async () => (
        await limiters[0]!.consume(back),
        (await redis.get(`${RUN}:form:${back}`)) !== null
      ),
      "instance A counts in Redis again",
      { timeoutMs: 20_000, intervalMs: 100 },
    );
    await eventually(
      async () => (
        await limiters[1]!.consume(back),
        Number(await redis.get(`${RUN}:form:${back}`)) >= 2 + 1
      ),
      "instance B counts in Redis again",
      { timeoutMs: 20_000, intervalMs: 100 },
    );
    const shared = "contact:192.0.2.4";
    expect(await alternate(limiters, shared, 4)).toEqual(allowedThenRefused(3));
  });

  it("Redis that never answers: the store opens, every call answers from memory, the limit still holds", async () => {
    const closed = await freePort();
    const { logger, warnings } = capturingLogger();
    const started = Date.now();
    const store = await open("redis", {
      redisUrl: `redis://127.0.0.1:${closed}`,
      logger,
    });
    expect(Date.now() - started).toBeLessThan(10_000);
    const limiter = createFormRateLimiter("form", 3, store.create);
    expect(await alternate([limiter], "contact:192.0.2.50", 4)).toEqual(
      allowedThenRefused(3),
    );
    expect(warnings(STORE_DOWN)).toBe(1);
  });

  it("PostgreSQL that never answers: the same", async () => {
    const closed = await freePort();
    const { logger, warnings } = capturingLogger();
    const store = await open("postgres", {
      databaseUrl: `postgres://postgres@127.0.0.1:${closed}/nothing`,
      logger,
    });
    const limiter = createFormRateLimiter("form", 3, store.create);
    expect(await alternate([limiter], "contact:192.0.2.51", 4)).toEqual(
      allowedThenRefused(3),
    );
    const gate = createDemoGateLimiter(1, store.create);
    expect(await gate.reserveAttempt("192.0.2.51")).toBeNull();
    expect(await gate.reserveAttempt("192.0.2.51")).toEqual(expect.any(Number));
    expect(warnings(STORE_DOWN)).toBe(1);
  });
});
