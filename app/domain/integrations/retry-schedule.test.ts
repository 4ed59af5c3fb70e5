import { describe, expect, it } from "vitest";
import {
  MAX_ATTEMPTS,
  nextRetryDelayMs,
  RETRY_DELAYS_MS,
} from "./retry-schedule";

describe("the retry schedule", () => {
  it("spans about three days over ten attempts, then stops", () => {
    const total = RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay, 0);
    expect(total / 86_400_000).toBeGreaterThan(2.9);
    expect(total / 86_400_000).toBeLessThan(3.3);
    expect(MAX_ATTEMPTS).toBe(10);
    expect(nextRetryDelayMs(MAX_ATTEMPTS, { random: 0.5 })).toBeNull();
  });

  it("moves each delay by at most 20 % either way", () => {
    expect(nextRetryDelayMs(1, { random: 0.5 })).toBe(5_000);
    expect(nextRetryDelayMs(1, { random: 0 })).toBe(4_000);
    expect(nextRetryDelayMs(1, { random: 0.999999 })).toBe(6_000);
    expect(nextRetryDelayMs(9, { random: 0.5 })).toBe(24 * 3_600_000);
  });

  it("never retries sooner than a Retry-After asks, and keeps its own delay when that is longer", () => {
    expect(nextRetryDelayMs(1, { random: 0.5, retryAfterMs: 60_000 })).toBe(
      60_000,
    );
    expect(nextRetryDelayMs(2, { random: 0.5, retryAfterMs: 1_000 })).toBe(
      5 * 60_000,
    );
  });
});
