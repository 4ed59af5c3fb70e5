import { eventSummaryOf, testTextOf, type EventSummary } from "./event-summary";
import {
  BOOKING_EVENT_TYPES,
  LEAD_EVENT_TYPES,
  type WebhookEvent,
  type WebhookEventType,
} from "./webhook-events";

/**
 * The body of a Slack incoming webhook for one event (what it says: event-summary.ts). Pure,
 * so the console's preview is the very body that is sent.
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

export function slackMessageOf(event: WebhookEvent): SlackMessage {
  return event.type === "webhook.test"
    ? testMessageOf(event.data.message)
    : messageOf(eventSummaryOf(event));
}

function testMessageOf(message: string): SlackMessage {
  const text = "A test message from the website's integrations";
  const body = testTextOf(message, "channel");
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
function messageOf({
  title,
  line,
  facts,
  consoleUrl,
}: EventSummary): SlackMessage {
  return {
    text: escapeSlackText(line),
    blocks: [
      { type: "header", text: { type: "plain_text", text: title } },
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
