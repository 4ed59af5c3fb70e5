import { createHmac, randomInt, timingSafeEqual } from "node:crypto";

/**
 * The 6-digit codes that prove an address (decision 072). Stored as an HMAC under a key derived
 * from the server secret and bound to the request, so a copy of the database alone cannot try
 * the million codes offline, and a code for one request proves nothing for another.
 */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

export function codeHashOf(
  secret: string,
  requestId: string,
  code: string,
): string {
  const key = createHmac("sha256", secret).update("privacy-code-v1").digest();
  return createHmac("sha256", key).update(`${requestId}:${code}`).digest("hex");
}

export function codeMatches(
  secret: string,
  requestId: string,
  code: string,
  storedHash: string,
): boolean {
  const given = Buffer.from(codeHashOf(secret, requestId, code), "hex");
  const stored = Buffer.from(storedHash, "hex");
  return given.length === stored.length && timingSafeEqual(given, stored);
}
