import { describe, expect, it } from "vitest";
import { parseEnv } from "../env.server";
import {
  createDemoGateLimiter,
  credentialsMatch,
  isUnlocked,
  lockCookie,
  UNLOCK_MAX_HOURS,
  unlockCookie,
} from "./demo-gate.server";

const secret = "q3v9Z2m7XkP1s8Rt4Wy6Bn0Lc5Hd2Jf7Ga9Ue3Io1";
/** The gate's configuration, with one variable changed where a case says so. */
const gateEnv = (changes: Record<string, string> = {}) =>
  parseEnv({
    BETTER_AUTH_SECRET: secret,
    DEMO_LOGIN_ID: "sales-desk",
    DEMO_PASSWORD: "tidal-basin-orchard-44",
    ...changes,
  });
const env = gateEnv();
const gate = env.demo.gate!;

function withCookie(setCookie: string): Request {
  return new Request("http://localhost/allied", {
    headers: { Cookie: setCookie.split(";")[0]! },
  });
}

describe("credentialsMatch", () => {
  it("accepts only the configured pair", () => {
    expect(credentialsMatch(gate, "sales-desk", "tidal-basin-orchard-44")).toBe(
      true,
    );
    expect(credentialsMatch(gate, "sales-desk", "tidal-basin-orchard-45")).toBe(
      false,
    );
    expect(credentialsMatch(gate, "sales-des", "tidal-basin-orchard-44")).toBe(
      false,
    );
    expect(credentialsMatch(gate, "", "")).toBe(false);
    // Lengths that differ wildly are compared as digests: no throw, no early answer.
    expect(
      credentialsMatch(gate, "x".repeat(5000), "tidal-basin-orchard-44"),
    ).toBe(false);
    expect(credentialsMatch(gate, "SALES-DESK", "tidal-basin-orchard-44")).toBe(
      false,
    );
  });
});

describe("the unlock cookie", () => {
  it("opens the gate for this browser session only: HttpOnly, SameSite=Lax, no lifetime of its own", async () => {
    const cookie = await unlockCookie(env);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).not.toMatch(/max-age|expires/i);
    expect(await isUnlocked(env, withCookie(cookie))).toBe(true);
  });

  it("is refused when tampered with, signed with another secret, or minted for other credentials or another demo", async () => {
    const cookie = await unlockCookie(env);
    const [pair] = cookie.split(";");
    const [name, value] = [
      pair!.slice(0, pair!.indexOf("=")),
      pair!.slice(pair!.indexOf("=") + 1),
    ];
    const forged = `${name}=${Buffer.from(JSON.stringify({ fp: "x", at: Date.now() })).toString("base64")}${value.slice(value.indexOf("."))}`;
    expect(await isUnlocked(env, withCookie(forged))).toBe(false);

    const otherSecret = gateEnv({ BETTER_AUTH_SECRET: `${secret}x` });
    expect(await isUnlocked(otherSecret, withCookie(cookie))).toBe(false);

    const newPassword = gateEnv({ DEMO_PASSWORD: "a-new-password-for-q1" });
    expect(await isUnlocked(newPassword, withCookie(cookie))).toBe(false);

    const otherDemo = gateEnv({ DEMO_CLIENT: "northgate-revenue" });
    expect(await isUnlocked(otherDemo, withCookie(cookie))).toBe(false);
    // Positive control: the same configuration, parsed again, still reads it.
    expect(await isUnlocked(gateEnv(), withCookie(cookie))).toBe(true);
  });

  it(`expires ${UNLOCK_MAX_HOURS} hours after the gate was opened, even in a browser that restores sessions`, async () => {
    const openedAt = Date.now() - UNLOCK_MAX_HOURS * 3_600_000 - 1000;
    const cookie = await unlockCookie(env, openedAt);
    expect(await isUnlocked(env, withCookie(cookie), openedAt + 60_000)).toBe(
      true,
    );
    expect(await isUnlocked(env, withCookie(cookie))).toBe(false);
  });

  it("is cleared by the lock cookie", async () => {
    const cleared = await lockCookie(env);
    expect(cleared).toMatch(/max-age=0/i);
    expect(await isUnlocked(env, withCookie(cleared))).toBe(false);
  });

  it("uses the __Host- prefix and Secure on https", async () => {
    const https = gateEnv({ PUBLIC_URL: "https://www.kestrel.test" });
    const cookie = await unlockCookie(https);
    expect(cookie).toMatch(
      /^__Host-kestrel\.demo=.*; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
  });
});

describe("the gate's failure limit", () => {
  it("refuses an address's attempt after N, leaves other addresses alone, and a right pair gives its attempt back", async () => {
    const limiter = createDemoGateLimiter(3);
    expect(await limiter.reserveAttempt("a")).toBeNull();
    expect(await limiter.reserveAttempt("a")).toBeNull();
    // The third attempt was the right pair: it is not counted.
    expect(await limiter.reserveAttempt("a")).toBeNull();
    await limiter.releaseAttempt("a");
    expect(await limiter.reserveAttempt("a")).toBeNull();
    const wait = await limiter.reserveAttempt("a");
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(600);
    expect(await limiter.reserveAttempt("b")).toBeNull();
  });

  it("is exact when attempts arrive at once", async () => {
    const limiter = createDemoGateLimiter(10);
    const verdicts = await Promise.all(
      Array.from({ length: 40 }, () => limiter.reserveAttempt("a")),
    );
    expect(verdicts.filter((verdict) => verdict === null)).toHaveLength(10);
  });

  it("never blocks when turned off", async () => {
    const limiter = createDemoGateLimiter(0);
    for (let i = 0; i < 20; i++)
      expect(await limiter.reserveAttempt("a")).toBeNull();
  });
});
