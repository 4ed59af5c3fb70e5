import { createHmac } from "node:crypto";
import { mailboxKey } from "~/domain/forms/mailbox-key";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { spendLimit, type MakeLimiter } from "./limiter-store.server";

/**
 * Requests that send mail to a typed address, per address: the newsletter's sign-up
 * (docs/newsletter.md) and privacy requests' codes (decision 072). The per-IP form budget stops
 * one network's flood; this stops many networks taking turns at one victim's address. Counted in
 * the shared limit store (docs/decisions/024-shared-rate-limits.md), so every instance sees the
 * same count.
 */
export const ADDRESS_POINTS = 5;
export const ADDRESS_WINDOW_SECONDS = 3600;

export type AddressLimiter = {
  /** null when allowed, else the seconds until one more is allowed. */
  consume(email: string): Promise<number | null>;
};

/**
 * The store's key is a keyed hash of the address's mailbox (mailboxKey: lower case, no `+tag`, no
 * dots where the provider ignores them, so `victim+1@` … `victim+7@` count as one), never the
 * address: the limit table is not a second list of who signed up.
 */
export function createAddressLimiter(
  makeLimiter: MakeLimiter,
  secret: string,
  points = ADDRESS_POINTS,
  scope = "newsletter-address",
): AddressLimiter {
  const limiter: RateLimiterAbstract = makeLimiter({
    keyPrefix: scope,
    points,
    durationSeconds: ADDRESS_WINDOW_SECONDS,
  });
  return {
    async consume(email) {
      const key = createHmac("sha256", secret)
        .update(`${scope}:${mailboxKey(email)}`)
        .digest("base64url");
      return spendLimit(limiter, key);
    },
  };
}
