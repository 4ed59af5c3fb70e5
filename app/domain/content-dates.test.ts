import { describe, expect, it } from "vitest";
import { formatDetailDate, formatListDate, isoDay } from "./content-dates";

describe("content dates", () => {
  it("formats list dates as 'MMM d, yyyy'", () => {
    expect(formatListDate(new Date("2025-09-16T09:00:00Z"))).toBe(
      "Sep 16, 2025",
    );
    expect(formatListDate("2026-01-03T12:00:00Z")).toBe("Jan 3, 2026");
  });

  it("formats detail dates as 'MMMM d, yyyy'", () => {
    expect(formatDetailDate(new Date("2025-09-16T09:00:00Z"))).toBe(
      "September 16, 2025",
    );
    expect(formatDetailDate("2026-05-01T00:00:00Z")).toBe("May 1, 2026");
  });

  it("reads the UTC calendar day, so late and early UTC times do not shift a day", () => {
    expect(formatListDate("2025-12-31T23:59:59Z")).toBe("Dec 31, 2025");
    expect(formatDetailDate("2026-01-01T00:00:00Z")).toBe("January 1, 2026");
    expect(isoDay("2025-12-31T23:59:59Z")).toBe("2025-12-31");
  });

  it("refuses what is not a date", () => {
    expect(() => formatListDate("not a date")).toThrow(RangeError);
  });
});
