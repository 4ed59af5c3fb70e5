import { describe, expect, it } from "vitest";
import {
  conversionFunnel,
  leadsPerWeek,
  recentWeekStarts,
  weekStartUtc,
} from "./overview";

describe("weeks in UTC", () => {
  it("starts a week on Monday 00:00 UTC, whatever the hour", () => {
    expect(weekStartUtc(new Date("2026-11-22T23:59:59Z")).toISOString()).toBe(
      "2026-11-16T00:00:00.000Z",
    );
    expect(weekStartUtc(new Date("2026-11-23T00:00:00Z")).toISOString()).toBe(
      "2026-11-23T00:00:00.000Z",
    );
    expect(weekStartUtc(new Date("2026-11-16T00:00:00Z")).toISOString()).toBe(
      "2026-11-16T00:00:00.000Z",
    );
  });

  it("lists the last 12 week starts, oldest first, across a year end", () => {
    const weeks = recentWeekStarts(new Date("2027-01-06T12:00:00Z"));
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)!.toISOString()).toBe("2027-01-04T00:00:00.000Z");
    expect(weeks[0]!.toISOString()).toBe("2026-10-19T00:00:00.000Z");
  });
});

describe("leadsPerWeek", () => {
  it("fills empty weeks and sources with 0 and totals each week", () => {
    const weeks = recentWeekStarts(new Date("2026-11-22T00:00:00Z"), 3);
    const rows = leadsPerWeek(weeks, [
      { week: "2026-11-16", source: "contact", count: 2 },
      { week: "2026-11-16", source: "blueprint", count: 1 },
      { week: "2026-11-02", source: "chat", count: 4 },
      { week: "2025-01-01", source: "chat", count: 9 },
    ]);
    expect(rows.map((r) => [r.week, r.label, r.total])).toEqual([
      ["2026-11-02", "Nov 2", 4],
      ["2026-11-09", "Nov 9", 0],
      ["2026-11-16", "Nov 16", 3],
    ]);
    expect(rows[2]).toMatchObject({
      contact: 2,
      blueprint: 1,
      chat: 0,
      get_started: 0,
      job_application: 0,
    });
  });
});

describe("conversionFunnel", () => {
  it("counts leads at or past each stage and ignores unknown statuses", () => {
    expect(
      conversionFunnel([
        { status: "new", count: 5 },
        { status: "contacted", count: 3 },
        { status: "qualified", count: 2 },
        { status: "converted", count: 1 },
        { status: "archived", count: 7 },
      ]).map((s) => [s.status, s.count]),
    ).toEqual([
      ["new", 11],
      ["contacted", 6],
      ["qualified", 3],
      ["converted", 1],
    ]);
  });
});
