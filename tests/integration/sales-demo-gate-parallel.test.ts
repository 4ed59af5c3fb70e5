import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { demoLayoutAction } from "~/server/sales-demo/demo-layout.handler.server";
import type { LimiterStoreKind } from "~/server/security/limiter-env.server";
import { CookieJar, callRoute, post } from "../support/account-session";
import { startTestServices } from "../support/app-services";
import { testDbKind } from "../support/test-database";

/**
 * docs/access-audit.md: the /allied gate's failure limit is exact under a burst. 40 wrong attempts fired
 * at once from one address with DEMO_GATE_RATE_LIMIT=10 get exactly 10 mismatches (401) and
 * 30 refusals (429 with Retry-After), whichever store counts them: this process's memory,
 * Redis (127.0.0.1:6379), and PostgreSQL's rate_limits table on the PostgreSQL project.
 * Checking the count and recording the failure separately let every attempt of a burst
 * through before the first failure was counted.
 */
const LOGIN = "sales-desk";
const PASSWORD = "tidal-basin-orchard-44";
const LIMIT = 10;
const ATTEMPTS = 40;
// Parallel runs share the one Redis: keys of this run only.
const PREFIX = `gate-${Date.now().toString(36)}-${randomBytes(3).toString("hex")}`;

const stores: LimiterStoreKind[] =
  testDbKind() === "postgres"
    ? ["memory", "redis", "postgres"]
    : ["memory", "redis"];

let stop: (() => Promise<void>) | undefined;
afterAll(async () => stop?.());

describe.each(stores)("40 wrong attempts at once, counted in %s", (store) => {
  it("answers exactly 10 mismatches and 30 refusals; then even the right pair waits", async () => {
    await stop?.();
    const started = await startTestServices({
      DEMO_LOGIN_ID: LOGIN,
      DEMO_PASSWORD: PASSWORD,
      DEMO_GATE_RATE_LIMIT: String(LIMIT),
      RATE_LIMIT_STORE: store,
      RATE_LIMIT_PREFIX: `${PREFIX}-${store}`,
      ...(store === "redis" ? { REDIS_URL: "redis://127.0.0.1:6379" } : {}),
    });
    stop = started.stop;
    expect(started.services.env.rateLimits.store).toBe(store);

    const ip = "203.0.113.77";
    const answers = await Promise.all(
      Array.from({ length: ATTEMPTS }, (_, i) =>
        callRoute(
          demoLayoutAction,
          post("/allied", { loginId: LOGIN, password: `wrong-${i}` }),
          new CookieJar(),
          ip,
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(
      ATTEMPTS - LIMIT,
    );
    for (const answer of answers.filter((a) => a.status === 429))
      expect(Number(answer.headers.get("Retry-After"))).toBeGreaterThan(0);

    const right = await callRoute(
      demoLayoutAction,
      post("/allied", { loginId: LOGIN, password: PASSWORD }),
      new CookieJar(),
      ip,
    );
    expect(right.status).toBe(429);
    // Another address is not affected, and the right pair opens the gate there.
    const elsewhere = await callRoute(
      demoLayoutAction,
      post("/allied", { loginId: LOGIN, password: PASSWORD }),
      new CookieJar(),
      "203.0.113.78",
    );
    expect(elsewhere.status).toBe(302);
  }, 120_000);
});
