import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "../forms/field-errors";
import {
  ENDPOINT_DESCRIPTION_MAX,
  endpointFormSchema,
  endpointFormValues,
  eventFieldName,
  replaySinceSchema,
} from "./endpoint-form";

const GUID = "1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d";

function parse(
  values: Record<string, string>,
  mode: "create" | "edit" = "create",
) {
  const result = endpointFormSchema(mode).safeParse(values);
  return result.success
    ? { ok: true as const, value: result.data }
    : { ok: false as const, errors: fieldErrorsOf(result.error) };
}

const webhook = (extra: Record<string, string> = {}) => ({
  kind: "webhook",
  url: "https://crm.example.com/hooks/leads",
  [eventFieldName("lead.created")]: "on",
  ...extra,
});

describe("the endpoint form's schema", () => {
  it("accepts a signed webhook, trimmed, with its events in the contract's order", () => {
    const parsed = parse(
      webhook({
        url: "  https://crm.example.com/hooks/leads  ",
        description: "  CRM   intake ",
        [eventFieldName("booking.created")]: "on",
        includeSpam: "on",
      }),
    );
    expect(parsed).toEqual({
      ok: true,
      value: {
        kind: "webhook",
        url: "https://crm.example.com/hooks/leads",
        settings: {},
        description: "CRM intake",
        eventTypes: ["lead.created", "booking.created"],
        includeSpam: true,
      },
    });
  });

  it("leaves spam out and the description null unless asked", () => {
    const parsed = parse(webhook());
    expect(parsed.ok && parsed.value.includeSpam).toBe(false);
    expect(parsed.ok && parsed.value.description).toBeNull();
  });

  it("says which kind is missing", () => {
    expect(parse(webhook({ kind: "" }))).toMatchObject({
      ok: false,
      errors: { kind: "Choose what kind of endpoint this is." },
    });
    expect(parse(webhook({ kind: "email" }))).toMatchObject({
      ok: false,
      errors: { kind: "Choose what kind of endpoint this is." },
    });
  });

  it("asks for a URL, and a real one", () => {
    expect(parse(webhook({ url: "" })).ok).toBe(false);
    expect(parse(webhook({ url: " " }))).toMatchObject({
      errors: { url: "Enter the URL to send to." },
    });
    expect(parse(webhook({ url: "crm.example.com/hooks" }))).toMatchObject({
      errors: { url: "Enter the full URL, starting with https://." },
    });
    expect(parse(webhook({ url: "ftp://crm.example.com/x" }))).toMatchObject({
      errors: { url: "Enter the full URL, starting with https://." },
    });
    expect(
      parse(webhook({ url: `https://crm.example.com/${"a".repeat(2000)}` })),
    ).toMatchObject({ errors: { url: expect.stringMatching(/too long/) } });
  });

  it("takes a Slack incoming webhook only on hooks.slack.com, and Teams only over https", () => {
    expect(
      parse(
        webhook({
          kind: "slack",
          url: "https://hooks.slack.com/services/T000/B000/XXXX",
        }),
      ).ok,
    ).toBe(true);
    for (const url of [
      "https://hooks.slack.com.evil.example/services/x",
      "http://hooks.slack.com/services/x",
      "https://example.com/services/x",
    ])
      expect(parse(webhook({ kind: "slack", url }))).toMatchObject({
        errors: { url: expect.stringMatching(/hooks\.slack\.com/) },
      });
    expect(
      parse(
        webhook({
          kind: "teams",
          url: "https://prod-12.westeurope.logic.azure.com/workflows/abc",
        }),
      ).ok,
    ).toBe(true);
    expect(
      parse(
        webhook({ kind: "teams", url: "http://example.com/workflows/abc" }),
      ),
    ).toMatchObject({ errors: { url: expect.stringMatching(/https:\/\//) } });
  });

  it("builds HubSpot's URL from the portal and form ids, trimmed", () => {
    const parsed = parse({
      kind: "hubspot",
      portalId: " 1234567 ",
      formGuid: ` ${GUID.toUpperCase()} `,
      url: "https://ignored.example.com/",
      [eventFieldName("lead.created")]: "on",
    });
    expect(parsed).toMatchObject({
      ok: true,
      value: {
        kind: "hubspot",
        url: `https://api.hsforms.com/submissions/v3/integration/submit/1234567/${GUID}`,
        settings: { portalId: "1234567", formGuid: GUID },
      },
    });
  });

  it("says what is wrong with HubSpot's ids, and that it takes new leads only", () => {
    expect(
      parse({
        kind: "hubspot",
        portalId: "12ab",
        formGuid: "not-a-guid",
        [eventFieldName("lead.created")]: "on",
        [eventFieldName("lead.assigned")]: "on",
      }),
    ).toMatchObject({
      ok: false,
      errors: {
        portalId: expect.stringMatching(/digits only/),
        formGuid: expect.stringMatching(/form's ID/),
        events: expect.stringMatching(/only receives “A lead arrives”/),
      },
    });
  });

  it("caps the description", () => {
    expect(
      parse(webhook({ description: "x".repeat(ENDPOINT_DESCRIPTION_MAX) })).ok,
    ).toBe(true);
    expect(
      parse(webhook({ description: "x".repeat(ENDPOINT_DESCRIPTION_MAX + 1) })),
    ).toMatchObject({
      errors: { description: expect.stringMatching(/200 characters/) },
    });
  });

  it("needs at least one event", () => {
    expect(
      parse({ kind: "webhook", url: "https://crm.example.com/x" }),
    ).toMatchObject({
      errors: { events: "Choose at least one event to send." },
    });
  });

  it("on an edit, an empty URL keeps the current one", () => {
    const parsed = parse(
      webhook({ kind: "slack", url: "" }) as Record<string, string>,
      "edit",
    );
    expect(parsed).toMatchObject({ ok: true, value: { url: null } });
  });

  it("fills an edit form from an endpoint, leaving a Slack URL out", () => {
    const values = endpointFormValues({
      kind: "slack",
      urlDisplay: "https://hooks.slack.com/…XXXX",
      description: null,
      eventTypes: ["lead.created"],
      includeSpam: true,
      settings: {},
    });
    expect(values.url).toBe("");
    expect(values[eventFieldName("lead.created")]).toBe("on");
    expect(values[eventFieldName("lead.assigned")]).toBe("");
    expect(values.includeSpam).toBe("on");
  });
});

describe("replay since", () => {
  it("reads a date and time as UTC", () => {
    expect(
      replaySinceSchema.parse({ since: "2026-03-04T09:30" }).since,
    ).toEqual(new Date("2026-03-04T09:30:00Z"));
  });

  it("refuses anything else with a message", () => {
    for (const since of ["", "yesterday", "2026-13-40T99:99"])
      expect(replaySinceSchema.safeParse({ since }).success, since).toBe(false);
  });
});
