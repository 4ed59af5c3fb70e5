/**
 * The iCalendar invitation a booking's e-mails carry (RFC 5545, iTIP RFC 5546). One booking is
 * one UID for its whole life; every change raises SEQUENCE, so a calendar replaces the event
 * instead of adding one; a cancellation is METHOD:CANCEL with STATUS:CANCELLED, never an update,
 * so the event leaves the calendar. Times are UTC, so no VTIMEZONE is needed (decision 068).
 */

export type InvitationMethod = "REQUEST" | "CANCEL";

export type CalendarPerson = { readonly name: string; readonly email: string };

/** One version of a meeting, as both the invitations and the host's feed describe it. */
type CalendarEvent = {
  /** Stable for the booking's life: `<booking id>@<site host>`. */
  readonly uid: string;
  /** 0 when booked, one more at every reschedule or cancellation. */
  readonly sequence: number;
  readonly start: Date;
  readonly end: Date;
  /** When this version of the event was written. */
  readonly stamp: Date;
  readonly summary: string;
  readonly description: string;
};

export type CalendarInvitation = CalendarEvent & {
  readonly method: InvitationMethod;
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

/** A calendar's opening lines: who wrote it and what the receiver is to do with it. */
function calendarHead(productOwner: string, method: string): string[] {
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${escapeText(productOwner)}//Booking//EN`,
    "CALSCALE:GREGORIAN",
    `METHOD:${method}`,
  ];
}

/** An event's identity, version, times, status and text: the same in an invitation and a feed. */
function eventLines(event: CalendarEvent, status: string): string[] {
  return [
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcDateTime(event.stamp)}`,
    `DTSTART:${utcDateTime(event.start)}`,
    `DTEND:${utcDateTime(event.end)}`,
    `STATUS:${status}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
  ];
}

/** The `.ics` text of its lines: each folded, each ended by CRLF. */
function icsText(lines: string[]): string {
  return lines.map(foldLine).join("\r\n") + "\r\n";
}

/** The whole `.ics` text, CRLF-terminated lines. */
export function calendarInvitation(invitation: CalendarInvitation): string {
  const cancelled = invitation.method === "CANCEL";
  return icsText([
    ...calendarHead(invitation.productOwner, invitation.method),
    "BEGIN:VEVENT",
    ...eventLines(invitation, cancelled ? "CANCELLED" : "CONFIRMED"),
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
  ]);
}

/** One meeting in a host's subscribed feed: no attendees, so no visitor's address leaves us. */
export type FeedEvent = CalendarEvent;

/**
 * A host's subscribed calendar (`METHOD:PUBLISH`): each booking as the same UID and SEQUENCE
 * its invitations carry, so a calendar holding both the invitation and the feed shows one event.
 */
export function calendarFeed(feed: {
  readonly productOwner: string;
  readonly name: string;
  readonly events: readonly FeedEvent[];
}): string {
  return icsText([
    ...calendarHead(feed.productOwner, "PUBLISH"),
    `X-WR-CALNAME:${escapeText(feed.name)}`,
    ...feed.events.flatMap((event) => [
      "BEGIN:VEVENT",
      ...eventLines(event, "CONFIRMED"),
      "TRANSP:OPAQUE",
      "END:VEVENT",
    ]),
    "END:VCALENDAR",
  ]);
}

/** A booking's UID for its whole life, in every invitation and in the host's feed. */
export function bookingUid(bookingId: string, publicUrl: string): string {
  return `${bookingId}@${new URL(publicUrl).hostname}`;
}
