import {
  memoryLimiter,
  spendLimit,
  type MakeLimiter,
} from "./limiter-store.server";

/**
 * Per-IP limits for form posts, one budget per form (and one for the account pages). Counted
 * where makeLimiter counts: with several instances, the shared store (limiter-store.server.ts).
 */
export const FORM_WINDOW_SECONDS = 600;

export type FormRateLimiter = {
  /** Resolves with null when allowed, or with the seconds to wait when the limit is reached. */
  consume(key: string): Promise<number | null>;
};

export function createFormRateLimiter(
  keyPrefix: string,
  pointsPerWindow: number,
  makeLimiter: MakeLimiter = memoryLimiter,
): FormRateLimiter {
  if (pointsPerWindow <= 0) return { consume: async () => null };
  const limiter = makeLimiter({
    keyPrefix,
    points: pointsPerWindow,
    durationSeconds: FORM_WINDOW_SECONDS,
  });
  return {
    async consume(key) {
      return spendLimit(limiter, key);
    },
  };
}
