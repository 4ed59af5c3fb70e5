import { eventSummaryOf, testTextOf, type EventSummary } from "./event-summary";
import {
  BOOKING_EVENT_TYPES,
  LEAD_EVENT_TYPES,
  type WebhookEvent,
  type WebhookEventType,
} from "./webhook-events";

/**
 * The body a Microsoft Teams workflow ("When a Teams webhook request is received") posts as an
 * Adaptive Card, for one event (what it says: event-summary.ts). Pure, so the console's preview
 * is the very body that is sent.
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

export function teamsMessageOf(event: WebhookEvent): TeamsMessage {
  return event.type === "webhook.test"
    ? testCardOf(event.data.message)
    : cardOf(eventSummaryOf(event));
}

function testCardOf(message: string): TeamsMessage {
  const text = testTextOf(message, "chat");
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
function cardOf({ title, facts, consoleUrl }: EventSummary): TeamsMessage {
  return messageOf({
    $schema: "http://adaptivecards.io/schemas/adaptive-card.json",
    type: "AdaptiveCard",
    version: "1.4",
    body: [
      titleBlockOf(title),
      {
        type: "FactSet",
        facts: facts.map(({ label, value }) => ({
          title: label,
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
