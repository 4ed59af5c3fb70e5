import { leadSourceLabel, leadStatusLabel } from "~/domain/console/lead-format";
import type {
  BOOKING_EVENT_TYPES,
  BookingEventData,
  LEAD_EVENT_TYPES,
  LeadEventData,
  WebhookEvent,
} from "./webhook-events";

/**
 * What a chat message (Slack, Teams) says about one event, before either formats it: a title,
 * a one-line summary, labelled facts and the console link. It names a lead or a visitor and
 * never carries an e-mail address or what was written on a form: a channel is read by more
 * people, and kept for longer, than the console. Values are plain text; each destination
 * escapes them for its own markup.
 */
export type EventFact = { label: string; value: string };

export type EventSummary = {
  title: string;
  /** One line naming who and what, for a notification's preview text. */
  line: string;
  facts: EventFact[];
  consoleUrl: string;
};

/** Past this many characters a name or organisation is cut, so one field cannot flood a channel. */
const MAX_TEXT_LENGTH = 150;

/** On one line, trimmed, at most MAX_TEXT_LENGTH characters (counted as code points, so an emoji is never split). */
export function shortText(text: string): string {
  const oneLine = text.replace(/\s+/g, " ").trim();
  const characters = Array.from(oneLine);
  if (characters.length <= MAX_TEXT_LENGTH) return oneLine;
  return `${characters.slice(0, MAX_TEXT_LENGTH - 1).join("")}…`;
}

/** "2026-12-01 14:30 UTC": the reader's time zone is unknown, so the time says which it is in. */
export function utcMinuteOf(iso: string): string {
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return shortText(iso);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${time.getUTCFullYear()}-${two(time.getUTCMonth() + 1)}-${two(time.getUTCDate())} ${two(time.getUTCHours())}:${two(time.getUTCMinutes())} UTC`;
}

/** A staff member's name; their e-mail address is not shown in its place. */
function ownerNameOf(owner: LeadEventData["owner"]): string | null {
  if (!owner) return null;
  return owner.name?.trim() ? shortText(owner.name) : "A staff member";
}

export function leadSummaryOf(
  type: (typeof LEAD_EVENT_TYPES)[number],
  lead: LeadEventData,
): EventSummary {
  const name = shortText(lead.full_name);
  const organisation = lead.organisation ? shortText(lead.organisation) : "";
  const who = organisation ? `${name} (${organisation})` : name;
  const facts: EventFact[] = [{ label: "Name", value: name }];
  if (organisation) facts.push({ label: "Organisation", value: organisation });
  facts.push({ label: "Form", value: shortText(leadSourceLabel(lead.source)) });
  const summary = (title: string, line: string) => ({
    title,
    line,
    facts,
    consoleUrl: lead.console_url,
  });

  if (type === "lead.created") return summary("New lead", `New lead: ${who}`);
  if (type === "lead.status_changed") {
    const status = shortText(leadStatusLabel(lead.status));
    const change = lead.previous_status
      ? `${shortText(leadStatusLabel(lead.previous_status))} → ${status}`
      : status;
    facts.push({ label: "Status", value: change });
    return summary(
      "Lead status changed",
      `Lead status changed: ${who} is now ${status}`,
    );
  }
  const owner = ownerNameOf(lead.owner);
  facts.push({ label: "Owner", value: owner ?? "Unassigned" });
  return owner
    ? summary("Lead assigned", `Lead assigned: ${who} to ${owner}`)
    : summary("Lead unassigned", `Lead unassigned: ${who}`);
}

const BOOKING_TITLES: Record<(typeof BOOKING_EVENT_TYPES)[number], string> = {
  "booking.created": "Consultation booked",
  "booking.rescheduled": "Consultation rescheduled",
  "booking.cancelled": "Consultation cancelled",
};

export function bookingSummaryOf(
  type: (typeof BOOKING_EVENT_TYPES)[number],
  booking: BookingEventData,
): EventSummary {
  const visitor = shortText(booking.visitor_name);
  const organisation = shortText(booking.organisation);
  const startsAt = utcMinuteOf(booking.starts_at);
  const host = shortText(booking.host_name);
  const facts: EventFact[] = [{ label: "Visitor", value: visitor }];
  if (organisation) facts.push({ label: "Organisation", value: organisation });
  facts.push(
    { label: "Starts", value: startsAt },
    { label: "Host", value: host },
  );
  const who = organisation ? `${visitor} (${organisation})` : visitor;
  return {
    title: BOOKING_TITLES[type],
    line: `${BOOKING_TITLES[type]}: ${who}, ${startsAt} with ${host}`,
    facts,
    consoleUrl: booking.console_url,
  };
}

/** A lead's or a booking's event in words; the test event has its own text (testTextOf). */
export function eventSummaryOf(
  event: Exclude<WebhookEvent, { type: "webhook.test" }>,
): EventSummary {
  switch (event.type) {
    case "lead.created":
    case "lead.status_changed":
    case "lead.assigned":
      return leadSummaryOf(event.type, event.data);
    case "booking.created":
    case "booking.rescheduled":
    case "booking.cancelled":
      return bookingSummaryOf(event.type, event.data);
  }
}

/** The test event's text; `place` is "channel" or "chat", as the destination calls it. */
export function testTextOf(message: string, place: string): string {
  const note = shortText(message);
  return `This is a test from the website's integrations: this ${place} will receive the events it is subscribed to.${note ? ` ${note}` : ""}`;
}
