import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The newsletter's links carry signed tokens (docs/decisions/056-newsletter.md), never a bare id:
 * - a confirmation token (`c1.<subscriber id>.<issued at, ms>.<signature>`) opens the page whose
 *   button confirms; it expires after CONFIRMATION_TOKEN_MAX_AGE_MS, and one issued before the
 *   subscriber's current pending cycle (an older sign-up, before an unsubscribe) confirms
 *   nothing — the caller compares `issuedAt` with `pending_since`;
 * - a preferences token (`p2.<subscriber id>.<version>.<signature>`) opens the preferences page
 *   and the RFC 8058 one-click unsubscribe of one subscriber. It does not expire (an unsubscribe
 *   link in a years-old e-mail must still work) but it is revoked: the caller refuses a version
 *   other than the subscriber's `preferences_version`, which a new subscription cycle moves on
 *   (docs/newsletter.md). A token of the first format, `p1.<subscriber id>.<signature>`, is
 *   version 1.
 * Each purpose signs with its own key derived from the app secret, so one kind of token can
 * never be replayed as the other, nor as another feature's token.
 */
export const CONFIRMATION_TOKEN_MAX_AGE_MS = 48 * 60 * 60 * 1000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type Purpose = "confirm" | "preferences";

function sign(secret: string, purpose: Purpose, payload: string): string {
  const key = createHmac("sha256", secret)
    .update(`newsletter-token:${purpose}`)
    .digest();
  return createHmac("sha256", key).update(payload).digest("base64url");
}

function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

export type NewsletterTokenRefusal = {
  valid: false;
  reason: "missing" | "malformed" | "bad signature" | "expired";
};

export function issueConfirmationToken(
  secret: string,
  subscriberId: string,
  issuedAt = Date.now(),
): string {
  const payload = `c1.${subscriberId}.${issuedAt}`;
  return `${payload}.${sign(secret, "confirm", payload)}`;
}

export function checkConfirmationToken(
  secret: string,
  token: unknown,
  now = Date.now(),
  maxAgeMs = CONFIRMATION_TOKEN_MAX_AGE_MS,
):
  | { valid: true; subscriberId: string; issuedAt: number }
  | NewsletterTokenRefusal {
  if (typeof token !== "string" || token === "")
    return { valid: false, reason: "missing" };
  const parts = token.split(".");
  if (parts.length !== 4 || parts[0] !== "c1")
    return { valid: false, reason: "malformed" };
  const [, subscriberId, issuedAtText, signature] = parts as [
    string,
    string,
    string,
    string,
  ];
  const issuedAt = Number(issuedAtText);
  if (
    !UUID.test(subscriberId) ||
    !/^\d{1,16}$/.test(issuedAtText) ||
    !Number.isSafeInteger(issuedAt)
  )
    return { valid: false, reason: "malformed" };
  const payload = `c1.${subscriberId}.${issuedAtText}`;
  if (!sameSignature(sign(secret, "confirm", payload), signature))
    return { valid: false, reason: "bad signature" };
  // A clock a minute ahead is tolerated; a token from further in the future was not ours.
  if (issuedAt > now + 60_000) return { valid: false, reason: "malformed" };
  if (now - issuedAt > maxAgeMs) return { valid: false, reason: "expired" };
  return { valid: true, subscriberId, issuedAt };
}

export function issuePreferencesToken(
  secret: string,
  subscriberId: string,
  version: number,
): string {
  const payload = `p2.${subscriberId}.${version}`;
  return `${payload}.${sign(secret, "preferences", payload)}`;
}

/** The signature's check only: the caller compares `version` with the subscriber's. */
export function checkPreferencesToken(
  secret: string,
  token: unknown,
):
  | { valid: true; subscriberId: string; version: number }
  | NewsletterTokenRefusal {
  if (typeof token !== "string" || token === "")
    return { valid: false, reason: "missing" };
  const parts = token.split(".");
  const legacy = parts.length === 3 && parts[0] === "p1";
  if (!legacy && !(parts.length === 4 && parts[0] === "p2"))
    return { valid: false, reason: "malformed" };
  const subscriberId = parts[1]!;
  const versionText = legacy ? "1" : parts[2]!;
  const signature = parts.at(-1)!;
  if (!UUID.test(subscriberId) || !/^[1-9]\d{0,8}$/.test(versionText))
    return { valid: false, reason: "malformed" };
  const payload = parts.slice(0, -1).join(".");
  if (!sameSignature(sign(secret, "preferences", payload), signature))
    return { valid: false, reason: "bad signature" };
  return { valid: true, subscriberId, version: Number(versionText) };
}
