import { intlFor } from "~/i18n/intl";
import { formatMessage, type Message } from "~/i18n/message";
import { describe, expect, it } from "vitest";
import {
  createAuthThrottle,
  throttledMessage,
  type AuthThrottleLimits,
  type SignInAttempt,
} from "./auth-throttle.server";
import { DEVICE_TOKEN_MAX_AGE_SECONDS } from "./device-token.server";

const secret = "test-secret-0123456789abcdef";
const minutes = (n: number) => ({ durationSeconds: n * 60 });
const small: Partial<AuthThrottleLimits> = {
  signInDevice: { points: 3, ...minutes(15) },
  signInUntrusted: { points: 5, ...minutes(15) },
  signInIp: { points: 8, ...minutes(15) },
  password_reset: {
    ip: { points: 4, ...minutes(60) },
    account: { points: 2, ...minutes(60) },
  },
};
const owner = "owner@ministry.gov";

/** One failed sign-in, the way the caller drives the throttle. */
async function fail(
  throttle: ReturnType<typeof createAuthThrottle>,
  attempt: SignInAttempt,
) {
  const verdict = await throttle.beforeSignIn(attempt);
  if (verdict.allowed) await throttle.afterSignInFailure(attempt);
  return verdict;
}

describe("auth throttle: sign-in", () => {
  it("lets the owner keep signing in on a known device while attackers exhaust the untrusted budget from many IPs", async () => {
    const throttle = createAuthThrottle({ secret, limits: small });
    const ownerIp = "10.0.0.1";
    const { deviceToken } = await throttle.afterSignInSuccess({
      email: owner,
      ip: ownerIp,
    });

    const verdicts = [];
    for (let i = 0; i < 20; i++)
      verdicts.push(
        await fail(throttle, { email: owner, ip: `203.0.113.${i}` }),
      );
    expect(verdicts.slice(0, 5).every((v) => v.allowed)).toBe(true);
    expect(verdicts.slice(5).every((v) => !v.allowed)).toBe(true);
    // A new browser without a device token is refused too, with a wait…
    const fresh = await throttle.beforeSignIn({ email: owner, ip: ownerIp });
    expect(fresh).toMatchObject({ allowed: false });
    if (!fresh.allowed)
      expect(fresh.retryAfterSeconds).toBeGreaterThan(14 * 60);
    // …but the owner's own browser is not, even from the attackers' addresses.
    for (const ip of [ownerIp, "203.0.113.1"]) {
      const attempt = { email: owner, ip, deviceToken: deviceToken.value };
      expect(await throttle.beforeSignIn(attempt)).toEqual({ allowed: true });
      await throttle.afterSignInSuccess(attempt);
    }
  });

  it("treats a forged, altered or other account's device token as no token", async () => {
    const throttle = createAuthThrottle({ secret, limits: small });
    const { deviceToken: foreign } = await throttle.afterSignInSuccess({
      email: "someone.else@ministry.gov",
      ip: "10.0.0.2",
    });
    const otherSecret = createAuthThrottle({
      secret: "another-secret-0123456789",
      limits: small,
    }).issueDeviceToken(owner);
    const genuine = throttle.issueDeviceToken(owner).value;
    const altered =
      genuine.slice(0, -2) + (genuine.endsWith("AA") ? "BB" : "AA");
    for (let i = 0; i < 5; i++)
      await fail(throttle, { email: owner, ip: `198.51.100.${i}` });

    for (const token of [
      foreign.value,
      otherSecret.value,
      altered,
      "d1.garbage",
      "",
    ]) {
      expect(
        await throttle.beforeSignIn({
          email: owner,
          ip: "10.0.0.3",
          deviceToken: token,
        }),
        token,
      ).toMatchObject({ allowed: false });
    }
    expect(
      await throttle.beforeSignIn({
        email: owner,
        ip: "10.0.0.3",
        deviceToken: genuine,
      }),
    ).toEqual({ allowed: true });
  });

  it("refuses an expired device token", async () => {
    let clock = Date.parse("2026-01-01T00:00:00Z");
    const throttle = createAuthThrottle({
      secret,
      limits: small,
      now: () => clock,
    });
    const token = throttle.issueDeviceToken(owner).value;
    for (let i = 0; i < 5; i++)
      await fail(throttle, { email: owner, ip: `198.51.100.${i}` });
    clock += (DEVICE_TOKEN_MAX_AGE_SECONDS - 60) * 1000;
    expect(
      await throttle.beforeSignIn({
        email: owner,
        ip: "10.0.0.3",
        deviceToken: token,
      }),
    ).toEqual({ allowed: true });
    clock += 120 * 1000;
    expect(
      await throttle.beforeSignIn({
        email: owner,
        ip: "10.0.0.3",
        deviceToken: token,
      }),
    ).toMatchObject({ allowed: false });
  });

  it("limits a device by its own failures, and a success resets them", async () => {
    const throttle = createAuthThrottle({ secret, limits: small });
    const token = throttle.issueDeviceToken(owner).value;
    const attempt = { email: owner, ip: "10.0.0.1", deviceToken: token };
    expect(await fail(throttle, attempt)).toEqual({ allowed: true });
    expect(await fail(throttle, attempt)).toEqual({ allowed: true });
    // The third failure uses up the device's budget: the caller learns it at once.
    expect(await throttle.beforeSignIn(attempt)).toEqual({ allowed: true });
    expect(await throttle.afterSignInFailure(attempt)).toMatchObject({
      allowed: false,
    });
    expect(await throttle.beforeSignIn(attempt)).toMatchObject({
      allowed: false,
    });

    const second = createAuthThrottle({ secret, limits: small });
    const device = {
      email: owner,
      ip: "10.0.0.1",
      deviceToken: second.issueDeviceToken(owner).value,
    };
    await fail(second, device);
    await fail(second, device);
    expect(await second.beforeSignIn(device)).toEqual({ allowed: true });
    await second.afterSignInSuccess(device);
    for (let i = 0; i < 3; i++)
      expect(await fail(second, device)).toEqual({ allowed: true });
    expect(await second.beforeSignIn(device)).toMatchObject({ allowed: false });
  });

  it("limits one IP across addresses, generously, and gives a success its point back", async () => {
    const throttle = createAuthThrottle({ secret, limits: small });
    const ip = "192.0.2.10";
    for (let i = 0; i < 7; i++)
      expect(
        await fail(throttle, { email: `staff${i}@ministry.gov`, ip }),
      ).toEqual({ allowed: true });
    // Successful sign-ins from the shared address do not use up its budget.
    for (let i = 0; i < 20; i++) {
      const attempt = { email: `colleague${i}@ministry.gov`, ip };
      expect(await throttle.beforeSignIn(attempt)).toEqual({ allowed: true });
      await throttle.afterSignInSuccess(attempt);
    }
    expect(await fail(throttle, { email: "staff7@ministry.gov", ip })).toEqual({
      allowed: true,
    });
    expect(
      await throttle.beforeSignIn({ email: "staff8@ministry.gov", ip }),
    ).toMatchObject({ allowed: false });
    // One IPv6 subscriber is its /64, not each address in it.
    const v6 = createAuthThrottle({ secret, limits: small });
    for (let i = 0; i < 8; i++)
      await fail(v6, {
        email: `p${i}@ministry.gov`,
        ip: `2001:db8:1:2::${i + 1}`,
      });
    expect(
      await v6.beforeSignIn({
        email: "p9@ministry.gov",
        ip: "2001:db8:1:2:ffff::9",
      }),
    ).toMatchObject({ allowed: false });
    expect(
      await v6.beforeSignIn({
        email: "p9@ministry.gov",
        ip: "2001:db8:1:3::1",
      }),
    ).toEqual({ allowed: true });
  });

  it("does not charge a refused attempt to the IP", async () => {
    const throttle = createAuthThrottle({ secret, limits: small });
    const ip = "192.0.2.20";
    for (let i = 0; i < 5; i++)
      await fail(throttle, { email: owner, ip: `198.51.100.${i}` });
    for (let i = 0; i < 20; i++)
      expect(await throttle.beforeSignIn({ email: owner, ip })).toMatchObject({
        allowed: false,
      });
    for (let i = 0; i < 8; i++)
      expect(await fail(throttle, { email: `x${i}@ministry.gov`, ip })).toEqual(
        { allowed: true },
      );
  });

  it("counts parallel attempts before any of them finishes", async () => {
    const throttle = createAuthThrottle({ secret, limits: small });
    const verdicts = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        throttle.beforeSignIn({ email: owner, ip: `203.0.113.${i}` }),
      ),
    );
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(5);
  });

  it("treats unknown and known addresses identically, and every spelling of one address as one", async () => {
    const throttle = createAuthThrottle({ secret, limits: small });
    await throttle.afterSignInSuccess({ email: owner, ip: "10.0.0.1" }); // the known account
    const run = async (email: string, ipBase: string) => {
      const seen = [];
      for (let i = 0; i < 7; i++)
        seen.push(await fail(throttle, { email, ip: `${ipBase}.${i}` }));
      return seen.map((v) =>
        v.allowed
          ? "allowed"
          : `refused ${Math.round(v.retryAfterSeconds / 60)}`,
      );
    };
    expect(await run(owner, "203.0.113")).toEqual(
      await run("nobody-here@ministry.gov", "198.51.100"),
    );
    expect(
      await throttle.beforeSignIn({
        email: "  OWNER@Ministry.gov ",
        ip: "10.9.9.9",
      }),
    ).toMatchObject({ allowed: false });
  });
});

describe("auth throttle: other account actions", () => {
  it("limits per account and per IP, with a retry time", async () => {
    const throttle = createAuthThrottle({ secret, limits: small });
    const first = { ip: "192.0.2.1", account: owner };
    expect(await throttle.consume("password_reset", first)).toEqual({
      allowed: true,
    });
    expect(
      await throttle.consume("password_reset", { ...first, ip: "192.0.2.2" }),
    ).toEqual({ allowed: true });
    const refused = await throttle.consume("password_reset", {
      ...first,
      ip: "192.0.2.3",
    });
    expect(refused).toMatchObject({ allowed: false });
    if (!refused.allowed)
      expect(refused.retryAfterSeconds).toBeGreaterThan(59 * 60);
    // Other addresses from the same IP still go through, up to the IP's budget (the refused one cost nothing).
    for (const account of [
      "a@ministry.gov",
      "b@ministry.gov",
      "c@ministry.gov",
    ])
      expect(
        await throttle.consume("password_reset", { ip: "192.0.2.1", account }),
        account,
      ).toEqual({ allowed: true });
    expect(
      await throttle.consume("password_reset", {
        ip: "192.0.2.1",
        account: "d@ministry.gov",
      }),
    ).toMatchObject({ allowed: false });
    expect(
      await throttle.consume("password_reset", { ip: "192.0.2.1" }),
    ).toMatchObject({ allowed: false });
    // Each kind has its own budget.
    expect(
      await throttle.consume("verification", {
        ip: "192.0.2.1",
        account: owner,
      }),
    ).toEqual({ allowed: true });
  });

  it("refuses a limit that would disable or break a counter", () => {
    expect(() =>
      createAuthThrottle({
        secret,
        limits: { signInIp: { points: 0, durationSeconds: 60 } },
      }),
    ).toThrow(/sign-in-ip/);
    expect(() => createAuthThrottle({ secret: "short" })).toThrow(/secret/);
  });
});

const english = (said: Message) => formatMessage(intlFor("en"), said);

describe("throttledMessage", () => {
  it("says it in French to a French reader", () => {
    expect(formatMessage(intlFor("fr"), throttledMessage("sign_in", 900))).toBe(
      "Trop de tentatives de connexion. Veuillez patienter 15 minutes et réessayer, ou réinitialiser votre mot de passe.",
    );
  });

  it("says when to come back and what else to do, never whether the account exists", () => {
    expect(english(throttledMessage("sign_in", 900))).toBe(
      "Too many sign-in attempts. Please wait 15 minutes and try again, or reset your password.",
    );
    expect(english(throttledMessage("password_reset", 30))).toBe(
      "Too many password reset requests. Please wait 1 minute and try again.",
    );
    expect(english(throttledMessage("verification", 3 * 3600))).toBe(
      "Too many verification e-mails requested. Please wait 3 hours and try again.",
    );
    expect(english(throttledMessage("second_factor", 61))).toBe(
      "Too many codes tried. Please wait 2 minutes and try again.",
    );
    expect(english(throttledMessage("sign_up", 600))).toBe(
      "Too many sign-up attempts. Please wait 10 minutes and try again.",
    );
  });
});
