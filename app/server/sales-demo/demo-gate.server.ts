import { createHmac, timingSafeEqual } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { z } from "zod";
import type { Env } from "../env.server";
import { siteCookie } from "../http/site-cookie.server";
import {
  memoryLimiter,
  spendLimit,
  type MakeLimiter,
} from "../security/limiter-store.server";

/**
 * The demo dashboard's gate. The login ID and password are compared
 * here, in constant time, never in the browser. Opening it sets a signed, HttpOnly session
 * cookie (no Max-Age, so it ends with the browser session) that names a fingerprint of the
 * current credentials: changing DEMO_PASSWORD locks every browser out again. An unlock also
 * expires after UNLOCK_MAX_HOURS, since browsers that restore sessions keep session cookies.
 */

type Gate = NonNullable<Env["demo"]["gate"]>;

/** The delay before a mismatch is answered (docs/sales-demo.md, decision 021). */
export const GATE_MISMATCH_DELAY_MS = 500;
export const UNLOCK_MAX_HOURS = 12;
const FAILURE_WINDOW_SECONDS = 600;

function derivedKey(env: Env, purpose: string): string {
  return createHmac("sha256", env.authSecret)
    .update(`kestrel.demo-gate:${purpose}`)
    .digest("base64url");
}

function gateCookie(env: Env) {
  return siteCookie(env.publicUrl, "demo", {
    secrets: [derivedKey(env, "cookie")],
  });
}

/** Binds an unlock to these credentials and this demo. */
function fingerprint(env: Env, gate: Gate): string {
  return createHmac("sha256", derivedKey(env, "fingerprint"))
    .update(`${gate.loginId}\u0000${gate.password}\u0000${env.demo.clientKey}`)
    .digest("base64url");
}

/**
 * True when both match. Each side is hashed first so the comparison takes the same time
 * whatever the lengths, and both comparisons always run (no early exit on the login ID).
 */
export function credentialsMatch(
  gate: Gate,
  loginId: string,
  password: string,
): boolean {
  const digest = (value: string) =>
    createHmac("sha256", "kestrel.demo-gate:compare").update(value).digest();
  const idMatches = timingSafeEqual(digest(loginId), digest(gate.loginId));
  const passwordMatches = timingSafeEqual(
    digest(password),
    digest(gate.password),
  );
  return idMatches && passwordMatches;
}

export async function waitAfterMismatch(): Promise<void> {
  await sleep(GATE_MISMATCH_DELAY_MS);
}

const unlockSchema = z.object({ fp: z.string(), at: z.number().int() });

/** Whether this request carries a valid unlock for the current credentials. */
export async function isUnlocked(
  env: Env,
  request: Request,
  now = Date.now(),
): Promise<boolean> {
  const gate = env.demo.gate;
  if (!gate) return false;
  const cookieHeader = request.headers.get("Cookie");
  const cookie = gateCookie(env);
  if (!cookieHeader?.includes(cookie.name)) return false;
  const parsed = unlockSchema.safeParse(await cookie.parse(cookieHeader));
  if (!parsed.success) return false;
  const fresh =
    parsed.data.at <= now &&
    now - parsed.data.at < UNLOCK_MAX_HOURS * 3_600_000;
  const expected = Buffer.from(fingerprint(env, gate));
  const given = Buffer.from(parsed.data.fp);
  return (
    fresh &&
    given.length === expected.length &&
    timingSafeEqual(given, expected)
  );
}

/** The Set-Cookie that opens the gate for this browser session. */
export async function unlockCookie(
  env: Env,
  now = Date.now(),
): Promise<string> {
  const gate = env.demo.gate;
  if (!gate) throw new Error("The demo gate is not configured");
  return gateCookie(env).serialize({ fp: fingerprint(env, gate), at: now });
}

/** The Set-Cookie that locks it again. */
export async function lockCookie(env: Env): Promise<string> {
  return gateCookie(env).serialize("", { maxAge: 0, expires: new Date(0) });
}

/**
 * Failed attempts per client address (IPv6 per /64, as everywhere else), DEMO_GATE_RATE_LIMIT
 * per 10 minutes. Only failures count: a salesperson who types the password right is never
 * slowed down. Counted in the shared store when several instances run (limiter-store.server.ts).
 *
 * Exact under a burst (docs/access-audit.md): each attempt takes its point before the credentials are
 * checked, in one atomic step of the store, and a right pair gives it back. Checking the count
 * first and recording the failure half a second later let a burst of parallel attempts all
 * pass the check before the first failure was counted.
 */
export type DemoGateLimiter = {
  /** Takes one attempt from the address's budget: null when it may go ahead, else seconds to wait. */
  reserveAttempt(key: string): Promise<number | null>;
  /** A right pair returns the attempt it took: only failures stay counted. */
  releaseAttempt(key: string): Promise<void>;
};

export function createDemoGateLimiter(
  failuresPerWindow: number,
  makeLimiter: MakeLimiter = memoryLimiter,
): DemoGateLimiter {
  if (failuresPerWindow <= 0)
    return { reserveAttempt: async () => null, releaseAttempt: async () => {} };
  const limiter = makeLimiter({
    keyPrefix: "demo-gate-failures",
    points: failuresPerWindow,
    durationSeconds: FAILURE_WINDOW_SECONDS,
  });
  return {
    async reserveAttempt(key) {
      return spendLimit(limiter, key);
    },
    async releaseAttempt(key) {
      await limiter.reward(key, 1);
    },
  };
}
