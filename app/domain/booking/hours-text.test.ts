import { describe, expect, it } from "vitest";
import { hostHoursFormSchema, newHostFormSchema } from "./host-form";
import {
  formatDayText,
  formatOverridesText,
  parseDayText,
  parseOverridesText,
} from "./hours-text";

const errorOf = <T>(
  parsed: { ok: true; value: T } | { ok: false; error: string },
) => (parsed.ok ? null : parsed.error);

describe("a weekday's hours as typed", () => {
  it("reads ranges with any dash, commas or semicolons, and single-digit hours", () => {
    expect(parseDayText("09:00–12:00, 13:00–17:00")).toEqual({
      ok: true,
      value: [
        { start: "09:00", end: "12:00" },
        { start: "13:00", end: "17:00" },
      ],
    });
    expect(parseDayText(" 9:00-12:00;13:30 — 17:00 ")).toEqual({
      ok: true,
      value: [
        { start: "09:00", end: "12:00" },
        { start: "13:30", end: "17:00" },
      ],
    });
    expect(parseDayText("08:00 to 08:30")).toEqual({
      ok: true,
      value: [{ start: "08:00", end: "08:30" }],
    });
  });

  it("reads empty text as a day without hours", () => {
    expect(parseDayText("")).toEqual({ ok: true, value: [] });
    expect(parseDayText("  ,  ")).toEqual({ ok: true, value: [] });
  });

  it("names the piece at fault and how to write it", () => {
    expect(errorOf(parseDayText("9-5"))).toBe(
      "“9-5” is not a range of hours: write it as 09:00–12:00.",
    );
    expect(errorOf(parseDayText("09:00–24:00"))).toBe(
      "“24:00” is not a time of day: use a 24-hour time from 00:00 to 23:59.",
    );
    expect(errorOf(parseDayText("09:75–10:00"))).toContain("“09:75”");
    expect(errorOf(parseDayText("17:00–09:00"))).toBe(
      "In “17:00–09:00” the end must be after the start (a range cannot cross midnight).",
    );
    expect(errorOf(parseDayText("09:00–12:30, 12:00–17:00"))).toBe(
      "“12:00–17:00” starts before 09:00–12:30 ends: list the ranges in order, without overlaps.",
    );
    expect(errorOf(parseDayText("13:00–17:00, 09:00–12:00"))).toContain(
      "list the ranges in order",
    );
    expect(
      errorOf(parseDayText(Array(7).fill("09:00–09:05").join(", "))),
    ).toContain("At most 6 ranges a day");
  });

  it("formats back to what it reads", () => {
    const text = "09:00–12:00, 13:00–17:00";
    const parsed = parseDayText(text);
    expect(parsed.ok && formatDayText(parsed.value)).toBe(text);
    expect(formatDayText([])).toBe("");
  });
});

describe("date overrides as typed", () => {
  it("reads one date a line: off, or that day's hours; blank lines ignored; in date order", () => {
    expect(
      parseOverridesText(
        "2026-12-31 09:00–12:00\n\n2026-12-24 off\r\n2026-12-26 Closed",
      ),
    ).toEqual({
      ok: true,
      value: [
        { date: "2026-12-24", ranges: [] },
        { date: "2026-12-26", ranges: [] },
        { date: "2026-12-31", ranges: [{ start: "09:00", end: "12:00" }] },
      ],
    });
    expect(parseOverridesText("")).toEqual({ ok: true, value: [] });
  });

  it("names the line at fault", () => {
    expect(errorOf(parseOverridesText("2026-12-24 off\n2026-02-30 off"))).toBe(
      "Line 2: “2026-02-30” is not a date: write it as 2026-12-24.",
    );
    expect(errorOf(parseOverridesText("24/12/2026 off"))).toContain(
      "Line 1: “24/12/2026” is not a date",
    );
    expect(errorOf(parseOverridesText("2026-12-24"))).toBe(
      "Line 1: after 2026-12-24, write “off” or that day's hours, e.g. 2026-12-24 09:00–12:00.",
    );
    expect(
      errorOf(parseOverridesText("2026-12-24 off\n\n2026-12-24 09:00–10:00")),
    ).toBe("Line 3: 2026-12-24 is already on line 1; keep one line per date.");
    expect(errorOf(parseOverridesText("2026-12-31 12:00–09:00"))).toBe(
      "Line 1 (2026-12-31): In “12:00–09:00” the end must be after the start (a range cannot cross midnight).",
    );
  });

  it("formats back to what it reads", () => {
    const text = "2026-12-24 off\n2026-12-31 09:00–12:00, 13:00–15:00";
    const parsed = parseOverridesText(text);
    expect(parsed.ok && formatOverridesText(parsed.value)).toBe(text);
  });
});

const goodForm = {
  zone: "America/Toronto",
  hours1: "09:00–12:00, 13:00–17:00",
  hours2: "09:00–17:00",
  hours3: "",
  hours4: "",
  hours5: "09:00–12:00",
  hours6: "",
  hours7: "",
  overrides: "2026-12-24 off",
  durationMinutes: "30",
  intervalMinutes: "15",
  bufferBeforeMinutes: "0",
  bufferAfterMinutes: "10",
  minimumNoticeMinutes: "240",
  windowDays: "21",
  active: "on",
};

describe("the hours editor's form", () => {
  it("turns the fields into the stored rules: only worked days, numbers, active", () => {
    expect(hostHoursFormSchema.parse(goodForm)).toEqual({
      zone: "America/Toronto",
      weeklyHours: {
        "1": [
          { start: "09:00", end: "12:00" },
          { start: "13:00", end: "17:00" },
        ],
        "2": [{ start: "09:00", end: "17:00" }],
        "5": [{ start: "09:00", end: "12:00" }],
      },
      dateOverrides: [{ date: "2026-12-24", ranges: [] }],
      durationMinutes: 30,
      intervalMinutes: 15,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 10,
      minimumNoticeMinutes: 240,
      windowDays: 21,
      active: true,
    });
    const { active: _, ...inactive } = goodForm;
    expect(hostHoursFormSchema.parse(inactive).active).toBe(false);
  });

  it("gives each field its own error", () => {
    const result = hostHoursFormSchema.safeParse({
      ...goodForm,
      zone: "Mars/Olympus_Mons",
      hours3: "9 to 5",
      overrides: "tomorrow off",
      durationMinutes: "300",
      windowDays: "two weeks",
      bufferBeforeMinutes: "-5",
    });
    expect(result.success).toBe(false);
    const errors = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path[0], issue.message]),
    );
    expect(errors).toEqual({
      zone: "Choose a time zone such as America/Toronto.",
      hours3: "“9 to 5” is not a range of hours: write it as 09:00–12:00.",
      overrides: "Line 1: “tomorrow” is not a date: write it as 2026-12-24.",
      durationMinutes: "A meeting's length is 5 to 240 minutes.",
      windowDays:
        "Enter a whole number of days. The booking window is 1 to 365 days.",
      bufferBeforeMinutes:
        "Enter a whole number of minutes. The buffer before is 0 to 240 minutes.",
    });
  });
});

describe("a post without a field", () => {
  it("is refused with that field's message, never read as a day off", () => {
    const { hours4: _, overrides: __, ...partial } = goodForm;
    const result = hostHoursFormSchema.safeParse(partial);
    const errors = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path[0], issue.message]),
    );
    expect(errors).toEqual({
      hours4:
        "Enter this day's hours, or leave the field empty when the host does not meet.",
      overrides: "Enter the date overrides, or leave the field empty.",
    });
  });
});

describe("adding a host", () => {
  it("needs a name, an address and a zone; a staff profile is optional", () => {
    expect(
      newHostFormSchema.parse({
        displayName: " Amira Haddad ",
        email: "amira.haddad@example.org",
        profileId: "",
        zone: "Europe/Paris",
      }),
    ).toEqual({
      displayName: "Amira Haddad",
      email: "amira.haddad@example.org",
      profileId: null,
      zone: "Europe/Paris",
    });
    const result = newHostFormSchema.safeParse({
      displayName: "",
      email: "amira",
      profileId: "not-a-uuid",
      zone: "",
    });
    const errors = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path[0], issue.message]),
    );
    expect(errors).toEqual({
      displayName: "Enter the name visitors see.",
      email: "Enter an e-mail address such as name@example.org.",
      profileId: "Choose a member of staff from the list, or none.",
      zone: "Choose a time zone.",
    });
  });
});
