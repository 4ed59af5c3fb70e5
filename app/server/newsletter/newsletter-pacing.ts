/**
 * The pure timing rules of a newsletter send (docs/decisions/056-newsletter.md): how fast
 * messages go out (the send's `rate_per_second`), and how long a delivery the mail server
 * deferred waits before its next attempt.
 */

/**
 * Spaces messages evenly at `ratePerSecond`, whoever asks: every parallel SMTP connection of a
 * driver takes its slot here, so the rate is the send's, not each connection's. Slots are not
 * saved up while the driver is idle (no burst after a pause), and a caller that is late is not
 * made to wait.
 */
export type Pacer = {
  /** Reserves the next slot; resolves how many ms to wait before sending in it. */
  take(nowMs: number): number;
};

export function createPacer(ratePerSecond: number): Pacer {
  if (!Number.isFinite(ratePerSecond) || ratePerSecond <= 0)
    throw new RangeError(
      `rate_per_second must be a positive number, got ${ratePerSecond}`,
    );
  const intervalMs = 1000 / ratePerSecond;
  let nextSlotMs = Number.NEGATIVE_INFINITY;
  return {
    take(nowMs) {
      const slot = Math.max(nextSlotMs, nowMs);
      nextSlotMs = slot + intervalMs;
      return slot - nowMs;
    },
  };
}

/** First retry after a deferral (4xx, connection trouble); doubles per attempt. */
export const NEWSLETTER_RETRY_BASE_MS = 60_000;
const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;

/** Delay before attempt `attempts + 1`, after `attempts` failed ones (doubling, at most 1 h). */
export function newsletterRetryDelayMs(
  attempts: number,
  baseMs = NEWSLETTER_RETRY_BASE_MS,
): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);
}

/**
 * What to do with a delivery whose attempt failed: a permanent answer (5xx, RFC 5321 § 4.2.1)
 * or the last allowed attempt is dead; anything else waits and is tried again.
 */
export function failureOutcome(options: {
  permanent: boolean;
  attempts: number;
  maxAttempts: number;
  retryBaseMs?: number;
}): { status: "dead" } | { status: "failed"; retryInMs: number } {
  if (options.permanent || options.attempts >= options.maxAttempts)
    return { status: "dead" };
  return {
    status: "failed",
    retryInMs: newsletterRetryDelayMs(options.attempts, options.retryBaseMs),
  };
}
