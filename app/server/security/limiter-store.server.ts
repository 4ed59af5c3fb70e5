import { Redis } from "ioredis";
import pg from "pg";
import { countStatementsOf } from "../db/statement-count.server";
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import type { Logger } from "../logger.server";
import type { LimiterStoreKind } from "./limiter-env.server";

/**
 * Makes every rate limiter of the app from one choice of store (docs/decisions/024), so a
 * limit is one limit across instances: Redis, PostgreSQL (the `rate_limits` table, created by
 * a migration), or this process's memory.
 *
 * A shared store that does not answer never refuses or fails a request: each limiter has a
 * memory limiter as rate-limiter-flexible's `insuranceLimiter`, so while the store is away
 * the limits still hold, counted per instance, and a warning says so once per outage.
 */
export type LimiterOptions = {
  /** Names the limiter; distinct for every limiter (it separates their keys in the store). */
  keyPrefix: string;
  points: number;
  durationSeconds: number;
};

/** Makes one limiter; every limiter of the app is made through one of these. */
export type MakeLimiter = (options: LimiterOptions) => RateLimiterAbstract;

/** This process's memory: the default where no store was opened (tests of one module, one instance). */
export const memoryLimiter: MakeLimiter = ({
  keyPrefix,
  points,
  durationSeconds,
}) => new RateLimiterMemory({ keyPrefix, points, duration: durationSeconds });

/** The whole seconds (at least one) until a refused budget allows one more: a Retry-After. */
export function retryAfterSecondsOf(refusal: RateLimiterRes): number {
  return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
}

/**
 * Spends `points` of `key`'s budget: null when allowed, else the seconds until it allows one
 * more. Anything but a refusal (the limiter failing) is thrown.
 */
export async function spendLimit(
  limiter: RateLimiterAbstract,
  key: string,
  points = 1,
): Promise<number | null> {
  try {
    await limiter.consume(key, points);
    return null;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes)
      return retryAfterSecondsOf(rejection);
    throw rejection;
  }
}

export type LimiterStore = {
  kind: LimiterStoreKind;
  create: MakeLimiter;
  /** Closes the store's connections (the limiters made from it fall back to memory). */
  close(): Promise<void>;
};

export type LimiterStoreOptions = {
  kind: LimiterStoreKind;
  redisUrl?: string | undefined;
  databaseUrl?: string | undefined;
  /** Prepended to every limiter's keyPrefix (RATE_LIMIT_PREFIX). */
  keyPrefix: string;
  logger: Logger;
  /** How long one store call may take before the memory insurance answers instead. */
  timeoutMs?: number;
  /** Quiet time after which the next fallback counts as a new outage (and is logged again). */
  outageQuietMs?: number;
};

/** The table the PostgreSQL store counts in (drizzle migration 0008, schema.server.ts `rateLimits`). */
export const RATE_LIMIT_TABLE = "rate_limits";
const DEFAULT_TIMEOUT_MS = 1000;
const DEFAULT_OUTAGE_QUIET_MS = 60_000;
const POSTGRES_POOL_SIZE = 4;
/** At start-up, how long to wait for Redis before serving with the memory insurance. */
const REDIS_READY_WAIT_MS = 3000;
/** At start-up, how long to keep trying PostgreSQL's first connection (then the insurance serves). */
const POSTGRES_READY_WAIT_MS = 3000;

export async function openLimiterStore(
  options: LimiterStoreOptions,
): Promise<LimiterStore> {
  const { kind, logger } = options;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const fellBack = outageReporter(
    logger,
    kind,
    options.outageQuietMs ?? DEFAULT_OUTAGE_QUIET_MS,
  );
  const insured = (
    limiter: LimiterOptions,
    make: (shared: SharedOptions) => RateLimiterAbstract,
  ) => {
    const keyPrefix = `${options.keyPrefix}:${limiter.keyPrefix}`;
    const base = {
      keyPrefix,
      points: limiter.points,
      duration: limiter.durationSeconds,
    };
    return make({
      ...base,
      insuranceLimiter: new InsuranceLimiter(base, fellBack),
    });
  };

  if (kind === "redis") {
    if (!options.redisUrl)
      throw new Error("The Redis rate-limit store needs REDIS_URL");
    const client = openRedis(options.redisUrl, timeoutMs, logger);
    await waitUntilReady(client, REDIS_READY_WAIT_MS, logger);
    return {
      kind,
      create: (limiter) =>
        insured(
          limiter,
          (shared) =>
            new RateLimiterRedis({
              ...shared,
              storeClient: client,
              rejectIfRedisNotReady: true,
            }),
        ),
      async close() {
        client.disconnect();
      },
    };
  }

  if (kind === "postgres") {
    if (!options.databaseUrl)
      throw new Error("The PostgreSQL rate-limit store needs DATABASE_URL");
    // Its own small pool, with short deadlines: a limit check comes before every counted
    // post, and must not wait behind the app's queries or for a database that is gone.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      // Named, so the database's own views tell these connections apart from the app's.
      application_name: "rate-limits",
      max: POSTGRES_POOL_SIZE,
      // One connection stays open while idle: opening one is the slow part of a check (and,
      // on a busy machine, can take longer than `timeoutMs`, which would count the post in
      // this instance's memory instead of the shared table).
      min: 1,
      connectionTimeoutMillis: timeoutMs,
      statement_timeout: timeoutMs,
    });
    pool.on("error", () => {}); // an idle connection's error; the next query reconnects
    await warmUp(pool, POSTGRES_READY_WAIT_MS, logger);
    countStatementsOf(pool); // a limit check is a statement of the request it guards
    let cleaner = true;
    return {
      kind,
      create: (limiter) =>
        insured(limiter, (shared) => {
          // One limiter per process deletes expired rows (every 5 minutes); the rest need not.
          const clearExpiredByTimeout = cleaner;
          cleaner = false;
          return new RateLimiterPostgres({
            ...shared,
            storeClient: pool,
            storeType: "pool",
            tableName: RATE_LIMIT_TABLE,
            tableCreated: true,
            clearExpiredByTimeout,
          });
        }),
      close: () => pool.end(),
    };
  }

  return {
    kind,
    create: (limiter) =>
      memoryLimiter({
        ...limiter,
        keyPrefix: `${options.keyPrefix}:${limiter.keyPrefix}`,
      }),
    close: async () => {},
  };
}

type SharedOptions = {
  keyPrefix: string;
  points: number;
  duration: number;
  insuranceLimiter: RateLimiterMemory;
};

function openRedis(url: string, timeoutMs: number, logger: Logger): Redis {
  const client = new Redis(url, {
    // Fail a command at once while disconnected (the insurance answers) instead of queueing
    // it until Redis is back, and give up on one that hangs.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: timeoutMs,
    connectTimeout: Math.max(timeoutMs, 2000),
    // Keep trying to reconnect, at most every 2 s.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  let connected = false;
  let lost = false;
  client.on("ready", () => {
    if (!connected)
      logger.info(
        lost
          ? "reconnected to Redis: rate limits are shared again"
          : "connected to Redis",
      );
    connected = true;
  });
  // ioredis emits an error per failed reconnection: say it once per lost connection.
  client.on("error", (error: Error) => {
    if (connected)
      logger.warn(
        { err: { message: error.message } },
        "lost the connection to Redis; reconnecting",
      );
    connected = false;
    lost = true;
  });
  client.on("end", () => (connected = false));
  return client;
}

async function waitUntilReady(
  client: Redis,
  waitMs: number,
  logger: Logger,
): Promise<void> {
  if (client.status === "ready") return;
  const ready = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), waitMs);
    client.once("ready", () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
  if (!ready)
    logger.warn(
      "Redis does not answer: rate limits count per instance until it does",
    );
}

/**
 * Opens the pool's first connection before the first post needs it, trying again (each try
 * bounded by the pool's connection timeout) for up to `waitMs`. A database that does not
 * answer by then is said once; the limiters serve from memory until it does.
 */
async function warmUp(
  pool: pg.Pool,
  waitMs: number,
  logger: Logger,
): Promise<void> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      await pool.query("select 1");
      return;
    } catch {
      if (Date.now() >= deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  logger.warn(
    "PostgreSQL does not answer: rate limits count per instance until it does",
  );
}

/**
 * Warns when a limiter first answers from its memory insurance, then stays quiet while the
 * store keeps failing; a fallback after `quietMs` without one is a new outage.
 */
export function outageReporter(
  logger: Logger,
  kind: LimiterStoreKind,
  quietMs: number,
  now: () => number = Date.now,
): () => void {
  let lastFallback = Number.NEGATIVE_INFINITY;
  return () => {
    const at = now();
    if (at - lastFallback > quietMs) {
      logger.warn(
        { store: kind },
        "the rate-limit store does not answer: limits are counted per instance until it does",
      );
    }
    lastFallback = at;
  };
}

/** A memory limiter that reports each use: it is used only when the shared store failed. */
class InsuranceLimiter extends RateLimiterMemory {
  constructor(
    options: ConstructorParameters<typeof RateLimiterMemory>[0],
    private readonly onUse: () => void,
  ) {
    super(options);
  }
  override consume(...args: Parameters<RateLimiterMemory["consume"]>) {
    this.onUse();
    return super.consume(...args);
  }
  override penalty(...args: Parameters<RateLimiterMemory["penalty"]>) {
    this.onUse();
    return super.penalty(...args);
  }
  override reward(...args: Parameters<RateLimiterMemory["reward"]>) {
    this.onUse();
    return super.reward(...args);
  }
  override get(...args: Parameters<RateLimiterMemory["get"]>) {
    this.onUse();
    return super.get(...args);
  }
  override delete(...args: Parameters<RateLimiterMemory["delete"]>) {
    this.onUse();
    return super.delete(...args);
  }
}
