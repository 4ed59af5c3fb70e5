import { describe, expect, it } from "vitest";
import { fieldErrorsOfInput } from "../forms/field-errors.test-support";
import { hostHoursFormSchema, newHostFormSchema } from "./host-form";
import {
  formatDayText,
  formatOverridesText,
  parseDayText,
  parseOverridesText,
} from "./hours-text";

type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

const errorOf = <T>(parsed: Parsed<T>) => (parsed.ok ? null : parsed.error);

/** A case of text the parser refuses, with the message (or part of it) it must give. */
const refusedBy =
  <T>(parse: (text: string) => Parsed<T>) =>
  (text: string, error: unknown) =>
    expect(errorOf(parse(text))).toEqual(error);

/** Text written the editor's way reads, and formats back to the same text. */
function expectRoundTrip<T>(
  parse: (text: string) => Parsed<T>,
  format: (value: T) => string,
  text: string,
) {
  const parsed = parse(text);
  expect(parsed.ok && format(parsed.value)).toBe(text);
}

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

  it.each([
    ["9-5", "“9-5” is not a range of hours: write it as 09:00–12:00."],
    [
      "09:00–24:00",
      "“24:00” is not a time of day: use a 24-hour time from 00:00 to 23:59.",
    ],
    ["09:75–10:00", expect.stringContaining("“09:75”")],
    [
      "17:00–09:00",
      "In “17:00–09:00” the end must be after the start (a range cannot cross midnight).",
    ],
    [
      "09:00–12:30, 12:00–17:00",
      "“12:00–17:00” starts before 09:00–12:30 ends: list the ranges in order, without overlaps.",
    ],
    [
      "13:00–17:00, 09:00–12:00",
      expect.stringContaining("list the ranges in order"),
    ],
    [
      Array(7).fill("09:00–09:05").join(", "),
      expect.stringContaining("At most 6 ranges a day"),
    ],
  ])(
    "names the piece at fault in %j and how to write it",
    refusedBy(parseDayText),
  );

  it("formats back to what it reads", () => {
    expectRoundTrip(parseDayText, formatDayText, "09:00–12:00, 13:00–17:00");
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

  it.each([
    [
      "2026-12-24 off\n2026-02-30 off",
      "Line 2: “2026-02-30” is not a date: write it as 2026-12-24.",
    ],
    [
      "24/12/2026 off",
      expect.stringContaining("Line 1: “24/12/2026” is not a date"),
    ],
    [
      "2026-12-24",
      "Line 1: after 2026-12-24, write “off” or that day's hours, e.g. 2026-12-24 09:00–12:00.",
    ],
    [
      "2026-12-24 off\n\n2026-12-24 09:00–10:00",
      "Line 3: 2026-12-24 is already on line 1; keep one line per date.",
    ],
    [
      "2026-12-31 12:00–09:00",
      "Line 1 (2026-12-31): In “12:00–09:00” the end must be after the start (a range cannot cross midnight).",
    ],
  ])("names the line at fault in %j", refusedBy(parseOverridesText));

  it("formats back to what it reads", () => {
    expectRoundTrip(
      parseOverridesText,
      formatOverridesText,
      "2026-12-24 off\n2026-12-31 09:00–12:00, 13:00–15:00",
    );
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
    expect(
      fieldErrorsOfInput(hostHoursFormSchema, {
        ...goodForm,
        zone: "Mars/Olympus_Mons",
        hours3: "9 to 5",
        overrides: "tomorrow off",
        durationMinutes: "300",
        windowDays: "two weeks",
        bufferBeforeMinutes: "-5",
      }),
    ).toEqual({
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
    expect(fieldErrorsOfInput(hostHoursFormSchema, partial)).toEqual({
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
    expect(
      fieldErrorsOfInput(newHostFormSchema, {
        displayName: "",
        email: "amira",
        profileId: "not-a-uuid",
        zone: "",
      }),
    ).toEqual({
      displayName: "Enter the name visitors see.",
      email: "Enter an e-mail address such as name@example.org.",
      profileId: "Choose a member of staff from the list, or none.",
      zone: "Choose a time zone.",
    });
  });
});
