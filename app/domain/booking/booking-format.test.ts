import { describe, expect, it } from "vitest";
import {
  meetingStartLabels,
  meetingTimeSentence,
  utcOffsetLabel,
} from "./booking-format";

describe("a meeting's time as staff read it", () => {
  it("is the host's wall clock with that instant's offset and the zone", () => {
    // 14:00 UTC on Monday 1 February 2027: 09:00 in America/Toronto (EST), 10:30 in America/St_Johns.
    const start = new Date("2027-02-01T14:00:00Z");
    expect(meetingStartLabels(start, "America/Toronto")).toEqual({
      startLabel: "Mon 1 Feb 2027, 09:00",
      zoneLabel: "UTC−05:00 · America/Toronto",
    });
    expect(meetingStartLabels(start, "America/St_Johns").startLabel).toBe(
      "Mon 1 Feb 2027, 10:30",
    );
    expect(utcOffsetLabel(start, "America/St_Johns")).toBe("UTC−03:30");
    expect(utcOffsetLabel(start, "Asia/Kolkata")).toBe("UTC+05:30");
    expect(utcOffsetLabel(start, "UTC")).toBe("UTC+00:00");
  });

  it("follows the zone's clock change: the same 09:00 has another offset in summer", () => {
    expect(
      meetingTimeSentence(new Date("2027-07-05T13:00:00Z"), "America/Toronto"),
    ).toBe("Mon 5 Jul 2027, 09:00 (UTC−04:00, America/Toronto)");
    expect(
      meetingTimeSentence(new Date("2027-03-28T08:00:00Z"), "Europe/Paris"),
    ).toBe("Sun 28 Mar 2027, 10:00 (UTC+02:00, Europe/Paris)");
  });
});
