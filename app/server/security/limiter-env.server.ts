import { z } from "zod";
import { envDocs } from "../env-docs.server";
import { emptyToUndefined } from "../env-fields.server";

/**
 * Where rate limits are counted (docs/decisions/024). Without a choice: Redis when REDIS_URL
 * is set, else PostgreSQL when DATABASE_URL is, else this process's memory (the embedded
 * database is one process, so memory is already the one place).
 */
export const LIMITER_STORE_KINDS = ["memory", "postgres", "redis"] as const;
export type LimiterStoreKind = (typeof LIMITER_STORE_KINDS)[number];

export type LimiterEnv = ReturnType<typeof limiterEnvFrom>;

function isRedisUrl(value: string): boolean {
  if (!/^rediss?:\/\/./.test(value)) return false;
  try {
    return new URL(value).hostname !== "";
  } catch {
    return false;
  }
}

export const limiterEnvSchema = z.object({
  REDIS_URL: z
    .preprocess(
      emptyToUndefined,
      z
        .string()
        .refine(isRedisUrl, {
          error:
            "must be a Redis URL such as redis://127.0.0.1:6379 (rediss:// for TLS)",
        })
        .optional(),
    )
    .register(envDocs, {
      meaning:
        "`redis://host:6379` (`rediss://` for TLS; user, password and database number in the URL " +
        "as Redis clients take them). When set, every rate limit is counted in this Redis, so " +
        "several instances share one limit. Never echoed in an error message.",
    }),
  RATE_LIMIT_STORE: z
    .preprocess(
      emptyToUndefined,
      z
        .enum(LIMITER_STORE_KINDS, {
          error:
            "must be one of memory, postgres, redis (or unset: Redis with REDIS_URL, else PostgreSQL with DATABASE_URL, else memory)",
        })
        .optional(),
    )
    .register(envDocs, {
      meaning:
        "Where every rate limit (forms, account pages, sign-in throttle, chat, demo gate) is " +
        "counted: `redis` (needs `REDIS_URL`), `postgres` (the `rate_limits` table; needs " +
        "`DATABASE_URL`) or `memory` (this process only). Unset: `redis` with `REDIS_URL`, else " +
        "`postgres` with `DATABASE_URL`, else `memory` — the embedded database is one process. A " +
        "shared store that stops answering never fails a request: the limits count per instance " +
        "until it is back, with one warning per outage. The PostgreSQL store opens its first " +
        "connection at start-up and keeps one open while idle (`application_name` `rate-limits`), " +
        "so a check seldom waits for a new connection.",
      default: "chosen",
    }),
  RATE_LIMIT_PREFIX: z
    .preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]{0,39}$/, {
          error: "must be 1 to 40 letters, digits or _ . : - (e.g. kestrel)",
        })
        .default("kestrel"),
    )
    .register(envDocs, {
      meaning:
        "Begins every rate-limit key (1–40 of `A-Z a-z 0-9 _ . : -`), so several sites can share " +
        "one Redis.",
    }),
});

type LimiterEnvInput = z.infer<typeof limiterEnvSchema> & {
  DATABASE_URL?: string | undefined;
};

/** A forced store needs its server: one line per contradiction, like every other variable. */
export function checkLimiterEnv(
  env: LimiterEnvInput,
  ctx: z.RefinementCtx,
): void {
  if (env.RATE_LIMIT_STORE === "redis" && !env.REDIS_URL) {
    ctx.addIssue({
      code: "custom",
      path: ["RATE_LIMIT_STORE"],
      message: "is redis, which needs REDIS_URL (e.g. redis://127.0.0.1:6379)",
    });
  }
  if (env.RATE_LIMIT_STORE === "postgres" && !env.DATABASE_URL) {
    ctx.addIssue({
      code: "custom",
      path: ["RATE_LIMIT_STORE"],
      message:
        "is postgres, which needs DATABASE_URL (the embedded database is one process: its limits stay in memory)",
    });
  }
}

export function chooseLimiterStore(env: {
  forced?: LimiterStoreKind | undefined;
  redisUrl?: string | undefined;
  databaseUrl?: string | undefined;
}): LimiterStoreKind {
  if (env.forced) return env.forced;
  if (env.redisUrl) return "redis";
  if (env.databaseUrl) return "postgres";
  return "memory";
}

export function limiterEnvFrom(env: LimiterEnvInput) {
  return {
    /** The store every limiter counts in (chosen or forced). */
    store: chooseLimiterStore({
      forced: env.RATE_LIMIT_STORE,
      redisUrl: env.REDIS_URL,
      databaseUrl: env.DATABASE_URL,
    }),
    redisUrl: env.REDIS_URL,
    /** Prepended to every key, so several sites (or test runs) can share one Redis or table. */
    keyPrefix: env.RATE_LIMIT_PREFIX,
  };
}
