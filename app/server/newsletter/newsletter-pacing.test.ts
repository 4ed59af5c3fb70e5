import { describe, expect, it } from "vitest";
import {
  createPacer,
  failureOutcome,
  newsletterRetryDelayMs,
} from "./newsletter-pacing";

describe("createPacer", () => {
  it("spaces messages at the send's rate, whoever takes the slots", () => {
    const pacer = createPacer(200);
    // Four connections asking at the same instant get 0, 5, 10, 15 ms.
    expect([0, 0, 0, 0].map((now) => pacer.take(now))).toEqual([0, 5, 10, 15]);
  });

  it("does not save up slots while idle, and does not hold back a late caller", () => {
    const pacer = createPacer(10);
    expect(pacer.take(0)).toBe(0);
    expect(pacer.take(5000)).toBe(0);
    expect(pacer.take(5000)).toBe(100);
  });

  it("refuses a rate that is not positive", () => {
    expect(() => createPacer(0)).toThrow(/positive/);
    expect(() => createPacer(Number.NaN)).toThrow(/positive/);
  });
});

describe("newsletterRetryDelayMs", () => {
  it("doubles from the base and stops at one hour", () => {
    expect(newsletterRetryDelayMs(1, 1000)).toBe(1000);
    expect(newsletterRetryDelayMs(2, 1000)).toBe(2000);
    expect(newsletterRetryDelayMs(4, 1000)).toBe(8000);
    expect(newsletterRetryDelayMs(30)).toBe(60 * 60 * 1000);
  });
});

describe("failureOutcome", () => {
  it("retries a deferral with back-off while attempts remain", () => {
    expect(
      failureOutcome({
        permanent: false,
        attempts: 2,
        maxAttempts: 5,
        retryBaseMs: 100,
      }),
    ).toEqual({ status: "failed", retryInMs: 200 });
  });

  it("gives up on a permanent answer at once, and after the last attempt", () => {
    expect(
      failureOutcome({ permanent: true, attempts: 1, maxAttempts: 5 }),
    ).toEqual({ status: "dead" });
    expect(
      failureOutcome({ permanent: false, attempts: 5, maxAttempts: 5 }),
    ).toEqual({ status: "dead" });
  });
});
