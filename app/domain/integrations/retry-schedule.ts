/**
 * When a delivery that failed is tried again (docs/integrations.md § Retries): the first
 * attempt at once, then after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h and 24 h — ten
 * attempts over about three days — each delay moved by up to ±20 % so that deliveries which
 * failed together (a receiver's outage) do not all come back in the same second. A receiver's
 * `Retry-After` is honoured: the next attempt is never sooner than it asks.
 */
export const RETRY_DELAYS_MS = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  14 * 3_600_000,
  20 * 3_600_000,
  24 * 3_600_000,
] as const;

export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** Five days with no success disables an endpoint; its events wait as a backlog. */
export const DISABLE_AFTER_FAILING_MS = 5 * 24 * 3_600_000;

const JITTER = 0.2;

/**
 * The delay before the next attempt after `attempts` attempts have failed, or null when the
 * schedule is spent. `random` is in [0, 1): tests pass a fixed one.
 */
export function nextRetryDelayMs(
  attempts: number,
  options: { random: number; retryAfterMs?: number | null },
): number | null {
  const base = RETRY_DELAYS_MS[attempts - 1];
  if (base === undefined) return null;
  const jittered = Math.round(
    base * (1 - JITTER + 2 * JITTER * options.random),
  );
  return Math.max(jittered, options.retryAfterMs ?? 0);
}
