import { createHash, timingSafeEqual } from "node:crypto";

/**
 * `Authorization: Bearer <token>` against METRICS_TOKEN, in constant time: both sides are
 * hashed to 32 bytes first, so neither the comparison nor an early length check tells a
 * guesser how much of the token was right.
 */
export function bearerTokenMatches(
  authorization: string | undefined,
  expected: string,
): boolean {
  const presented = bearerToken(authorization);
  const a = createHash("sha256")
    .update(presented ?? "")
    .digest();
  const b = createHash("sha256").update(expected).digest();
  // Evaluated in full either way; a missing token never matches, even an empty expected one.
  const equal = timingSafeEqual(a, b);
  return presented !== null && expected.length > 0 && equal;
}

/** The token of a Bearer credential (the scheme is case-insensitive, RFC 7235), or null. */
export function bearerToken(authorization: string | undefined): string | null {
  if (!authorization) return null;
  const match = /^Bearer +([\x21-\x7e]+) *$/i.exec(authorization);
  return match?.[1] ?? null;
}
