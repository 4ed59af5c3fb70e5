import { site } from "~/content/site";
import type { Locale } from "~/i18n/locale";
import { htmlLang } from "~/i18n/locale";
import type { Transaction } from "../db/client.server";
import { type bookings, outbox } from "../db/schema.server";
import type { OutboxMessage } from "../mail/outbox.server";
import { publicOrigin } from "../public-origin.server";
import {
  visitorMailCopy,
  type VisitorMailCopy,
} from "./booking-mail-copy.server";
import {
  bookingUid,
  calendarInvitation,
  type CalendarInvitation,
} from "./icalendar.server";

/**
 * A booking's e-mails: to the visitor in their language, with the time in their zone, and to
 * the host in English, with the time in theirs. Each carries the booking's invitation — one
 * UID for the booking's life, its current SEQUENCE, REQUEST while it stands and CANCEL when
 * it is cancelled — and is queued in the transaction that changes the booking, so a booking
 * that lost its race has no e-mail and one that won has exactly its two (decision 068).
 */

/** The outbox kind of these e-mails (one of MAIL_JOB_KINDS). */
export const BOOKING_INVITATION_KIND = "booking_invitation";

export type BookingRow = typeof bookings.$inferSelect;

export type BookingHostContact = {
  readonly displayName: string;
  readonly email: string;
  /** The host's IANA zone: the time their copy shows. */
  readonly zone: string;
};

export type BookingChange = "booked" | "moved" | "cancelled";

export type BookingMailInput = {
  readonly booking: BookingRow;
  readonly host: BookingHostContact;
  readonly change: BookingChange;
  /** The manage link's secret, when the caller holds it (booking, or acting through the link). */
  readonly manageToken?: string | null;
  /** A move's old start, which both e-mails name. */
  readonly previousStart?: Date;
  /** When this version of the invitation is written (DTSTAMP). */
  readonly stamp: Date;
};

export function localeOfBooking(booking: Pick<BookingRow, "locale">): Locale {
  return booking.locale === "fr" ? "fr" : "en";
}

/** The page where the visitor reschedules or cancels, in their language. */
export function manageLinkOf(locale: Locale, token: string): string {
  const prefix = locale === "fr" ? "/fr" : "";
  return `${publicOrigin()}${prefix}/book/manage/${token}`;
}

function bookAgainLinkOf(locale: Locale): string {
  return `${publicOrigin()}${locale === "fr" ? "/fr" : ""}/book`;
}

/** A zone the runtime does not know shows UTC rather than failing the e-mail. */
function knownZone(zone: string): string {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return zone;
  } catch {
    return "UTC";
  }
}

function format(
  locale: Locale,
  zone: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(htmlLang(locale), {
    ...options,
    timeZone: zone,
  });
}

const DAY: Intl.DateTimeFormatOptions = {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
};
const TIME: Intl.DateTimeFormatOptions = { hour: "numeric", minute: "2-digit" };

function zoneName(locale: Locale, zone: string, instant: Date): string {
  return (
    format(locale, zone, { timeZoneName: "long" })
      .formatToParts(instant)
      .find((part) => part.type === "timeZoneName")?.value ?? zone
  );
}

/** "Tuesday, February 2, 2027 at 5:00 a.m. (Eastern Standard Time)": a subject's time. */
export function shortWhen(locale: Locale, zone: string, start: Date): string {
  const at = knownZone(zone);
  const day = format(locale, at, DAY).format(start);
  const time = format(locale, at, TIME).format(start);
  const joiner = locale === "fr" ? " à " : " at ";
  return `${day}${joiner}${time} (${zoneName(locale, at, start)})`;
}

/** "Tuesday, February 2, 2027, 5:00 a.m. to 5:30 a.m., Eastern Standard Time (America/Toronto)". */
export function fullWhen(
  locale: Locale,
  zone: string,
  start: Date,
  end: Date,
): string {
  const at = knownZone(zone);
  const day = format(locale, at, DAY).format(start);
  const from = format(locale, at, TIME).format(start);
  const to = format(locale, at, TIME).format(end);
  const range = locale === "fr" ? `de ${from} à ${to}` : `${from} to ${to}`;
  return `${day}, ${range}, ${zoneName(locale, at, start)} (${at})`;
}

function minutesOf(booking: BookingRow): number {
  return Math.round(
    (booking.endsAt.getTime() - booking.startsAt.getTime()) / 60_000,
  );
}

/** How to reach us, in the visitor's words: reply, write, call the head office. */
export function reachUsLines(words: VisitorMailCopy): string[] {
  const office = site.offices[0]!;
  return [
    words.reachTitle,
    `- ${words.reachReply}`,
    `- ${words.reachEmail(site.contactEmail)}`,
    `- ${words.reachPhone(office.city, office.phone)}`,
  ];
}

function invitation(
  input: BookingMailInput,
  texts: { summary: string; description: string; location: string },
  url: string | undefined,
): { method: "REQUEST" | "CANCEL"; content: string } {
  const { booking, host } = input;
  const method = input.change === "cancelled" ? "CANCEL" : "REQUEST";
  const event: CalendarInvitation = {
    method,
    uid: bookingUid(booking.id, publicOrigin()),
    sequence: booking.sequence,
    start: booking.startsAt,
    end: booking.endsAt,
    stamp: input.stamp,
    summary: texts.summary,
    description: texts.description,
    location: texts.location,
    url,
    organizer: { name: host.displayName, email: host.email },
    attendees: [{ name: booking.visitorName, email: booking.visitorEmail }],
    productOwner: site.name,
  };
  return { method, content: calendarInvitation(event) };
}

/** The visitor's e-mail: confirmation, move or cancellation, in their language. */
export function visitorBookingEmail(input: BookingMailInput): OutboxMessage {
  const { booking, host, change } = input;
  const locale = localeOfBooking(booking);
  const words = visitorMailCopy[locale];
  const zone = booking.visitorZone;
  const manageUrl = input.manageToken
    ? manageLinkOf(locale, input.manageToken)
    : undefined;
  const minutes = minutesOf(booking);
  const lead =
    change === "cancelled"
      ? words.lead.cancelled(host.displayName)
      : words.lead[change](minutes, host.displayName);
  const when = [
    `${words.whenLabel} ${fullWhen(locale, zone, booking.startsAt, booking.endsAt)}`,
    ...(input.previousStart && change === "moved"
      ? [
          `${words.previouslyLabel} ${shortWhen(locale, zone, input.previousStart)}`,
        ]
      : []),
    `${words.withLabel} ${host.displayName}, ${site.name}`,
  ];
  const body =
    change === "cancelled"
      ? [words.calendarRemoves, "", words.bookAgain, bookAgainLinkOf(locale)]
      : [
          words.calendarAdds,
          "",
          words.joinLine,
          "",
          words.expectTitle,
          ...words.expect,
          ...(manageUrl
            ? ["", words.manageTitle, words.manageLine, manageUrl]
            : []),
        ];
  const text = [
    words.greeting(booking.visitorName),
    "",
    lead,
    "",
    ...when,
    "",
    ...body,
    "",
    ...reachUsLines(words),
    "",
    words.signature,
  ].join("\n");
  return {
    to: [booking.visitorEmail],
    replyTo: host.email,
    subject: words.subject[change](shortWhen(locale, zone, booking.startsAt)),
    text,
    calendar: invitation(
      input,
      {
        summary: words.calendarSummary,
        description: [lead, ...(manageUrl ? ["", manageUrl] : [])].join("\n"),
        location: words.calendarLocation,
      },
      manageUrl,
    ),
  };
}

const HOST_SUBJECT: Record<BookingChange, string> = {
  booked: "New booking",
  moved: "Booking moved",
  cancelled: "Booking cancelled",
};
const HOST_LEAD: Record<BookingChange, string> = {
  booked: "booked a consultation with you.",
  moved: "moved their consultation with you.",
  cancelled: "cancelled their consultation with you.",
};

/** The host's copy, in English (decision 055 § 7): who booked, their lead, both times. */
export function hostBookingEmail(input: BookingMailInput): OutboxMessage {
  const { booking, host, change } = input;
  const en: Locale = "en";
  const leadUrl = booking.leadId
    ? `${publicOrigin()}/lead_admin/leads/${booking.leadId}`
    : null;
  const details = [
    `When:         ${fullWhen(en, host.zone, booking.startsAt, booking.endsAt)}`,
    `Their time:   ${fullWhen(en, booking.visitorZone, booking.startsAt, booking.endsAt)}`,
    ...(input.previousStart && change === "moved"
      ? [`Previously:   ${shortWhen(en, host.zone, input.previousStart)}`]
      : []),
    "",
    `Visitor:      ${booking.visitorName}`,
    `Organisation: ${booking.organisation}`,
    `E-mail:       ${booking.visitorEmail}`,
    `Language:     ${localeOfBooking(booking) === "fr" ? "French" : "English"}`,
    `Lead:         ${leadUrl ?? "— (booked without a lead)"}`,
    ...(change === "booked"
      ? [`Assigned:     ${booking.assignmentReason}`]
      : []),
  ];
  const lead = `${booking.visitorName} (${booking.organisation}) ${HOST_LEAD[change]}`;
  const text = [
    `Hello ${host.displayName},`,
    "",
    lead,
    "",
    ...details,
    "",
    change === "cancelled"
      ? "The invitation attached removes the meeting from your calendar."
      : "The invitation attached adds the meeting to your calendar, or updates it there. Send the visitor the video-call link before it starts.",
    "Reply to this e-mail to write to the visitor.",
  ].join("\n");
  return {
    to: [host.email],
    replyTo: booking.visitorEmail,
    subject: `${HOST_SUBJECT[change]}: ${booking.visitorName}, ${booking.organisation}, ${shortWhen(en, host.zone, booking.startsAt)}`,
    text,
    calendar: invitation(
      input,
      {
        summary: `Consultation: ${booking.visitorName}, ${booking.organisation}`,
        description: [lead, ...(leadUrl ? ["", `Lead: ${leadUrl}`] : [])].join(
          "\n",
        ),
        location: "Video call (send the visitor the link)",
      },
      leadUrl ?? undefined,
    ),
  };
}

/**
 * Queues both e-mails in the caller's transaction: they exist exactly when the booking's change
 * does, and a change that loses its race leaves none.
 */
export async function queueBookingEmails(
  tx: Transaction,
  input: BookingMailInput,
): Promise<void> {
  await tx.insert(outbox).values([
    { kind: BOOKING_INVITATION_KIND, payload: visitorBookingEmail(input) },
    { kind: BOOKING_INVITATION_KIND, payload: hostBookingEmail(input) },
  ]);
}
