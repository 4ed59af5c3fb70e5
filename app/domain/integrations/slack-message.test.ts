import { describe, expect, it } from "vitest";
import { SLACK_EVENT_TYPES, slackMessageOf } from "./slack-message";
import {
  BOOKING_EVENT_TYPES,
  LEAD_EVENT_TYPES,
  WEBHOOK_EVENT_TYPES,
  type BookingEventData,
  type LeadEventData,
  type WebhookEvent,
} from "./webhook-events";

const timestamp = "2026-11-27T10:00:00.000Z";

const lead: LeadEventData = {
  schema_version: 1,
  id: "lead-1",
  source: "get_started",
  full_name: "Ada Lovelace",
  email: "ada@analytical.example",
  organisation: "Analytical Engines",
  interest: "Discovery workshop",
  status: "new",
  is_spam: false,
  created_at: timestamp,
  console_url: "https://example.com/admin/leads/lead-1",
};

const booking: BookingEventData = {
  schema_version: 1,
  id: "booking-1",
  lead_id: "lead-1",
  visitor_name: "Grace Hopper",
  visitor_email: "grace@navy.example",
  organisation: "Navy Labs",
  locale: "en",
  starts_at: "2026-12-01T14:30:00.000Z",
  ends_at: "2026-12-01T15:00:00.000Z",
  host_name: "Alan Turing",
  status: "confirmed",
  console_url: "https://example.com/admin/bookings/booking-1",
};

const leadEvent = (
  data: Partial<LeadEventData> = {},
  type: (typeof LEAD_EVENT_TYPES)[number] = "lead.created",
): WebhookEvent => ({ type, timestamp, data: { ...lead, ...data } });

const bookingEvent = (
  data: Partial<BookingEventData> = {},
  type: (typeof BOOKING_EVENT_TYPES)[number] = "booking.created",
): WebhookEvent => ({ type, timestamp, data: { ...booking, ...data } });

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
    const message = slackMessageOf(leadEvent());
    expect(message.text).toBe("New lead: Ada Lovelace (Analytical Engines)");
    expect(message.blocks[0]).toEqual({
      type: "header",
      text: { type: "plain_text", text: "New lead" },
    });
    expect(fieldTexts(leadEvent())).toEqual([
      "*Name*\nAda Lovelace",
      "*Organisation*\nAnalytical Engines",
      "*Form*\nGet started",
    ]);
    expect(buttonUrls(leadEvent())).toEqual([lead.console_url]);
  });

  it("leaves the organisation out when there is none", () => {
    const event = leadEvent({ organisation: null });
    expect(slackMessageOf(event).text).toBe("New lead: Ada Lovelace");
    expect(fieldTexts(event).join()).not.toContain("Organisation");
  });

  it("says the new status of a status change", () => {
    const event = leadEvent(
      { status: "contacted", previous_status: "new" },
      "lead.status_changed",
    );
    expect(slackMessageOf(event).text).toBe(
      "Lead status changed: Ada Lovelace (Analytical Engines) is now Contacted",
    );
    expect(fieldTexts(event)).toContain("*Status*\nNew → Contacted");
  });

  it("names the owner of an assignment, never by e-mail", () => {
    const assigned = leadEvent(
      { owner: { email: "alan@staff.example", name: "Alan Turing" } },
      "lead.assigned",
    );
    expect(slackMessageOf(assigned).text).toBe(
      "Lead assigned: Ada Lovelace (Analytical Engines) to Alan Turing",
    );
    expect(fieldTexts(assigned)).toContain("*Owner*\nAlan Turing");

    const unnamed = leadEvent(
      { owner: { email: "alan@staff.example", name: null } },
      "lead.assigned",
    );
    expect(fieldTexts(unnamed)).toContain("*Owner*\nA staff member");
    expect(JSON.stringify(slackMessageOf(unnamed))).not.toContain(
      "alan@staff.example",
    );
  });

  it("says when a lead is unassigned", () => {
    const event = leadEvent({ owner: null }, "lead.assigned");
    expect(slackMessageOf(event).blocks[0]).toMatchObject({
      text: { text: "Lead unassigned" },
    });
    expect(fieldTexts(event)).toContain("*Owner*\nUnassigned");
  });

  it.each(LEAD_EVENT_TYPES)(
    "keeps the e-mail address, the interest and any message out of %s",
    (type) => {
      // A later schema version may add fields; none may reach the channel unless chosen here.
      const data = {
        ...lead,
        message: "Please call me on my private number",
        owner: { email: "alan@staff.example", name: "Alan Turing" },
        previous_status: "new",
      } as LeadEventData;
      const body = JSON.stringify(slackMessageOf({ type, timestamp, data }));
      expect(body).toContain("Ada Lovelace");
      expect(body).not.toContain(lead.email);
      expect(body).not.toContain("private number");
      expect(body).not.toContain("Discovery workshop");
    },
  );
});

describe("slackMessageOf, bookings", () => {
  it("names the visitor, organisation, UTC start and host, and links to the console", () => {
    const message = slackMessageOf(bookingEvent());
    expect(message.text).toBe(
      "Consultation booked: Grace Hopper (Navy Labs), 2026-12-01 14:30 UTC with Alan Turing",
    );
    expect(fieldTexts(bookingEvent())).toEqual([
      "*Visitor*\nGrace Hopper",
      "*Organisation*\nNavy Labs",
      "*Starts*\n2026-12-01 14:30 UTC",
      "*Host*\nAlan Turing",
    ]);
    expect(buttonUrls(bookingEvent())).toEqual([booking.console_url]);
  });

  it("converts an offset start time to UTC", () => {
    const event = bookingEvent({ starts_at: "2026-12-01T09:05:00-05:00" });
    expect(fieldTexts(event)).toContain("*Starts*\n2026-12-01 14:05 UTC");
  });

  it.each([
    ["booking.rescheduled", "Consultation rescheduled"],
    ["booking.cancelled", "Consultation cancelled"],
  ] as const)("titles %s", (type, header) => {
    expect(slackMessageOf(bookingEvent({}, type)).blocks[0]).toEqual({
      type: "header",
      text: { type: "plain_text", text: header },
    });
  });

  it.each(BOOKING_EVENT_TYPES)(
    "keeps the visitor's e-mail address out of %s",
    (type) => {
      const body = JSON.stringify(slackMessageOf(bookingEvent({}, type)));
      expect(body).toContain("Grace Hopper");
      expect(body).not.toContain(booking.visitor_email);
    },
  );
});

describe("slackMessageOf, test", () => {
  it("says it is a test from the integrations, without a console link", () => {
    const message = slackMessageOf({
      type: "webhook.test",
      timestamp,
      data: { schema_version: 1, message: "Sent from the console." },
    });
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
      const event = leadEvent({ full_name: name, organisation: `${name} Ltd` });
      const message = slackMessageOf(event);
      expect(fieldTexts(event)).toContain(`*Name*\n${shown}`);
      expect(fieldTexts(event)).toContain(`*Organisation*\n${shown} Ltd`);
      expect(message.text).toBe(`New lead: ${shown} (${shown} Ltd)`);
    },
  );

  it("escapes booking names and the test message too", () => {
    const body = JSON.stringify([
      slackMessageOf(
        bookingEvent({
          visitor_name: "<!channel>",
          organisation: "<!here>",
          host_name: "<@U1>",
        }),
      ),
      slackMessageOf({
        type: "webhook.test",
        timestamp,
        data: { schema_version: 1, message: "<!everyone>" },
      }),
    ]);
    expect(body).not.toMatch(/<[!@]/);
  });

  it("puts a long name on one line and cuts it with an ellipsis", () => {
    const event = leadEvent({
      full_name: `Ada\n*Injected*\n${"a".repeat(300)}`,
    });
    const [nameField] = fieldTexts(event);
    const name = nameField!.replace("*Name*\n", "");
    expect(name).not.toContain("\n");
    expect(Array.from(name)).toHaveLength(150);
    expect(name.endsWith("…")).toBe(true);
  });

  it("does not split an emoji when cutting", () => {
    const event = leadEvent({
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
      const event = type.startsWith("lead.")
        ? leadEvent({}, type as (typeof LEAD_EVENT_TYPES)[number])
        : bookingEvent({}, type as (typeof BOOKING_EVENT_TYPES)[number]);
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
