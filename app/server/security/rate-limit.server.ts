import type { Locale } from "~/i18n/locale";
import { RateLimiterRes } from "rate-limiter-flexible";
import { memoryLimiter, type MakeLimiter } from "./limiter-store.server";

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
      try {
        await limiter.consume(key);
        return null;
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes)
          return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
        throw rejection;
      }
    },
  };
}

export function rateLimitMessage(
  retryAfterSeconds: number,
  locale: Locale = "en",
): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  if (locale === "fr")
    return `Trop d’envois depuis votre réseau. Vos renseignements sont toujours dans le formulaire : veuillez réessayer dans ${minutes} minute${minutes < 2 ? "" : "s"} ou nous écrire par courriel.`;
  return `Too many submissions from your network. Your details are still in the form: please try again in ${minutes} minute${minutes === 1 ? "" : "s"}, or write to us by e-mail.`;
}
