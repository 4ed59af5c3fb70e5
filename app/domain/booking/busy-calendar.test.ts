import { describe, expect, it } from "vitest";
import { BusyCalendarError, busyTimesOfCalendar } from "./busy-calendar";

const TORONTO = [
  "BEGIN:VTIMEZONE",
  "TZID:America/Toronto",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:-0500",
  "TZOFFSETTO:-0400",
  "TZNAME:EDT",
  "DTSTART:19700308T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:-0400",
  "TZOFFSETTO:-0500",
  "TZNAME:EST",
  "DTSTART:19701101T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

function calendar(...events: string[][]): string {
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Test//EN",
    ...TORONTO,
    ...events.flatMap((lines) => ["BEGIN:VEVENT", ...lines, "END:VEVENT"]),
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}

const span = {
  from: new Date("2027-03-01T00:00:00Z"),
  to: new Date("2027-03-31T00:00:00Z"),
  hostZone: "America/Toronto",
};

const iso = (times: { start: Date; end: Date }[]) =>
  times.map((t) => `${t.start.toISOString()}/${t.end.toISOString()}`);

describe("busyTimesOfCalendar", () => {
  it("expands a weekly meeting in its zone across the change to summer time, with a moved and a cancelled occurrence", () => {
    const text = calendar(
      [
        "UID:weekly@test",
        "DTSTAMP:20270101T000000Z",
        "DTSTART;TZID=America/Toronto:20270302T100000",
        "DTEND;TZID=America/Toronto:20270302T110000",
        "RRULE:FREQ=WEEKLY;COUNT=5",
        "EXDATE;TZID=America/Toronto:20270323T100000",
        "SUMMARY:Team meeting",
      ],
      [
        "UID:weekly@test",
        "DTSTAMP:20270101T000000Z",
        "RECURRENCE-ID;TZID=America/Toronto:20270309T100000",
        "DTSTART;TZID=America/Toronto:20270309T140000",
        "DTEND;TZID=America/Toronto:20270309T150000",
        "SUMMARY:Team meeting (moved)",
      ],
      [
        "UID:weekly@test",
        "DTSTAMP:20270101T000000Z",
        "RECURRENCE-ID;TZID=America/Toronto:20270316T100000",
        "DTSTART;TZID=America/Toronto:20270316T100000",
        "DTEND;TZID=America/Toronto:20270316T110000",
        "STATUS:CANCELLED",
      ],
    );
    expect(iso(busyTimesOfCalendar(text, span))).toEqual([
      // 10:00 EST on the 2nd; the 9th moved to 14:00 (still EST); the 16th cancelled; the
      // 23rd excluded; the 30th at 10:00 EDT, after clocks went forward on the 14th.
      "2027-03-02T15:00:00.000Z/2027-03-02T16:00:00.000Z",
      "2027-03-09T19:00:00.000Z/2027-03-09T20:00:00.000Z",
      "2027-03-30T14:00:00.000Z/2027-03-30T15:00:00.000Z",
    ]);
  });

  it("skips free (transparent) and cancelled events, keeps opaque ones, and reads UTC and all-day times", () => {
    const text = calendar(
      [
        "UID:free@test",
        "DTSTAMP:20270101T000000Z",
        "DTSTART:20270303T150000Z",
        "DTEND:20270303T160000Z",
        "TRANSP:TRANSPARENT",
      ],
      [
        "UID:cancelled@test",
        "DTSTAMP:20270101T000000Z",
        "DTSTART:20270304T150000Z",
        "DTEND:20270304T160000Z",
        "STATUS:CANCELLED",
      ],
      [
        "UID:busy@test",
        "DTSTAMP:20270101T000000Z",
        "DTSTART:20270305T150000Z",
        "DTEND:20270305T160000Z",
      ],
      [
        "UID:holiday@test",
        "DTSTAMP:20270101T000000Z",
        "DTSTART;VALUE=DATE:20270308",
        "DTEND;VALUE=DATE:20270309",
        "TRANSP:OPAQUE",
      ],
      [
        "UID:outside@test",
        "DTSTAMP:20270101T000000Z",
        "DTSTART:20270401T150000Z",
        "DTEND:20270401T160000Z",
      ],
    );
    expect(iso(busyTimesOfCalendar(text, span))).toEqual([
      "2027-03-05T15:00:00.000Z/2027-03-05T16:00:00.000Z",
      // The host's whole local day in America/Toronto.
      "2027-03-08T05:00:00.000Z/2027-03-09T05:00:00.000Z",
    ]);
  });

  it("reads a TZID without a definition as that IANA zone, and a floating time in the host's zone", () => {
    const text = [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Test//EN",
      "BEGIN:VEVENT",
      "UID:paris@test",
      "DTSTAMP:20270101T000000Z",
      "DTSTART;TZID=Europe/Paris:20270310T090000",
      "DTEND;TZID=Europe/Paris:20270310T100000",
      "END:VEVENT",
      "BEGIN:VEVENT",
      "UID:floating@test",
      "DTSTAMP:20270101T000000Z",
      "DTSTART:20270311T090000",
      "DTEND:20270311T100000",
      "END:VEVENT",
      "END:VCALENDAR",
    ].join("\r\n");
    expect(iso(busyTimesOfCalendar(text, span))).toEqual([
      "2027-03-10T08:00:00.000Z/2027-03-10T09:00:00.000Z",
      "2027-03-11T14:00:00.000Z/2027-03-11T15:00:00.000Z",
    ]);
  });

  it("refuses text that is not a calendar", () => {
    expect(() => busyTimesOfCalendar("<html>Sign in</html>", span)).toThrow(
      BusyCalendarError,
    );
    expect(() =>
      busyTimesOfCalendar("BEGIN:VCARD\r\nEND:VCARD\r\n", span),
    ).toThrow(BusyCalendarError);
  });
});
