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
 * The body of a Slack incoming webhook for one event. Pure, so the console's preview is the
 * very body that is sent. It names a lead or a visitor and links to the console, and never
 * carries an e-mail address or what was written on a form: a channel is read by more people,
 * and kept for longer, than the console.
 */

/** Every lead and booking event; the test event is always allowed besides. */
export const SLACK_EVENT_TYPES: readonly WebhookEventType[] = [
  ...LEAD_EVENT_TYPES,
  ...BOOKING_EVENT_TYPES,
];

type SlackPlainText = { type: "plain_text"; text: string };
type SlackMrkdwn = { type: "mrkdwn"; text: string };

export type SlackBlock =
  | { type: "header"; text: SlackPlainText }
  | { type: "section"; text: SlackMrkdwn }
  | { type: "section"; fields: SlackMrkdwn[] }
  | {
      type: "actions";
      elements: {
        type: "button";
        action_id: string;
        text: SlackPlainText;
        url: string;
      }[];
    };

export type SlackMessage = { text: string; blocks: SlackBlock[] };

/** Past this many characters a name or organisation is cut, so one field cannot flood a channel. */
const MAX_TEXT_LENGTH = 150;

type Fact = { label: string; value: string };

export function slackMessageOf(event: WebhookEvent): SlackMessage {
  switch (event.type) {
    case "lead.created":
    case "lead.status_changed":
    case "lead.assigned":
      return leadMessageOf(event.type, event.data);
    case "booking.created":
    case "booking.rescheduled":
    case "booking.cancelled":
      return bookingMessageOf(event.type, event.data);
    case "webhook.test":
      return testMessageOf(event.data.message);
  }
}

function leadMessageOf(
  type: (typeof LEAD_EVENT_TYPES)[number],
  lead: LeadEventData,
): SlackMessage {
  const name = shortText(lead.full_name);
  const organisation = lead.organisation ? shortText(lead.organisation) : "";
  const who = organisation ? `${name} (${organisation})` : name;
  const facts: Fact[] = [{ label: "Name", value: name }];
  if (organisation) facts.push({ label: "Organisation", value: organisation });
  facts.push({ label: "Form", value: shortText(leadSourceLabel(lead.source)) });

  if (type === "lead.created") {
    return messageOf("New lead", `New lead: ${who}`, facts, lead.console_url);
  }
  if (type === "lead.status_changed") {
    const status = shortText(leadStatusLabel(lead.status));
    const change = lead.previous_status
      ? `${shortText(leadStatusLabel(lead.previous_status))} → ${status}`
      : status;
    facts.push({ label: "Status", value: change });
    return messageOf(
      "Lead status changed",
      `Lead status changed: ${who} is now ${status}`,
      facts,
      lead.console_url,
    );
  }
  const owner = ownerNameOf(lead.owner);
  facts.push({ label: "Owner", value: owner ?? "Unassigned" });
  return owner
    ? messageOf(
        "Lead assigned",
        `Lead assigned: ${who} to ${owner}`,
        facts,
        lead.console_url,
      )
    : messageOf(
        "Lead unassigned",
        `Lead unassigned: ${who}`,
        facts,
        lead.console_url,
      );
}

/** A staff member's name; their e-mail address is not shown in its place. */
function ownerNameOf(owner: LeadEventData["owner"]): string | null {
  if (!owner) return null;
  return owner.name?.trim() ? shortText(owner.name) : "A staff member";
}

const bookingHeaders: Record<(typeof BOOKING_EVENT_TYPES)[number], string> = {
  "booking.created": "Consultation booked",
  "booking.rescheduled": "Consultation rescheduled",
  "booking.cancelled": "Consultation cancelled",
};

function bookingMessageOf(
  type: (typeof BOOKING_EVENT_TYPES)[number],
  booking: BookingEventData,
): SlackMessage {
  const visitor = shortText(booking.visitor_name);
  const organisation = shortText(booking.organisation);
  const startsAt = utcMinuteOf(booking.starts_at);
  const host = shortText(booking.host_name);
  const facts: Fact[] = [{ label: "Visitor", value: visitor }];
  if (organisation) facts.push({ label: "Organisation", value: organisation });
  facts.push(
    { label: "Starts", value: startsAt },
    { label: "Host", value: host },
  );
  const who = organisation ? `${visitor} (${organisation})` : visitor;
  return messageOf(
    bookingHeaders[type],
    `${bookingHeaders[type]}: ${who}, ${startsAt} with ${host}`,
    facts,
    booking.console_url,
  );
}

function testMessageOf(message: string): SlackMessage {
  const note = shortText(message);
  const text = "A test message from the website's integrations";
  const body = `This is a test from the website's integrations: this channel will receive the events it is subscribed to.${note ? ` ${note}` : ""}`;
  return {
    text: escapeSlackText(text),
    blocks: [
      { type: "header", text: { type: "plain_text", text: "Test message" } },
      {
        type: "section",
        text: { type: "mrkdwn", text: escapeSlackText(body) },
      },
    ],
  };
}

/** The header and labels are ours; every value and the fallback text are escaped here, once. */
function messageOf(
  header: string,
  text: string,
  facts: Fact[],
  consoleUrl: string,
): SlackMessage {
  return {
    text: escapeSlackText(text),
    blocks: [
      { type: "header", text: { type: "plain_text", text: header } },
      {
        type: "section",
        fields: facts.map(({ label, value }) => ({
          type: "mrkdwn",
          text: `*${label}*\n${escapeSlackText(value)}`,
        })),
      },
      {
        type: "actions",
        elements: [
          {
            type: "button",
            action_id: "open_in_console",
            text: { type: "plain_text", text: "Open in console" },
            url: consoleUrl,
          },
        ],
      },
    ],
  };
}

/**
 * Slack reads `<…>` as a mention, a channel ping or a link and `&` as the start of an entity;
 * escaped, `<!channel>` or `<https://evil|click>` in a visitor's name is shown as typed.
 */
function escapeSlackText(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;");
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
