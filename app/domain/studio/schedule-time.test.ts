import { describe, expect, it } from "vitest";
import {
  formatInZone,
  isTimeZone,
  scheduleSchema,
  utcToZonedLocal,
  zonedLocalToUtc,
} from "./schedule-time";

describe("schedule times", () => {
  it("reads a wall-clock time in the editor's zone as a UTC instant, across daylight saving", () => {
    expect(
      zonedLocalToUtc("2026-12-01T09:00", "America/Toronto")?.toISOString(),
    ).toBe("2026-12-01T14:00:00.000Z");
    expect(
      zonedLocalToUtc("2026-07-01T09:00", "America/Toronto")?.toISOString(),
    ).toBe("2026-07-01T13:00:00.000Z");
    expect(
      zonedLocalToUtc("2026-07-01T09:00", "Africa/Dakar")?.toISOString(),
    ).toBe("2026-07-01T09:00:00.000Z");
  });

  it("refuses what is not a time or not a zone", () => {
    expect(zonedLocalToUtc("2026-02-31T09:00", "UTC")).toBeNull();
    expect(zonedLocalToUtc("tomorrow", "UTC")).toBeNull();
    expect(zonedLocalToUtc("2026-12-01T09:00", "Mars/Olympus")).toBeNull();
    expect(isTimeZone("Europe/Paris")).toBe(true);
  });

  it("shows an instant back as the zone's wall clock", () => {
    const instant = new Date("2026-12-01T14:00:00Z");
    expect(utcToZonedLocal(instant, "America/Toronto")).toBe(
      "2026-12-01T09:00",
    );
    expect(formatInZone(instant, "America/Toronto")).toBe(
      "1 Dec 2026, 09:00 (America/Toronto)",
    );
  });

  it("refuses a time in the past with the current time in the same zone", () => {
    const now = new Date("2026-11-25T12:00:00Z");
    const past = scheduleSchema(now).safeParse({
      at: "2026-11-25T06:59",
      timeZone: "America/Toronto",
    });
    expect(past.success).toBe(false);
    expect(past.error?.issues[0]?.message).toContain(
      "25 Nov 2026, 07:00 (America/Toronto)",
    );
    const future = scheduleSchema(now).safeParse({
      at: "2026-11-25T07:01",
      timeZone: "America/Toronto",
    });
    expect(future.data?.toISOString()).toBe("2026-11-25T12:01:00.000Z");
  });
});
