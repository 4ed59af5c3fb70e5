import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { TokenFormKind } from "~/domain/forms/consent";

/**
 * A token rendered into every public form: it says when the form was rendered (for the
 * minimum fill time and its expiry) and carries a random key (half of the idempotency key;
 * the other half is the content, see idempotency-key.server.ts). Signed, so neither part
 * can be forged.
 */
const VERSION = "v1";

function sign(
  secret: string,
  form: TokenFormKind,
  issuedAt: number,
  key: string,
): string {
  return createHmac("sha256", secret)
    .update(`${VERSION}:${form}:${issuedAt}:${key}`)
    .digest("base64url");
}

export function issueFormToken(
  secret: string,
  form: TokenFormKind,
  now = Date.now(),
): string {
  const key = randomBytes(16).toString("base64url");
  return [VERSION, now, key, sign(secret, form, now, key)].join(".");
}

export type FormTokenCheck =
  | { valid: true; issuedAt: number; key: string }
  | {
      valid: false;
      reason:
        | "missing"
        | "malformed"
        | "bad signature"
        | "from the future"
        | "expired";
    };

/**
 * Checks a posted token. `maxAgeMs` bounds how long a rendered form is accepted: an old page
 * (or a copy a cache kept) must not be posted for ever with the same key.
 */
export function checkFormToken(
  secret: string,
  form: TokenFormKind,
  token: unknown,
  now = Date.now(),
  maxAgeMs = Number.POSITIVE_INFINITY,
): FormTokenCheck {
  if (typeof token !== "string" || token === "")
    return { valid: false, reason: "missing" };
  const parts = token.split(".");
  if (parts.length !== 4 || parts[0] !== VERSION)
    return { valid: false, reason: "malformed" };
  const [, issuedAtText, key, signature] = parts as [
    string,
    string,
    string,
    string,
  ];
  const issuedAt = Number(issuedAtText);
  if (!Number.isSafeInteger(issuedAt) || !/^[A-Za-z0-9_-]{16,64}$/.test(key))
    return { valid: false, reason: "malformed" };
  const expected = Buffer.from(sign(secret, form, issuedAt, key));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { valid: false, reason: "bad signature" };
  if (issuedAt > now + 60_000)
    return { valid: false, reason: "from the future" };
  if (now - issuedAt > maxAgeMs) return { valid: false, reason: "expired" };
  return { valid: true, issuedAt, key };
}
