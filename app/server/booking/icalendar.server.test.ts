import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import {
  calendarInvitation,
  escapeText,
  foldLine,
  type CalendarInvitation,
} from "./icalendar.server";

const booked: CalendarInvitation = {
  method: "REQUEST",
  uid: "3f2b6c1e-8d7a-4c55-9a0e-1b2c3d4e5f60@example.test",
  sequence: 0,
  start: new Date("2027-03-15T14:00:00Z"),
  end: new Date("2027-03-15T14:30:00Z"),
  stamp: new Date("2027-03-01T09:12:00Z"),
  summary: "Consultation, 30 minutes: Ministère de la Santé; AI platform",
  description:
    "Agenda:\nyour goals, constraints, next steps, with a backslash \\ too",
  location: "Video call (link in the confirmation e-mail)",
  url: "https://example.test/book/manage/abc",
  organizer: {
    name: "Hélène Tremblay-Côté, Principal",
    email: "helene@example.test",
  },
  attendees: [
    { name: 'Amira "Mira" Haddad', email: "amira@ministere.example" },
  ],
  productOwner: "Example Consulting",
};

/** The event as a calendar program reads it. */
function parsed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
  return {
    calendar,
    event,
    component: calendar.getFirstSubcomponent("vevent")!,
  };
}

describe("a booking's invitations, read by ical.js", () => {
  it("request, two reschedules and a cancellation keep one UID with a rising SEQUENCE", () => {
    const versions: CalendarInvitation[] = [
      booked,
      {
        ...booked,
        sequence: 1,
        start: new Date("2027-03-16T18:00:00Z"),
        end: new Date("2027-03-16T18:30:00Z"),
      },
      {
        ...booked,
        sequence: 2,
        start: new Date("2027-03-17T13:30:00Z"),
        end: new Date("2027-03-17T14:00:00Z"),
      },
      {
        ...booked,
        method: "CANCEL",
        sequence: 3,
        start: new Date("2027-03-17T13:30:00Z"),
        end: new Date("2027-03-17T14:00:00Z"),
      },
    ];
    const read = versions.map((version) => parsed(calendarInvitation(version)));
    expect(read.map(({ event }) => event.uid)).toEqual(
      Array(4).fill(booked.uid),
    );
    expect(read.map(({ event }) => event.sequence)).toEqual([0, 1, 2, 3]);
    expect(
      read.map(({ calendar }) => calendar.getFirstPropertyValue("method")),
    ).toEqual(["REQUEST", "REQUEST", "REQUEST", "CANCEL"]);
    expect(
      read.map(({ component }) => component.getFirstPropertyValue("status")),
    ).toEqual(["CONFIRMED", "CONFIRMED", "CONFIRMED", "CANCELLED"]);
    // Times in UTC, as written.
    expect(read[2]!.event.startDate.toJSDate().toISOString()).toBe(
      "2027-03-17T13:30:00.000Z",
    );
    expect(read[2]!.event.startDate.zone?.tzid).toBe("UTC");
    expect(read[2]!.event.endDate.toJSDate().toISOString()).toBe(
      "2027-03-17T14:00:00.000Z",
    );
  });

  it("keeps names, accents, commas, semicolons and line breaks intact", () => {
    const text = calendarInvitation(booked);
    const { event, component } = parsed(text);
    expect(event.summary).toBe(booked.summary);
    expect(event.description).toBe(booked.description);
    expect(event.location).toBe(booked.location);
    expect(component.getFirstPropertyValue("url")).toBe(booked.url);
    const organizer = component.getFirstProperty("organizer")!;
    expect(organizer.getParameter("cn")).toBe(
      "Hélène Tremblay-Côté, Principal",
    );
    expect(organizer.getFirstValue()).toBe("mailto:helene@example.test");
    const attendee = component.getFirstProperty("attendee")!;
    expect(attendee.getParameter("cn")).toBe("Amira Mira Haddad");
    expect(attendee.getParameter("rsvp")).toBe("TRUE");
  });

  it("writes CRLF lines of at most 75 octets, folded between characters", () => {
    const text = calendarInvitation({
      ...booked,
      description: "é".repeat(200),
    });
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toContain("\n");
    for (const line of text.split("\r\n"))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(parsed(text).event.description).toBe("é".repeat(200));
  });

  it("escapes text and folds long lines", () => {
    expect(escapeText("a,b;c\\d\ne")).toBe("a\\,b\\;c\\\\d\\ne");
    expect(foldLine("x".repeat(80))).toBe(
      `${"x".repeat(75)}\r\n ${"x".repeat(5)}`,
    );
  });
});
