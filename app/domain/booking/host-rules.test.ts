import { describe, expect, it } from "vitest";
import {
  dateOverridesSchema,
  weeklyHoursSchema,
  zoneSchema,
} from "./host-rules";

describe("a host's hours as stored", () => {
  it("reads weekdays by ISO number, any subset of the week", () => {
    expect(
      weeklyHoursSchema.parse({
        "1": [
          { start: "09:00", end: "12:00" },
          { start: "13:00", end: "17:00" },
        ],
      }),
    ).toEqual({
      1: [
        { start: "09:00", end: "12:00" },
        { start: "13:00", end: "17:00" },
      ],
    });
    expect(weeklyHoursSchema.parse({})).toEqual({});
  });

  it("refuses hours out of order, overlapping, backwards, on a day 8 or not on a 24-hour clock", () => {
    for (const weekly of [
      {
        "1": [
          { start: "13:00", end: "17:00" },
          { start: "09:00", end: "12:00" },
        ],
      },
      {
        "1": [
          { start: "09:00", end: "12:30" },
          { start: "12:00", end: "17:00" },
        ],
      },
      { "2": [{ start: "17:00", end: "09:00" }] },
      { "8": [{ start: "09:00", end: "17:00" }] },
      { "3": [{ start: "9am", end: "5pm" }] },
      { "3": [{ start: "24:00", end: "24:30" }] },
    ])
      expect(weeklyHoursSchema.safeParse(weekly).success).toBe(false);
  });

  it("reads overrides, one per real date; an empty list of hours is a day off", () => {
    expect(
      dateOverridesSchema.parse([{ date: "2027-12-24", ranges: [] }]),
    ).toEqual([{ date: "2027-12-24", ranges: [] }]);
    expect(
      dateOverridesSchema.safeParse([{ date: "2027-02-30", ranges: [] }])
        .success,
    ).toBe(false);
    expect(
      dateOverridesSchema.safeParse([
        { date: "2027-12-24", ranges: [] },
        { date: "2027-12-24", ranges: [{ start: "09:00", end: "10:00" }] },
      ]).success,
    ).toBe(false);
  });

  it("knows IANA zones and refuses others", () => {
    expect(zoneSchema.parse("America/St_Johns")).toBe("America/St_Johns");
    expect(zoneSchema.safeParse("Mars/Olympus_Mons").success).toBe(false);
    expect(zoneSchema.safeParse("").success).toBe(false);
  });
});
