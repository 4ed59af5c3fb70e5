import { FUNNEL_BEACON_PATH } from "~/domain/analytics/analytics-enums";
import type { BodyPolicy } from "../http/body-limits.server";

/**
 * The step beacon's body (a step number and a path): a few bytes, counted per client with the
 * forms' budget in a bucket of its own, so a page full of beacons never spends a lead's.
 */
export function analyticsBodyPolicy(path: string): BodyPolicy | null {
  if (path !== FUNNEL_BEACON_PATH) return null;
  return {
    form: null,
    rateLimit: "analytics",
    answer: "json",
    routeAnswersRefusal: false,
    limits: {
      maxBytes: 512,
      maxFiles: 0,
      maxFileBytes: 0,
      maxFields: 4,
      maxFieldBytes: 200,
      maxParts: 4,
    },
  };
}
