import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * Device tokens (OWASP "Slow down online guessing attacks with device cookies"): after a
 * successful sign-in the browser gets a token that proves "this browser has signed in to
 * this account before". The token names no account: it is an HMAC, keyed by the auth
 * secret, over a hash of the normalized e-mail, a random nonce and the issue time, so it
 * is valid only for the address it was issued for and cannot be forged or moved to another.
 *
 * Format: `d1.<nonce>.<issued, seconds>.<mac>` (base64url and digits: safe in a cookie).
 */
export const DEVICE_TOKEN_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;
const VERSION = "d1";
const NONCE_BYTES = 16;
/** Clocks of several instances disagree a little; a token from further ahead is forged. */
const CLOCK_SKEW_SECONDS = 300;
const TOKEN_PATTERN =
  /^d1\.([A-Za-z0-9_-]{22})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

export type DeviceCookie = {
  /** The cookie's value. Name and attributes (HttpOnly, Secure, SameSite, Path) are the caller's. */
  value: string;
  maxAgeSeconds: number;
};

/** Trimmed, Unicode-normalized, lower-cased: the one spelling an address is counted under. */
export function normalizeEmail(email: string): string {
  return email.trim().normalize("NFC").toLowerCase();
}

/** A keyed hash of an address: counters and tokens never hold the address itself. */
export function emailDigest(secret: string, email: string): string {
  return createHmac("sha256", secret)
    .update(`account|${normalizeEmail(email)}`)
    .digest("base64url");
}

export function issueDeviceToken(
  secret: string,
  email: string,
  nowMs: number,
): DeviceCookie {
  const nonce = randomBytes(NONCE_BYTES).toString("base64url");
  const issued = String(Math.floor(nowMs / 1000));
  return {
    value: `${VERSION}.${nonce}.${issued}.${mac(secret, email, nonce, issued)}`,
    maxAgeSeconds: DEVICE_TOKEN_MAX_AGE_SECONDS,
  };
}

/**
 * The token's device id (its nonce) when the token is genuine, unexpired and was issued for
 * this address; null for anything else (absent, malformed, forged, expired, another account's).
 */
export function verifyDeviceToken(
  secret: string,
  email: string,
  token: string | null | undefined,
  nowMs: number,
): string | null {
  if (!token) return null;
  const parts = TOKEN_PATTERN.exec(token);
  if (!parts) return null;
  const [, nonce = "", issued = "", given = ""] = parts;
  const age = Math.floor(nowMs / 1000) - Number(issued);
  if (age > DEVICE_TOKEN_MAX_AGE_SECONDS || age < -CLOCK_SKEW_SECONDS)
    return null;
  const expected = Buffer.from(mac(secret, email, nonce, issued), "base64url");
  const received = Buffer.from(given, "base64url");
  if (
    received.length !== expected.length ||
    !timingSafeEqual(received, expected)
  )
    return null;
  return nonce;
}

function mac(
  secret: string,
  email: string,
  nonce: string,
  issued: string,
): string {
  return createHmac("sha256", secret)
    .update(`${VERSION}|${emailDigest(secret, email)}|${nonce}|${issued}`)
    .digest("base64url");
}
