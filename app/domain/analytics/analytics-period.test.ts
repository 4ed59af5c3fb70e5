import { describe, expect, it } from "vitest";
import {
  addDays,
  analyticsPeriodOf,
  daysFrom,
  monthsBeforeDay,
  parseAnalyticsPeriod,
  periodRanges,
} from "./analytics-period";

describe("the Analytics tab's periods", () => {
  it("accepts 7, 30, 90 and 365 days and falls back to 30", () => {
    expect(parseAnalyticsPeriod("7")).toBe(7);
    expect(parseAnalyticsPeriod("365")).toBe(365);
    expect(parseAnalyticsPeriod(null)).toBe(30);
    expect(parseAnalyticsPeriod("31")).toBe(30);
    expect(parseAnalyticsPeriod("abc")).toBe(30);
  });

  it("reads the period from the page's address", () => {
    expect(
      analyticsPeriodOf("http://x.test/lead_admin/analytics?period=90"),
    ).toBe(90);
    expect(analyticsPeriodOf("http://x.test/lead_admin/analytics")).toBe(30);
  });

  it("ends a period today and puts the previous one of equal length just before it", () => {
    expect(periodRanges("2026-03-07", 7)).toEqual({
      current: { from: "2026-03-01", to: "2026-03-07" },
      previous: { from: "2026-02-22", to: "2026-02-28" },
    });
  });

  it("counts days across month and year ends", () => {
    expect(addDays("2025-12-31", 1)).toBe("2026-01-01");
    expect(daysFrom("2026-02-27", "2026-03-01")).toEqual([
      "2026-02-27",
      "2026-02-28",
      "2026-03-01",
    ]);
    expect(daysFrom("2026-03-02", "2026-03-01")).toEqual([]);
  });

  it("goes back whole months, clamped to a shorter month's end", () => {
    expect(monthsBeforeDay("2026-11-27", 13)).toBe("2025-10-27");
    expect(monthsBeforeDay("2026-03-31", 1)).toBe("2026-02-28");
    expect(monthsBeforeDay("2026-11-27", 25)).toBe("2024-10-27");
  });
});
