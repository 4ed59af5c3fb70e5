import { leadSourceLabel, leadStatusLabel } from "~/domain/console/lead-format";
import {
  BOOKING_EVENT_TYPES,
  LEAD_EVENT_TYPES,
  type BookingEventData,
  type LeadEventData,
  type WebhookEvent,
  type WebhookEventType,
} from "./webhook-events";

/**
 * The body a Microsoft Teams workflow ("When a Teams webhook request is received") posts as an
 * Adaptive Card, for one event. Pure, so the console's preview is the very body that is sent.
 * Like the Slack message it names a lead or a visitor and links to the console, and never
 * carries an e-mail address or what was written on a form.
 */

/** Every lead and booking event; the test event is always allowed besides. */
export const TEAMS_EVENT_TYPES: readonly WebhookEventType[] = [
  ...LEAD_EVENT_TYPES,
  ...BOOKING_EVENT_TYPES,
];

export type AdaptiveCardElement =
  | {
      type: "TextBlock";
      text: string;
      wrap: true;
      weight?: "Bolder";
      size?: "Medium";
    }
  | { type: "FactSet"; facts: { title: string; value: string }[] };

export type AdaptiveCard = {
  $schema: "http://adaptivecards.io/schemas/adaptive-card.json";
  type: "AdaptiveCard";
  version: "1.4";
  body: AdaptiveCardElement[];
  actions?: { type: "Action.OpenUrl"; title: string; url: string }[];
};

export type TeamsMessage = {
  type: "message";
  attachments: [
    {
      contentType: "application/vnd.microsoft.card.adaptive";
      contentUrl: null;
      content: AdaptiveCard;
    },
  ];
};

/** Past this many characters a name or organisation is cut, so one field cannot flood a card. */
const MAX_TEXT_LENGTH = 150;

type Fact = { title: string; value: string };

export function teamsMessageOf(event: WebhookEvent): TeamsMessage {
  switch (event.type) {
    case "lead.created":
    case "lead.status_changed":
    case "lead.assigned":
      return leadCardOf(event.type, event.data);
    case "booking.created":
    case "booking.rescheduled":
    case "booking.cancelled":
      return bookingCardOf(event.type, event.data);
    case "webhook.test":
      return testCardOf(event.data.message);
  }
}

const leadTitles: Record<(typeof LEAD_EVENT_TYPES)[number], string> = {
  "lead.created": "New lead",
  "lead.status_changed": "Lead status changed",
  "lead.assigned": "Lead assigned",
};

function leadCardOf(
  type: (typeof LEAD_EVENT_TYPES)[number],
  lead: LeadEventData,
): TeamsMessage {
  const facts: Fact[] = [{ title: "Name", value: shortText(lead.full_name) }];
  const organisation = lead.organisation ? shortText(lead.organisation) : "";
  if (organisation) facts.push({ title: "Organisation", value: organisation });
  facts.push({ title: "Form", value: shortText(leadSourceLabel(lead.source)) });
  let title = leadTitles[type];

  if (type === "lead.status_changed") {
    const status = shortText(leadStatusLabel(lead.status));
    const change = lead.previous_status
      ? `${shortText(leadStatusLabel(lead.previous_status))} → ${status}`
      : status;
    facts.push({ title: "Status", value: change });
  }
  if (type === "lead.assigned") {
    const owner = ownerNameOf(lead.owner);
    if (!owner) title = "Lead unassigned";
    facts.push({ title: "Owner", value: owner ?? "Unassigned" });
  }
  return cardOf(title, facts, lead.console_url);
}

/** A staff member's name; their e-mail address is not shown in its place. */
function ownerNameOf(owner: LeadEventData["owner"]): string | null {
  if (!owner) return null;
  return owner.name?.trim() ? shortText(owner.name) : "A staff member";
}

const bookingTitles: Record<(typeof BOOKING_EVENT_TYPES)[number], string> = {
  "booking.created": "Consultation booked",
  "booking.rescheduled": "Consultation rescheduled",
  "booking.cancelled": "Consultation cancelled",
};

function bookingCardOf(
  type: (typeof BOOKING_EVENT_TYPES)[number],
  booking: BookingEventData,
): TeamsMessage {
  const facts: Fact[] = [
    { title: "Visitor", value: shortText(booking.visitor_name) },
  ];
  const organisation = shortText(booking.organisation);
  if (organisation) facts.push({ title: "Organisation", value: organisation });
  facts.push(
    { title: "Starts", value: utcMinuteOf(booking.starts_at) },
    { title: "Host", value: shortText(booking.host_name) },
  );
  return cardOf(bookingTitles[type], facts, booking.console_url);
}

function testCardOf(message: string): TeamsMessage {
  const note = shortText(message);
  const text = `This is a test from the website's integrations: this chat will receive the events it is subscribed to.${note ? ` ${note}` : ""}`;
  return messageOf({
    $schema: "http://adaptivecards.io/schemas/adaptive-card.json",
    type: "AdaptiveCard",
    version: "1.4",
    body: [
      titleBlockOf("Test message"),
      { type: "TextBlock", text: escapeCardMarkdown(text), wrap: true },
    ],
  });
}

/** The title and fact titles are ours; every fact value is escaped here, once. */
function cardOf(
  title: string,
  facts: Fact[],
  consoleUrl: string,
): TeamsMessage {
  return messageOf({
    $schema: "http://adaptivecards.io/schemas/adaptive-card.json",
    type: "AdaptiveCard",
    version: "1.4",
    body: [
      titleBlockOf(title),
      {
        type: "FactSet",
        facts: facts.map(({ title, value }) => ({
          title,
          value: escapeCardMarkdown(value),
        })),
      },
    ],
    actions: [
      { type: "Action.OpenUrl", title: "Open in console", url: consoleUrl },
    ],
  });
}

function titleBlockOf(title: string): AdaptiveCardElement {
  return {
    type: "TextBlock",
    text: title,
    wrap: true,
    weight: "Bolder",
    size: "Medium",
  };
}

function messageOf(card: AdaptiveCard): TeamsMessage {
  return {
    type: "message",
    attachments: [
      {
        contentType: "application/vnd.microsoft.card.adaptive",
        contentUrl: null,
        content: card,
      },
    ],
  };
}

/**
 * Teams renders Markdown in TextBlocks and fact values: escaped, `**bold**` or
 * `[click](https://evil)` in a visitor's name is shown as typed rather than as formatting or
 * a link. A leading `-`, `+` or `1.` would start a list; the text is on one line, so only its
 * start can.
 */
function escapeCardMarkdown(text: string): string {
  return text
    .replace(/[\\*_[\]()#`>~|]/g, "\\$&")
    .replace(/^([-+])/, "\\$1")
    .replace(/^(\d+)\./, "$1\\.");
}

/** On one line, trimmed, at most MAX_TEXT_LENGTH characters (counted as code points, so an emoji is never split). */
function shortText(text: string): string {
  const oneLine = text.replace(/\s+/g, " ").trim();
  const characters = Array.from(oneLine);
  if (characters.length <= MAX_TEXT_LENGTH) return oneLine;
  return `${characters.slice(0, MAX_TEXT_LENGTH - 1).join("")}…`;
}

/** "2026-12-01 14:30 UTC": the reader's time zone is unknown, so the time says which it is in. */
function utcMinuteOf(iso: string): string {
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return shortText(iso);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${time.getUTCFullYear()}-${two(time.getUTCMonth() + 1)}-${two(time.getUTCDate())} ${two(time.getUTCHours())}:${two(time.getUTCMinutes())} UTC`;
}
