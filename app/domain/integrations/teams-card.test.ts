import { describe, expect, it } from "vitest";
import {
  TEAMS_EVENT_TYPES,
  teamsMessageOf,
  type AdaptiveCard,
} from "./teams-card";
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
  source: "contact",
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
  lead_id: null,
  visitor_name: "Grace Hopper",
  visitor_email: "grace@navy.example",
  organisation: "Navy Labs",
  locale: "fr",
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

const cardOf = (event: WebhookEvent): AdaptiveCard =>
  teamsMessageOf(event).attachments[0].content;

const titleOf = (event: WebhookEvent): string | undefined => {
  const [first] = cardOf(event).body;
  return first?.type === "TextBlock" ? first.text : undefined;
};

const factsOf = (event: WebhookEvent): Record<string, string> =>
  Object.fromEntries(
    cardOf(event).body.flatMap((element) =>
      element.type === "FactSet"
        ? element.facts.map((fact) => [fact.title, fact.value])
        : [],
    ),
  );

describe("teamsMessageOf, the envelope", () => {
  it("is a message with one Adaptive Card 1.4 and an Open in console action", () => {
    const message = teamsMessageOf(leadEvent());
    expect(message.type).toBe("message");
    expect(message.attachments).toHaveLength(1);
    const [attachment] = message.attachments;
    expect(attachment.contentType).toBe(
      "application/vnd.microsoft.card.adaptive",
    );
    expect(attachment.contentUrl).toBeNull();
    expect(attachment.content).toMatchObject({
      $schema: "http://adaptivecards.io/schemas/adaptive-card.json",
      type: "AdaptiveCard",
      version: "1.4",
      actions: [
        {
          type: "Action.OpenUrl",
          title: "Open in console",
          url: lead.console_url,
        },
      ],
    });
  });
});

describe("teamsMessageOf, leads", () => {
  it("names the person, their organisation and the form", () => {
    expect(titleOf(leadEvent())).toBe("New lead");
    expect(factsOf(leadEvent())).toEqual({
      Name: "Ada Lovelace",
      Organisation: "Analytical Engines",
      Form: "Contact",
    });
  });

  it("leaves the organisation out when there is none", () => {
    expect(factsOf(leadEvent({ organisation: null }))).not.toHaveProperty(
      "Organisation",
    );
  });

  it("says the new status of a status change", () => {
    const event = leadEvent(
      { status: "qualified", previous_status: "contacted" },
      "lead.status_changed",
    );
    expect(titleOf(event)).toBe("Lead status changed");
    expect(factsOf(event).Status).toBe("Contacted → Qualified");
  });

  it("names the owner of an assignment, or says it was unassigned", () => {
    const assigned = leadEvent(
      { owner: { email: "alan@staff.example", name: "Alan Turing" } },
      "lead.assigned",
    );
    expect(titleOf(assigned)).toBe("Lead assigned");
    expect(factsOf(assigned).Owner).toBe("Alan Turing");

    const unassigned = leadEvent({ owner: null }, "lead.assigned");
    expect(titleOf(unassigned)).toBe("Lead unassigned");
    expect(factsOf(unassigned).Owner).toBe("Unassigned");
  });

  it.each(LEAD_EVENT_TYPES)(
    "keeps e-mail addresses, the interest and any message out of %s",
    (type) => {
      // A later schema version may add fields; none may reach the chat unless chosen here.
      const data = {
        ...lead,
        message: "Please call me on my private number",
        owner: { email: "alan@staff.example", name: null },
        previous_status: "new",
      } as LeadEventData;
      const body = JSON.stringify(teamsMessageOf({ type, timestamp, data }));
      expect(body).toContain("Ada Lovelace");
      expect(body).not.toContain(lead.email);
      expect(body).not.toContain("alan@staff.example");
      expect(body).not.toContain("private number");
      expect(body).not.toContain("Discovery workshop");
    },
  );
});

describe("teamsMessageOf, bookings", () => {
  it("names the visitor, organisation, UTC start and host", () => {
    expect(titleOf(bookingEvent())).toBe("Consultation booked");
    expect(factsOf(bookingEvent())).toEqual({
      Visitor: "Grace Hopper",
      Organisation: "Navy Labs",
      Starts: "2026-12-01 14:30 UTC",
      Host: "Alan Turing",
    });
    expect(cardOf(bookingEvent()).actions).toEqual([
      {
        type: "Action.OpenUrl",
        title: "Open in console",
        url: booking.console_url,
      },
    ]);
  });

  it.each([
    ["booking.rescheduled", "Consultation rescheduled"],
    ["booking.cancelled", "Consultation cancelled"],
  ] as const)("titles %s", (type, title) => {
    expect(titleOf(bookingEvent({}, type))).toBe(title);
  });

  it.each(BOOKING_EVENT_TYPES)(
    "keeps the visitor's e-mail address out of %s",
    (type) => {
      const body = JSON.stringify(teamsMessageOf(bookingEvent({}, type)));
      expect(body).toContain("Grace Hopper");
      expect(body).not.toContain(booking.visitor_email);
    },
  );
});

describe("teamsMessageOf, test", () => {
  it("says it is a test from the integrations, without a console link", () => {
    const card = cardOf({
      type: "webhook.test",
      timestamp,
      data: { schema_version: 1, message: "Sent from the console." },
    });
    const texts = card.body.map((element) =>
      element.type === "TextBlock" ? element.text : "",
    );
    expect(texts[0]).toBe("Test message");
    expect(texts[1]).toContain("test from the website's integrations");
    expect(texts[1]).toContain("Sent from the console.");
    expect(card).not.toHaveProperty("actions");
  });
});

describe("teamsMessageOf, escaping", () => {
  it.each([
    ["**bold** [x](http://evil)", "\\*\\*bold\\*\\* \\[x\\]\\(http://evil\\)"],
    ["_under_ `code` ~strike~", "\\_under\\_ \\`code\\` \\~strike\\~"],
    ["# Heading > quote | pipe", "\\# Heading \\> quote \\| pipe"],
    ["back\\slash", "back\\\\slash"],
    ["- listed", "\\- listed"],
    ["+ listed", "\\+ listed"],
    ["1. listed", "1\\. listed"],
    ["Kwame Asante-Boateng 2.0", "Kwame Asante-Boateng 2.0"],
  ])("shows %s as typed", (name, shown) => {
    expect(factsOf(leadEvent({ full_name: name })).Name).toBe(shown);
  });

  it("escapes every fact value, on bookings too", () => {
    const facts = factsOf(
      bookingEvent({
        visitor_name: "[a](http://evil)",
        organisation: "*Org*",
        host_name: "_Host_",
      }),
    );
    expect(facts).toMatchObject({
      Visitor: "\\[a\\]\\(http://evil\\)",
      Organisation: "\\*Org\\*",
      Host: "\\_Host\\_",
    });
  });

  it("puts a long name on one line and cuts it with an ellipsis", () => {
    const name = factsOf(
      leadEvent({ full_name: `Ada\n\n${"a".repeat(300)}` }),
    ).Name!;
    expect(name).not.toContain("\n");
    expect(Array.from(name)).toHaveLength(150);
    expect(name.endsWith("…")).toBe(true);
  });
});

describe("teamsMessageOf, determinism and coverage", () => {
  it("gives the same bytes for the same event", () => {
    for (const type of WEBHOOK_EVENT_TYPES) {
      const event = type.startsWith("lead.")
        ? leadEvent({}, type as (typeof LEAD_EVENT_TYPES)[number])
        : bookingEvent({}, type as (typeof BOOKING_EVENT_TYPES)[number]);
      expect(JSON.stringify(teamsMessageOf(event))).toBe(
        JSON.stringify(teamsMessageOf(structuredClone(event))),
      );
    }
  });

  it("supports every lead and booking event", () => {
    expect([...TEAMS_EVENT_TYPES].sort()).toEqual(
      [...WEBHOOK_EVENT_TYPES].sort(),
    );
  });
});
