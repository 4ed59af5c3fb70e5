/**
 * The iCalendar invitation a booking's e-mails carry (RFC 5545, iTIP RFC 5546). One booking is
 * one UID for its whole life; every change raises SEQUENCE, so a calendar replaces the event
 * instead of adding one; a cancellation is METHOD:CANCEL with STATUS:CANCELLED, never an update,
 * so the event leaves the calendar. Times are UTC, so no VTIMEZONE is needed (decision 068).
 */

export type InvitationMethod = "REQUEST" | "CANCEL";

export type CalendarPerson = { readonly name: string; readonly email: string };

export type CalendarInvitation = {
  readonly method: InvitationMethod;
  /** Stable for the booking's life: `<booking id>@<site host>`. */
  readonly uid: string;
  /** 0 when booked, one more at every reschedule or cancellation. */
  readonly sequence: number;
  readonly start: Date;
  readonly end: Date;
  /** When this version of the invitation was written. */
  readonly stamp: Date;
  readonly summary: string;
  readonly description: string;
  readonly location?: string;
  /** The visitor's manage link (reschedule or cancel). */
  readonly url?: string;
  readonly organizer: CalendarPerson;
  readonly attendees: readonly CalendarPerson[];
  /** PRODID's company name. */
  readonly productOwner: string;
};

/** `20270104T150000Z`: a UTC date-time as RFC 5545 § 3.3.5 writes it. */
export function utcDateTime(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** TEXT values escape backslash, semicolon, comma and line breaks (§ 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** A parameter value (a CN) is quoted, and may hold no double quote or control character. */
function quotedParameter(value: string): string {
  return `"${value.replace(/["\p{Cc}]/gu, "")}"`;
}

const encoder = new TextEncoder();

/**
 * Lines longer than 75 octets are folded: CRLF then one space (§ 3.1), never inside a UTF-8
 * character, so an accented French name survives.
 */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let current = "";
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    // The first line holds 75 octets; each continuation 74 after its leading space.
    const limit = pieces.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      pieces.push(current);
      current = "";
      octets = 0;
    }
    current += character;
    octets += size;
  }
  pieces.push(current);
  return pieces.join("\r\n ");
}

function mailto(person: CalendarPerson): string {
  return `mailto:${person.email}`;
}

/** The whole `.ics` text, CRLF-terminated lines. */
export function calendarInvitation(invitation: CalendarInvitation): string {
  const cancelled = invitation.method === "CANCEL";
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${escapeText(invitation.productOwner)}//Booking//EN`,
    "CALSCALE:GREGORIAN",
    `METHOD:${invitation.method}`,
    "BEGIN:VEVENT",
    `UID:${invitation.uid}`,
    `SEQUENCE:${invitation.sequence}`,
    `DTSTAMP:${utcDateTime(invitation.stamp)}`,
    `DTSTART:${utcDateTime(invitation.start)}`,
    `DTEND:${utcDateTime(invitation.end)}`,
    `STATUS:${cancelled ? "CANCELLED" : "CONFIRMED"}`,
    `SUMMARY:${escapeText(invitation.summary)}`,
    `DESCRIPTION:${escapeText(invitation.description)}`,
    ...(invitation.location
      ? [`LOCATION:${escapeText(invitation.location)}`]
      : []),
    ...(invitation.url ? [`URL:${invitation.url}`] : []),
    `ORGANIZER;CN=${quotedParameter(invitation.organizer.name)}:${mailto(invitation.organizer)}`,
    ...invitation.attendees.map(
      (person) =>
        `ATTENDEE;CN=${quotedParameter(person.name)};ROLE=REQ-PARTICIPANT;` +
        `PARTSTAT=NEEDS-ACTION;RSVP=${cancelled ? "FALSE" : "TRUE"}:${mailto(person)}`,
    ),
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}

/** One meeting in a host's subscribed feed: no attendees, so no visitor's address leaves us. */
export type FeedEvent = {
  readonly uid: string;
  readonly sequence: number;
  readonly start: Date;
  readonly end: Date;
  readonly stamp: Date;
  readonly summary: string;
  readonly description: string;
};

/**
 * A host's subscribed calendar (`METHOD:PUBLISH`): each booking as the same UID and SEQUENCE
 * its invitations carry, so a calendar holding both the invitation and the feed shows one event.
 */
export function calendarFeed(feed: {
  readonly productOwner: string;
  readonly name: string;
  readonly events: readonly FeedEvent[];
}): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${escapeText(feed.productOwner)}//Booking//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(feed.name)}`,
    ...feed.events.flatMap((event) => [
      "BEGIN:VEVENT",
      `UID:${event.uid}`,
      `SEQUENCE:${event.sequence}`,
      `DTSTAMP:${utcDateTime(event.stamp)}`,
      `DTSTART:${utcDateTime(event.start)}`,
      `DTEND:${utcDateTime(event.end)}`,
      "STATUS:CONFIRMED",
      `SUMMARY:${escapeText(event.summary)}`,
      `DESCRIPTION:${escapeText(event.description)}`,
      "TRANSP:OPAQUE",
      "END:VEVENT",
    ]),
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}

/** A booking's UID for its whole life, in every invitation and in the host's feed. */
export function bookingUid(bookingId: string, publicUrl: string): string {
  return `${bookingId}@${new URL(publicUrl).hostname}`;
}
