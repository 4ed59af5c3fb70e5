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
  type WebhookEvent,
} from "./webhook-events";
import { testEvent, sampleWebhookEvents } from "./webhook-events.test-support";

const sample = sampleWebhookEvents({
  lead: { source: "contact" },
  booking: { lead_id: null, locale: "fr" },
});

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
    const message = teamsMessageOf(sample.leadEvent());
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
          url: sample.lead.console_url,
        },
      ],
    });
  });
});

describe("teamsMessageOf, leads", () => {
  it("names the person, their organisation and the form", () => {
    expect(titleOf(sample.leadEvent())).toBe("New lead");
    expect(factsOf(sample.leadEvent())).toEqual({
      Name: "Ada Lovelace",
      Organisation: "Analytical Engines",
      Form: "Contact",
    });
  });

  it("leaves the organisation out when there is none", () => {
    expect(
      factsOf(sample.leadEvent({ organisation: null })),
    ).not.toHaveProperty("Organisation");
  });

  it("says the new status of a status change", () => {
    const event = sample.leadEvent(
      { status: "qualified", previous_status: "contacted" },
      "lead.status_changed",
    );
    expect(titleOf(event)).toBe("Lead status changed");
    expect(factsOf(event).Status).toBe("Contacted → Qualified");
  });

  it("names the owner of an assignment, or says it was unassigned", () => {
    const assigned = sample.leadEvent(
      { owner: { email: "alan@staff.example", name: "Alan Turing" } },
      "lead.assigned",
    );
    expect(titleOf(assigned)).toBe("Lead assigned");
    expect(factsOf(assigned).Owner).toBe("Alan Turing");

    const unassigned = sample.leadEvent({ owner: null }, "lead.assigned");
    expect(titleOf(unassigned)).toBe("Lead unassigned");
    expect(factsOf(unassigned).Owner).toBe("Unassigned");
  });

  it.each(LEAD_EVENT_TYPES)(
    "keeps e-mail addresses, the interest and any message out of %s",
    (type) => {
      const body = JSON.stringify(
        teamsMessageOf(sample.leadEventWithPrivateFields(type, null)),
      );
      expect(body).toContain("Ada Lovelace");
      expect(body).not.toContain(sample.lead.email);
      expect(body).not.toContain("alan@staff.example");
      expect(body).not.toContain("private number");
      expect(body).not.toContain("Discovery workshop");
    },
  );
});

describe("teamsMessageOf, bookings", () => {
  it("names the visitor, organisation, UTC start and host", () => {
    expect(titleOf(sample.bookingEvent())).toBe("Consultation booked");
    expect(factsOf(sample.bookingEvent())).toEqual({
      Visitor: "Grace Hopper",
      Organisation: "Navy Labs",
      Starts: "2026-12-01 14:30 UTC",
      Host: "Alan Turing",
    });
    expect(cardOf(sample.bookingEvent()).actions).toEqual([
      {
        type: "Action.OpenUrl",
        title: "Open in console",
        url: sample.booking.console_url,
      },
    ]);
  });

  it.each([
    ["booking.rescheduled", "Consultation rescheduled"],
    ["booking.cancelled", "Consultation cancelled"],
  ] as const)("titles %s", (type, title) => {
    expect(titleOf(sample.bookingEvent({}, type))).toBe(title);
  });

  it.each(BOOKING_EVENT_TYPES)(
    "keeps the visitor's e-mail address out of %s",
    (type) => {
      const body = JSON.stringify(
        teamsMessageOf(sample.bookingEvent({}, type)),
      );
      expect(body).toContain("Grace Hopper");
      expect(body).not.toContain(sample.booking.visitor_email);
    },
  );
});

describe("teamsMessageOf, test", () => {
  it("says it is a test from the integrations, without a console link", () => {
    const card = cardOf(testEvent("Sent from the console."));
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
    expect(factsOf(sample.leadEvent({ full_name: name })).Name).toBe(shown);
  });

  it("escapes every fact value, on bookings too", () => {
    const facts = factsOf(
      sample.bookingEvent({
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
      sample.leadEvent({ full_name: `Ada\n\n${"a".repeat(300)}` }),
    ).Name!;
    expect(name).not.toContain("\n");
    expect(Array.from(name)).toHaveLength(150);
    expect(name.endsWith("…")).toBe(true);
  });
});

describe("teamsMessageOf, determinism and coverage", () => {
  it("gives the same bytes for the same event", () => {
    for (const type of WEBHOOK_EVENT_TYPES) {
      const event = sample.sampleEventOf(type);
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
