import { describe, expect, it } from "vitest";
import { envProblems, parseEnv } from "../env.server";
import { chooseLimiterStore } from "./limiter-env.server";

const problemsOf = envProblems;

const PG = "postgres://postgres@127.0.0.1:5432/site";

describe("where rate limits are counted", () => {
  it("chooses Redis when REDIS_URL is set, else PostgreSQL with DATABASE_URL, else memory", () => {
    expect(parseEnv({}).rateLimits).toEqual({
      store: "memory",
      redisUrl: undefined,
      keyPrefix: "kestrel",
    });
    expect(parseEnv({ DATABASE_URL: PG }).rateLimits.store).toBe("postgres");
    expect(
      parseEnv({ DATABASE_URL: PG, REDIS_URL: "redis://127.0.0.1:6379" })
        .rateLimits.store,
    ).toBe("redis");
    expect(
      parseEnv({ REDIS_URL: "rediss://:pw@cache.internal:6380/2" }).rateLimits,
    ).toMatchObject({
      store: "redis",
      redisUrl: "rediss://:pw@cache.internal:6380/2",
    });
    expect(chooseLimiterStore({})).toBe("memory");
  });

  it("lets RATE_LIMIT_STORE force one, and RATE_LIMIT_PREFIX name the keys", () => {
    expect(
      parseEnv({
        DATABASE_URL: PG,
        REDIS_URL: "redis://127.0.0.1:6379",
        RATE_LIMIT_STORE: "postgres",
      }).rateLimits.store,
    ).toBe("postgres");
    expect(
      parseEnv({ DATABASE_URL: PG, RATE_LIMIT_STORE: "memory" }).rateLimits
        .store,
    ).toBe("memory");
    expect(
      parseEnv({ RATE_LIMIT_STORE: " ", RATE_LIMIT_PREFIX: "site-b" })
        .rateLimits,
    ).toMatchObject({ store: "memory", keyPrefix: "site-b" });
  });

  it("refuses a URL that is not Redis's, one line, without echoing it (it may hold a password)", () => {
    for (const value of [
      "http://127.0.0.1:6379",
      "127.0.0.1:6379",
      "redis://",
      "redis://:secret-pw@",
    ]) {
      const problems = problemsOf({ REDIS_URL: value });
      expect(problems, value).toEqual([
        "Invalid environment variable REDIS_URL: must be a Redis URL such as redis://127.0.0.1:6379 (rediss:// for TLS)",
      ]);
    }
  });

  it("refuses a forced store without its server, and an unknown store", () => {
    expect(problemsOf({ RATE_LIMIT_STORE: "redis" })).toEqual([
      'Invalid environment variable RATE_LIMIT_STORE: is redis, which needs REDIS_URL (e.g. redis://127.0.0.1:6379) (got "redis")',
    ]);
    expect(problemsOf({ RATE_LIMIT_STORE: "postgres" })[0]).toMatch(
      /^Invalid environment variable RATE_LIMIT_STORE: is postgres, which needs DATABASE_URL/,
    );
    expect(problemsOf({ RATE_LIMIT_STORE: "memcached" })[0]).toMatch(
      /^Invalid environment variable RATE_LIMIT_STORE: must be one of memory, postgres, redis/,
    );
    expect(problemsOf({ RATE_LIMIT_PREFIX: "has space" })[0]).toMatch(
      /^Invalid environment variable RATE_LIMIT_PREFIX: must be 1 to 40 letters/,
    );
  });
});
