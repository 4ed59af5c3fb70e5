import { describe, expect, it } from "vitest";
import { quantile, roundOrder, summarisePairs, type Round } from "./ab-summary";

const round = (aMs: number, bMs: number, pages = 100): Round => ({
  a: { cpuMs: aMs, pages, non2xx: 0 },
  b: { cpuMs: bMs, pages, non2xx: 0 },
});

describe("quantile", () => {
  it("interpolates between neighbours and ignores the input order", () => {
    expect(quantile([4, 1, 3, 2], 0.5)).toBe(2.5);
    expect(quantile([1, 2, 3, 4, 5], 0.25)).toBe(2);
    expect(quantile([7], 0.75)).toBe(7);
    expect(quantile([], 0.5)).toBeNaN();
  });
});

describe("summarisePairs", () => {
  it("gives each side's CPU per page over all its slices and B ÷ A per round", () => {
    const summary = summarisePairs(
      [round(500, 400), round(600, 450), round(550, 600)],
      1,
    );
    expect(summary.a.cpuMsPerPage).toBeCloseTo(1650 / 300);
    expect(summary.b.cpuMsPerPage).toBeCloseTo(1450 / 300);
    expect(summary.a.pagesPerSecond).toBe(100);
    // Per round: 0.8, 0.75, 1.0909…: the median is the middle one.
    expect(summary.ratio).toBeCloseTo(0.8);
    expect(summary.bLower).toBe(2);
    expect(summary.rounds).toBe(3);
  });

  it("leaves out of the ratio a round in which one side answered nothing", () => {
    const summary = summarisePairs(
      [
        round(500, 400),
        {
          a: { cpuMs: 90, pages: 0, non2xx: 0 },
          b: { cpuMs: 500, pages: 100, non2xx: 3 },
        },
      ],
      2,
    );
    expect(summary.rounds).toBe(1);
    expect(summary.ratio).toBeCloseTo(0.8);
    expect(summary.b.non2xx).toBe(3);
    expect(summary.a.pagesPerSecond).toBe(25);
  });

  it("measures no difference between two equal sides", () => {
    const summary = summarisePairs([round(500, 500), round(700, 700)], 1);
    expect(summary.ratio).toBe(1);
    expect(summary.bLower).toBe(0);
  });
});

describe("roundOrder", () => {
  it("alternates A B, B A, B A, A B", () => {
    expect([0, 1, 2, 3, 4, 5].map(roundOrder)).toEqual([
      ["a", "b"],
      ["b", "a"],
      ["b", "a"],
      ["a", "b"],
      ["a", "b"],
      ["b", "a"],
    ]);
  });
});
