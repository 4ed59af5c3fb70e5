import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { englishWordsIn } from "~/i18n/english-words";
import type { Locale } from "~/i18n/locale";
import type { OutboxMessage } from "../mail/outbox.server";
import {
  hostBookingEmail,
  visitorBookingEmail,
  type BookingChange,
  type BookingRow,
} from "./booking-mail.server";
import { bookingReminderEmail } from "./booking-reminders.server";

/**
 * A booking's e-mails to the visitor exist in both languages, and the French has no English
 * left — subject, body and the invitation's own words (links and addresses aside). The host's
 * copy is English whatever the visitor's language (decision 055 § 7).
 */
const host = {
  displayName: "Hélène Tremblay",
  email: "helene@kestrel.test",
  zone: "America/Toronto",
};

function bookingIn(locale: Locale): BookingRow {
  const at = new Date("2027-03-01T09:00:00Z");
  return {
    id: "3f2b6c1e-8d7a-4c55-9a0e-1b2c3d4e5f60",
    hostId: "5a0c7e1b-2d3f-4a5b-8c9d-0e1f2a3b4c5d",
    leadId: null,
    visitorName: "Amira Haddad",
    visitorEmail: "amira@ministere.example",
    organisation: "Ministère de la Santé",
    locale,
    visitorZone: "Europe/Paris",
    startsAt: new Date("2027-03-16T14:00:00Z"),
    endsAt: new Date("2027-03-16T14:30:00Z"),
    blockedStart: new Date("2027-03-16T14:00:00Z"),
    blockedEnd: new Date("2027-03-16T14:30:00Z"),
    status: "confirmed",
    sequence: 1,
    manageTokenHash: "x",
    idempotencyKey: null,
    assignmentReason: "the only host free at this time",
    noShow: false,
    cancelledAt: null,
    createdAt: at,
    updatedAt: at,
  };
}

const token = "reCHur2TooFE0vk8LDYFHC8JB8fS1zE0HQ6Vjcc0las";
const stamp = new Date("2027-03-01T09:00:00Z");
const previousStart = new Date("2027-03-15T14:00:00Z");

const visitorEmails: Record<string, (locale: Locale) => OutboxMessage> = {
  ...Object.fromEntries(
    (["booked", "moved", "cancelled"] as BookingChange[]).map((change) => [
      change,
      (locale: Locale) =>
        visitorBookingEmail({
          booking: bookingIn(locale),
          host,
          change,
          manageToken: token,
          previousStart,
          stamp,
        }),
    ]),
  ),
  "reminder a day before": (locale) =>
    bookingReminderEmail(bookingIn(locale), host, "24h"),
  "reminder an hour before": (locale) =>
    bookingReminderEmail(bookingIn(locale), host, "1h"),
};

/** The invitation's words a calendar shows: title, description, place. */
function calendarWords(message: OutboxMessage): string[] {
  if (!message.calendar) return [];
  const calendar = new ICAL.Component(ICAL.parse(message.calendar.content));
  const event = calendar.getFirstSubcomponent("vevent")!;
  return ["summary", "description", "location"].map((name) =>
    String(event.getFirstPropertyValue(name) ?? ""),
  );
}

describe("a booking's e-mails to the visitor", () => {
  it.each(Object.entries(visitorEmails))(
    "%s: French has no English left",
    (_, write) => {
      const french = write("fr");
      expect(englishWordsIn(french.subject), french.subject).toEqual([]);
      const lines = [...french.text.split("\n"), ...calendarWords(french)];
      expect(lines.filter((line) => englishWordsIn(line).length > 0)).toEqual(
        [],
      );
      // A ministry's typography: curly apostrophes, a no-break space before a colon.
      expect(lines.filter((line) => /\p{L}'\p{L}/u.test(line))).toEqual([]);
      expect(lines.filter((line) => / :/.test(line))).toEqual([]);
      expect(french.text).not.toBe(write("en").text);
    },
  );

  it.each(Object.entries(visitorEmails))(
    "%s: English reads as English, with nothing left to fill in",
    (_, write) => {
      const english = write("en");
      expect(englishWordsIn(english.text).length).toBeGreaterThan(5);
      expect(english.text).not.toMatch(/[{}]|undefined|NaN/);
      expect(english.subject).not.toMatch(/[{}]|undefined/);
    },
  );

  it("shows the time in the visitor's zone, named, and the manage link in their language", () => {
    const french = visitorEmails.booked!("fr");
    expect(french.text).toContain(
      "Date et heure\u00a0: mardi 16 mars 2027, de 15 h 00 à 15 h 30, heure normale de l’Europe centrale (Europe/Paris)",
    );
    expect(french.text).toMatch(
      new RegExp(`https?://[^/]+/fr/book/manage/${token}`),
    );
    const english = visitorEmails.booked!("en");
    expect(english.text).toContain(
      "When: Tuesday, March 16, 2027, 3:00 p.m. to 3:30 p.m., Central European Standard Time (Europe/Paris)",
    );
    expect(english.text).toMatch(
      new RegExp(`https?://[^/]+/book/manage/${token}`),
    );
    // A reminder has no manage link: the token is not kept.
    expect(visitorEmails["reminder a day before"]!("en").text).not.toContain(
      "/book/manage/",
    );
  });

  it("a zone the runtime does not know shows UTC instead of failing", () => {
    const message = visitorBookingEmail({
      booking: { ...bookingIn("en"), visitorZone: "Mars/Olympus_Mons" },
      host,
      change: "booked",
      manageToken: token,
      stamp,
    });
    expect(message.text).toContain("2:00 p.m. to 2:30 p.m.");
    expect(message.text).toContain("(UTC)");
  });

  it("without the check, English left in French is found (positive control)", () => {
    expect(englishWordsIn("Rappel : your consultation")).toEqual(["your"]);
  });
});

describe("the host's copy", () => {
  it("is English for a French visitor, with the visitor, both times and the lead", () => {
    const message = hostBookingEmail({
      booking: {
        ...bookingIn("fr"),
        leadId: "9b8a7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d",
      },
      host,
      change: "booked",
      stamp,
    });
    expect(message.to).toEqual([host.email]);
    expect(message.replyTo).toBe("amira@ministere.example");
    expect(message.subject).toBe(
      "New booking: Amira Haddad, Ministère de la Santé, Tuesday, March 16, 2027 at 10:00 a.m. (Eastern Daylight Time)",
    );
    expect(message.text).toContain(
      "Their time:   Tuesday, March 16, 2027, 3:00 p.m. to 3:30 p.m., Central European Standard Time (Europe/Paris)",
    );
    expect(message.text).toContain("Language:     French");
    expect(message.text).toMatch(
      /Lead: {9}https?:\/\/[^/]+\/lead_admin\/leads\/9b8a7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d/,
    );
    expect(message.calendar?.method).toBe("REQUEST");
  });
});
