import { describe, expect, it } from "vitest";
import { SLACK_EVENT_TYPES, slackMessageOf } from "./slack-message";
import {
  BOOKING_EVENT_TYPES,
  LEAD_EVENT_TYPES,
  WEBHOOK_EVENT_TYPES,
  type WebhookEvent,
} from "./webhook-events";
import { testEvent, sampleWebhookEvents } from "./webhook-events.test-support";

const sample = sampleWebhookEvents();

const fieldTexts = (event: WebhookEvent): string[] =>
  slackMessageOf(event).blocks.flatMap((block) =>
    block.type === "section" && "fields" in block
      ? block.fields.map((field) => field.text)
      : [],
  );

const buttonUrls = (event: WebhookEvent): string[] =>
  slackMessageOf(event).blocks.flatMap((block) =>
    block.type === "actions" ? block.elements.map((button) => button.url) : [],
  );

describe("slackMessageOf, leads", () => {
  it("names the person, their organisation and the form, and links to the console", () => {
    const message = slackMessageOf(sample.leadEvent());
    expect(message.text).toBe("New lead: Ada Lovelace (Analytical Engines)");
    expect(message.blocks[0]).toEqual({
      type: "header",
      text: { type: "plain_text", text: "New lead" },
    });
    expect(fieldTexts(sample.leadEvent())).toEqual([
      "*Name*\nAda Lovelace",
      "*Organisation*\nAnalytical Engines",
      "*Form*\nGet started",
    ]);
    expect(buttonUrls(sample.leadEvent())).toEqual([sample.lead.console_url]);
  });

  it("leaves the organisation out when there is none", () => {
    const event = sample.leadEvent({ organisation: null });
    expect(slackMessageOf(event).text).toBe("New lead: Ada Lovelace");
    expect(fieldTexts(event).join()).not.toContain("Organisation");
  });

  it("says the new status of a status change", () => {
    const event = sample.leadEvent(
      { status: "contacted", previous_status: "new" },
      "lead.status_changed",
    );
    expect(slackMessageOf(event).text).toBe(
      "Lead status changed: Ada Lovelace (Analytical Engines) is now Contacted",
    );
    expect(fieldTexts(event)).toContain("*Status*\nNew → Contacted");
  });

  it("names the owner of an assignment, never by e-mail", () => {
    const assigned = sample.leadEvent(
      { owner: { email: "alan@staff.example", name: "Alan Turing" } },
      "lead.assigned",
    );
    expect(slackMessageOf(assigned).text).toBe(
      "Lead assigned: Ada Lovelace (Analytical Engines) to Alan Turing",
    );
    expect(fieldTexts(assigned)).toContain("*Owner*\nAlan Turing");

    const unnamed = sample.leadEvent(
      { owner: { email: "alan@staff.example", name: null } },
      "lead.assigned",
    );
    expect(fieldTexts(unnamed)).toContain("*Owner*\nA staff member");
    expect(JSON.stringify(slackMessageOf(unnamed))).not.toContain(
      "alan@staff.example",
    );
  });

  it("says when a lead is unassigned", () => {
    const event = sample.leadEvent({ owner: null }, "lead.assigned");
    expect(slackMessageOf(event).blocks[0]).toMatchObject({
      text: { text: "Lead unassigned" },
    });
    expect(fieldTexts(event)).toContain("*Owner*\nUnassigned");
  });

  it.each(LEAD_EVENT_TYPES)(
    "keeps the e-mail address, the interest and any message out of %s",
    (type) => {
      const body = JSON.stringify(
        slackMessageOf(sample.leadEventWithPrivateFields(type, "Alan Turing")),
      );
      expect(body).toContain("Ada Lovelace");
      expect(body).not.toContain(sample.lead.email);
      expect(body).not.toContain("private number");
      expect(body).not.toContain("Discovery workshop");
    },
  );
});

describe("slackMessageOf, bookings", () => {
  it("names the visitor, organisation, UTC start and host, and links to the console", () => {
    const message = slackMessageOf(sample.bookingEvent());
    expect(message.text).toBe(
      "Consultation booked: Grace Hopper (Navy Labs), 2026-12-01 14:30 UTC with Alan Turing",
    );
    expect(fieldTexts(sample.bookingEvent())).toEqual([
      "*Visitor*\nGrace Hopper",
      "*Organisation*\nNavy Labs",
      "*Starts*\n2026-12-01 14:30 UTC",
      "*Host*\nAlan Turing",
    ]);
    expect(buttonUrls(sample.bookingEvent())).toEqual([
      sample.booking.console_url,
    ]);
  });

  it("converts an offset start time to UTC", () => {
    const event = sample.bookingEvent({
      starts_at: "2026-12-01T09:05:00-05:00",
    });
    expect(fieldTexts(event)).toContain("*Starts*\n2026-12-01 14:05 UTC");
  });

  it.each([
    ["booking.rescheduled", "Consultation rescheduled"],
    ["booking.cancelled", "Consultation cancelled"],
  ] as const)("titles %s", (type, header) => {
    expect(slackMessageOf(sample.bookingEvent({}, type)).blocks[0]).toEqual({
      type: "header",
      text: { type: "plain_text", text: header },
    });
  });

  it.each(BOOKING_EVENT_TYPES)(
    "keeps the visitor's e-mail address out of %s",
    (type) => {
      const body = JSON.stringify(
        slackMessageOf(sample.bookingEvent({}, type)),
      );
      expect(body).toContain("Grace Hopper");
      expect(body).not.toContain(sample.booking.visitor_email);
    },
  );
});

describe("slackMessageOf, test", () => {
  it("says it is a test from the integrations, without a console link", () => {
    const message = slackMessageOf(testEvent("Sent from the console."));
    expect(message.text).toContain("test");
    expect(message.text).toContain("integrations");
    expect(JSON.stringify(message)).toContain("Sent from the console.");
    expect(message.blocks.some((block) => block.type === "actions")).toBe(
      false,
    );
  });
});

describe("slackMessageOf, escaping", () => {
  it.each([
    ["<!channel>", "&lt;!channel&gt;"],
    ["<https://evil.example|click>", "&lt;https://evil.example|click&gt;"],
    ["<@U123>", "&lt;@U123&gt;"],
    ["Tom & Jerry", "Tom &amp; Jerry"],
    ["&lt;!here&gt;", "&amp;lt;!here&amp;gt;"],
  ])(
    "shows %s as typed, in the fields and the fallback text",
    (name, shown) => {
      const event = sample.leadEvent({
        full_name: name,
        organisation: `${name} Ltd`,
      });
      const message = slackMessageOf(event);
      expect(fieldTexts(event)).toContain(`*Name*\n${shown}`);
      expect(fieldTexts(event)).toContain(`*Organisation*\n${shown} Ltd`);
      expect(message.text).toBe(`New lead: ${shown} (${shown} Ltd)`);
    },
  );

  it("escapes booking names and the test message too", () => {
    const body = JSON.stringify([
      slackMessageOf(
        sample.bookingEvent({
          visitor_name: "<!channel>",
          organisation: "<!here>",
          host_name: "<@U1>",
        }),
      ),
      slackMessageOf(testEvent("<!everyone>")),
    ]);
    expect(body).not.toMatch(/<[!@]/);
  });

  it("puts a long name on one line and cuts it with an ellipsis", () => {
    const event = sample.leadEvent({
      full_name: `Ada\n*Injected*\n${"a".repeat(300)}`,
    });
    const [nameField] = fieldTexts(event);
    const name = nameField!.replace("*Name*\n", "");
    expect(name).not.toContain("\n");
    expect(Array.from(name)).toHaveLength(150);
    expect(name.endsWith("…")).toBe(true);
  });

  it("does not split an emoji when cutting", () => {
    const event = sample.leadEvent({
      full_name: "😀".repeat(200),
      organisation: null,
    });
    const [nameField] = fieldTexts(event);
    expect(nameField).toBe(`*Name*\n${"😀".repeat(149)}…`);
  });
});

describe("slackMessageOf, determinism and coverage", () => {
  it("gives the same bytes for the same event", () => {
    for (const type of WEBHOOK_EVENT_TYPES) {
      const event = sample.sampleEventOf(type);
      expect(JSON.stringify(slackMessageOf(event))).toBe(
        JSON.stringify(slackMessageOf(structuredClone(event))),
      );
    }
  });

  it("supports every lead and booking event", () => {
    expect([...SLACK_EVENT_TYPES].sort()).toEqual(
      [...WEBHOOK_EVENT_TYPES].sort(),
    );
  });
});
