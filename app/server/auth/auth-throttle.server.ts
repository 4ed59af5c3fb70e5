import { message, type Message } from "~/i18n/message";
import {
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import { rateLimitClientKey } from "../security/client-key.server";
import {
  memoryLimiter,
  retryAfterSecondsOf,
  type MakeLimiter,
} from "../security/limiter-store.server";
import {
  emailDigest,
  issueDeviceToken,
  verifyDeviceToken,
  type DeviceCookie,
} from "./device-token.server";

/**
 * Anti-automation for the account forms (ASVS 5.0 6.1.1 / 6.3.1; ASVS 4 2.2.1), built so an
 * attacker cannot lock the owner out (OWASP device cookies, device-token.server.ts):
 *
 * - Sign-in with a valid device token for that address counts only against that device's
 *   own failures. Without one, attempts share the account's "untrusted" counter and the
 *   client IP's. An attack from many IPs that exhausts the untrusted budget leaves the owner
 *   signing in from any browser they used before.
 * - Per IP is generous (a ministry's staff share one NAT address), per account strict.
 * - Counters are keyed by a keyed hash of the normalized address, never by whether the
 *   account exists: unknown addresses are throttled exactly like known ones.
 * - An attempt is counted when it starts (beforeSignIn), so parallel attempts cannot all
 *   slip past a count that is only written after the slow password check; a success
 *   gives its point back. A refused attempt costs nothing.
 */
export type ThrottleLimit = { points: number; durationSeconds: number };
export type ConsumeKind =
  | "sign_up"
  | "password_reset"
  | "verification"
  | "second_factor"
  | "account_password";
export type ThrottleKind = "sign_in" | ConsumeKind;

export type AuthThrottleLimits = {
  /** Failed sign-ins from one trusted device (a valid device token for that address). */
  signInDevice: ThrottleLimit;
  /** Failed sign-ins to one address from every browser without a device token, together. */
  signInUntrusted: ThrottleLimit;
  /** Failed untrusted sign-ins from one client IP (IPv6: its /64), whatever the address. */
  signInIp: ThrottleLimit;
} & Record<ConsumeKind, { ip: ThrottleLimit; account: ThrottleLimit }>;

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Defaults. Sign-in: 10 untrusted failures per 15 minutes per account is at most 40 an hour,
 * within ASVS 4 2.2.1's 100; 100 failures per 15 minutes per IP leaves room for a whole
 * ministry behind one address mistyping passwords. Second-factor codes: 10 tries per 15
 * minutes against a 6-digit code is under one chance in 25,000 a day.
 */
export const DEFAULT_AUTH_THROTTLE_LIMITS: AuthThrottleLimits = {
  signInDevice: { points: 10, durationSeconds: 15 * MINUTE },
  signInUntrusted: { points: 10, durationSeconds: 15 * MINUTE },
  signInIp: { points: 100, durationSeconds: 15 * MINUTE },
  sign_up: {
    ip: { points: 20, durationSeconds: HOUR },
    account: { points: 5, durationSeconds: HOUR },
  },
  password_reset: {
    ip: { points: 20, durationSeconds: HOUR },
    account: { points: 5, durationSeconds: HOUR },
  },
  verification: {
    ip: { points: 20, durationSeconds: HOUR },
    account: { points: 5, durationSeconds: HOUR },
  },
  second_factor: {
    ip: { points: 50, durationSeconds: 15 * MINUTE },
    account: { points: 10, durationSeconds: 15 * MINUTE },
  },
  // Password-checked actions of a signed-in account (/account: change the password, set up or
  // turn off MFA): a stolen session cookie must not buy unlimited guesses at the password.
  account_password: {
    ip: { points: 30, durationSeconds: 15 * MINUTE },
    account: { points: 10, durationSeconds: 15 * MINUTE },
  },
};

/**
 * Makes one counter. The default keeps counts in this process's memory; the app passes the
 * shared store's (limiter-store.server.ts): the keys are already namespaced by keyPrefix.
 */
export type ThrottleStore = MakeLimiter;

export const memoryThrottleStore: ThrottleStore = memoryLimiter;

export type AuthThrottleOptions = {
  /** The auth secret (BETTER_AUTH_SECRET): keys device tokens and the hashes of addresses. */
  secret: string;
  limits?: Partial<AuthThrottleLimits>;
  store?: ThrottleStore;
  /** The clock for device tokens (tests). */
  now?: () => number;
};

export type SignInAttempt = {
  email: string;
  /** The client address as Express resolved it (TRUST_PROXY). */
  ip: string;
  /** The device cookie's value, if the browser sent one. */
  deviceToken?: string | null;
};

export type ThrottleVerdict =
  { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type AuthThrottle = {
  /** Call before checking the password: counts the attempt, or refuses it. */
  beforeSignIn(attempt: SignInAttempt): Promise<ThrottleVerdict>;
  /**
   * Call when the password was wrong (or the address unknown). The attempt already counts
   * (beforeSignIn): this reads whether it used up the budget, so the caller can say so now
   * (throttledMessage) rather than after one more wasted try.
   */
  afterSignInFailure(attempt: SignInAttempt): Promise<ThrottleVerdict>;
  /** Call when the password was right: gives the attempt back, resets the device, issues a new device token. */
  afterSignInSuccess(
    attempt: SignInAttempt,
  ): Promise<{ deviceToken: DeviceCookie }>;
  /** A device token for an address whose owner proved control another way (e.g. a completed password reset). */
  issueDeviceToken(email: string): DeviceCookie;
  /** One sign-up, reset request, verification resend, second-factor code or password check, per IP and (when given) per account. */
  consume(
    kind: ConsumeKind,
    keys: { ip: string; account?: string | null },
  ): Promise<ThrottleVerdict>;
};

export function createAuthThrottle(options: AuthThrottleOptions): AuthThrottle {
  const { secret, store = memoryThrottleStore, now = Date.now } = options;
  if (secret.length < 16)
    throw new Error(
      "createAuthThrottle needs the auth secret (at least 16 characters)",
    );
  const limits: AuthThrottleLimits = {
    ...DEFAULT_AUTH_THROTTLE_LIMITS,
    ...options.limits,
  };
  const counter = (keyPrefix: string, limit: ThrottleLimit) => {
    if (
      !Number.isInteger(limit.points) ||
      limit.points < 1 ||
      !(limit.durationSeconds > 0)
    ) {
      throw new Error(
        `Throttle limit ${keyPrefix} needs a positive whole number of points and a positive duration`,
      );
    }
    return store({
      keyPrefix: `auth-throttle:${keyPrefix}`,
      points: limit.points,
      durationSeconds: limit.durationSeconds,
    });
  };
  const device = counter("sign-in-device", limits.signInDevice);
  const untrusted = counter("sign-in-untrusted", limits.signInUntrusted);
  const signInIp = counter("sign-in-ip", limits.signInIp);
  const perKind = Object.fromEntries(
    (
      [
        "sign_up",
        "password_reset",
        "verification",
        "second_factor",
        "account_password",
      ] as const
    ).map((kind) => [
      kind,
      {
        ip: counter(`${kind}-ip`, limits[kind].ip),
        account: counter(`${kind}-account`, limits[kind].account),
      },
    ]),
  ) as Record<
    ConsumeKind,
    { ip: RateLimiterAbstract; account: RateLimiterAbstract }
  >;

  const accountKey = (value: string) => emailDigest(secret, value);
  const ipKey = (ip: string) => rateLimitClientKey(ip);
  /** The counters an attempt is charged to: its device alone, or the account's untrusted budget and its IP. */
  const chargesOf = (attempt: SignInAttempt): Charge[] => {
    const deviceId = verifyDeviceToken(
      secret,
      attempt.email,
      attempt.deviceToken,
      now(),
    );
    if (deviceId !== null)
      return [
        { limiter: device, key: `${accountKey(attempt.email)}:${deviceId}` },
      ];
    return [
      { limiter: untrusted, key: accountKey(attempt.email) },
      { limiter: signInIp, key: ipKey(attempt.ip) },
    ];
  };

  return {
    beforeSignIn: (attempt) => consumeAll(chargesOf(attempt)),

    async afterSignInFailure(attempt) {
      const charges = chargesOf(attempt);
      const states = await Promise.all(
        charges.map(({ limiter, key }) => limiter.get(key)),
      );
      const exhausted = states.filter(
        (state): state is RateLimiterRes =>
          state !== null && state.remainingPoints <= 0,
      );
      if (exhausted.length === 0) return { allowed: true };
      return {
        allowed: false,
        retryAfterSeconds: Math.max(...exhausted.map(retryAfterSecondsOf)),
      };
    },

    async afterSignInSuccess(attempt) {
      const charges = chargesOf(attempt);
      const [first] = charges;
      if (charges.length === 1 && first) await first.limiter.delete(first.key);
      else await Promise.all(charges.map(giveBack));
      return { deviceToken: issueDeviceToken(secret, attempt.email, now()) };
    },

    issueDeviceToken: (email) => issueDeviceToken(secret, email, now()),

    consume(kind, keys) {
      const limiters = perKind[kind];
      const charges: Charge[] = [];
      if (keys.account)
        charges.push({
          limiter: limiters.account,
          key: accountKey(keys.account),
        });
      charges.push({ limiter: limiters.ip, key: ipKey(keys.ip) });
      return consumeAll(charges);
    },
  };
}

type Charge = { limiter: RateLimiterAbstract; key: string };

/** Takes one point from each counter in turn; when one refuses, the points already taken are given back. */
async function consumeAll(charges: Charge[]): Promise<ThrottleVerdict> {
  const taken: Charge[] = [];
  for (const charge of charges) {
    try {
      await charge.limiter.consume(charge.key);
      taken.push(charge);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      // The refused point was counted too: the refused attempt costs nothing anywhere.
      await Promise.all([...taken, charge].map(giveBack));
      return {
        allowed: false,
        retryAfterSeconds: retryAfterSecondsOf(rejection),
      };
    }
  }
  return { allowed: true };
}

/** Returns one point, never below zero (a success without a counted attempt earns no credit). */
async function giveBack({ limiter, key }: Charge): Promise<void> {
  const state = await limiter.get(key);
  if (state && state.consumedPoints > 0) await limiter.reward(key);
}

/**
 * What a refused person reads. Says when to come back and what else they can do, never
 * whether the address has an account. Waits under 90 minutes are in minutes, longer in hours.
 */
export function throttledMessage(
  kind: ThrottleKind,
  retryAfterSeconds: number,
): Message {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const wait =
    minutes < 90
      ? { unit: "minutes", minutes, hours: 0 }
      : { unit: "hours", minutes, hours: Math.ceil(minutes / 60) };
  return message(`account.throttle.${kind}`, wait);
}
