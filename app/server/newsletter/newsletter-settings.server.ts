import type { NewsletterDriverOptions } from "./newsletter-driver.server";

/**
 * The newsletter driver's fixed settings (docs/decisions/056-newsletter.md). The pace is the
 * send's own `rate_per_second`; these bound how a driver works:
 * - a slice of at most 10 s, so the job worker gets back to other jobs between slices;
 * - a 30 s lease on the send, renewed before every message: a driver that died is replaced
 *   within 30 s, and a live one never loses it while a message takes up to the SMTP socket's
 *   15 s limit;
 * - eight parallel SMTP connections on PostgreSQL (each with its own database connection);
 *   one on the embedded database, which is a single session anyway;
 * - five attempts for a deferred message (1, 2, 4, 8 min apart) before it is dead.
 */
export const NEWSLETTER_SLICE_MS = 10_000;
export const NEWSLETTER_LEASE_MS = 30_000;
export const NEWSLETTER_MAX_ATTEMPTS = 5;
const LANES_POSTGRES = 8;

export function newsletterDriverSettings(options: {
  publicUrl: string;
  secret: string;
  from: string;
  multipleConnections: boolean;
}): Omit<NewsletterDriverOptions, "db" | "logger" | "openLane"> {
  const url = new URL(options.publicUrl);
  return {
    origin: url.origin,
    messageIdDomain: url.hostname,
    secret: options.secret,
    from: options.from,
    lanes: options.multipleConnections ? LANES_POSTGRES : 1,
    sliceMs: NEWSLETTER_SLICE_MS,
    leaseMs: NEWSLETTER_LEASE_MS,
    maxAttempts: NEWSLETTER_MAX_ATTEMPTS,
  };
}
