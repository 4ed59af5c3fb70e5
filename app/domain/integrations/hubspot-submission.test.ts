import { describe, expect, it } from "vitest";
import {
  HUBSPOT_EVENT_TYPES,
  hubspotSubmissionOf,
  hubspotSubmitUrl,
  isHubspotFormGuid,
  isHubspotPortalId,
  type HubspotSubmissionInput,
} from "./hubspot-submission";
import type { LeadEventData } from "./webhook-events";
import { eventTimestamp, sampleLead } from "./webhook-events.test-support";

const lead = sampleLead;

const input = (
  overrides: Partial<HubspotSubmissionInput> = {},
  leadOverrides: Partial<LeadEventData> = {},
): HubspotSubmissionInput => ({
  lead: { ...lead, ...leadOverrides },
  pageUri: "https://example.com/get-started",
  pageName: "Get started",
  consentText: "I agree that you store my details to answer me.",
  submittedAt: eventTimestamp,
  ...overrides,
});

const fieldsOf = (
  overrides: Partial<HubspotSubmissionInput> = {},
  leadOverrides: Partial<LeadEventData> = {},
): Record<string, string> =>
  Object.fromEntries(
    hubspotSubmissionOf(input(overrides, leadOverrides)).fields.map((field) => [
      field.name,
      field.value,
    ]),
  );

describe("hubspotSubmissionOf", () => {
  it("builds the whole Forms API body", () => {
    expect(hubspotSubmissionOf(input())).toEqual({
      submittedAt: Date.UTC(2026, 10, 27, 10, 0, 0),
      fields: [
        { objectTypeId: "0-1", name: "email", value: "ada@analytical.example" },
        { objectTypeId: "0-1", name: "firstname", value: "Ada" },
        { objectTypeId: "0-1", name: "lastname", value: "Lovelace" },
        { objectTypeId: "0-1", name: "company", value: "Analytical Engines" },
      ],
      context: {
        pageUri: "https://example.com/get-started",
        pageName: "Get started",
      },
      legalConsentOptions: {
        consent: {
          consentToProcess: true,
          text: "I agree that you store my details to answer me.",
          communications: [],
        },
      },
    });
  });

  it.each([
    ["Ada Lovelace King", "Ada Lovelace", "King"],
    ["  Ada   Lovelace  ", "Ada", "Lovelace"],
    ["Kwame Asante-Boateng", "Kwame", "Asante-Boateng"],
  ])("splits %j on the last space", (fullName, firstname, lastname) => {
    const fields = fieldsOf({}, { full_name: fullName });
    expect(fields.firstname).toBe(firstname);
    expect(fields.lastname).toBe(lastname);
  });

  it("sends a single word as the first name only", () => {
    const fields = fieldsOf({}, { full_name: "Cher" });
    expect(fields.firstname).toBe("Cher");
    expect(fields).not.toHaveProperty("lastname");
  });

  it("sends no company without an organisation", () => {
    expect(fieldsOf({}, { organisation: null })).not.toHaveProperty("company");
    expect(fieldsOf({}, { organisation: "  " })).not.toHaveProperty("company");
  });

  it("omits the consent when the form showed no wording", () => {
    expect(
      hubspotSubmissionOf(input({ consentText: null })),
    ).not.toHaveProperty("legalConsentOptions");
    expect(hubspotSubmissionOf(input({ consentText: " " }))).not.toHaveProperty(
      "legalConsentOptions",
    );
  });

  it("omits the page when it is not known", () => {
    expect(
      hubspotSubmissionOf(input({ pageUri: null, pageName: null })).context,
    ).toEqual({});
    expect(hubspotSubmissionOf(input({ pageName: null })).context).toEqual({
      pageUri: "https://example.com/get-started",
    });
  });

  it("turns the submission time into milliseconds since the epoch", () => {
    expect(
      hubspotSubmissionOf(
        input({ submittedAt: "2026-11-27T11:00:00.250+01:00" }),
      ).submittedAt,
    ).toBe(Date.UTC(2026, 10, 27, 10, 0, 0, 250));
  });

  it("refuses a submission time that is not one", () => {
    expect(() =>
      hubspotSubmissionOf(input({ submittedAt: "yesterday" })),
    ).toThrow(RangeError);
  });

  it("sends neither the interest nor any message", () => {
    const data = {
      ...lead,
      message: "Please call me on my private number",
    } as LeadEventData;
    const body = JSON.stringify(hubspotSubmissionOf(input({ lead: data })));
    expect(body).not.toContain("private number");
    expect(body).not.toContain("Discovery workshop");
  });

  it("gives the same bytes for the same input", () => {
    expect(JSON.stringify(hubspotSubmissionOf(input()))).toBe(
      JSON.stringify(hubspotSubmissionOf(structuredClone(input()))),
    );
  });

  it("is sent for new leads only", () => {
    expect(HUBSPOT_EVENT_TYPES).toEqual(["lead.created"]);
  });
});

describe("HubSpot IDs", () => {
  it.each(["1", "12345678", "123456789012"])(
    "accepts the portal ID %s",
    (id) => {
      expect(isHubspotPortalId(id)).toBe(true);
    },
  );

  it.each(["", "1234567890123", "12a4", " 123", "123/../x", "-1"])(
    "refuses the portal ID %j",
    (id) => {
      expect(isHubspotPortalId(id)).toBe(false);
    },
  );

  it.each([
    "0f3c9b3e-6c1a-4b8e-9f2d-1a2b3c4d5e6f",
    "0F3C9B3E-6C1A-4B8E-9F2D-1A2B3C4D5E6F",
  ])("accepts the form GUID %s", (guid) => {
    expect(isHubspotFormGuid(guid)).toBe(true);
  });

  it.each([
    "",
    "0f3c9b3e6c1a4b8e9f2d1a2b3c4d5e6f",
    "0f3c9b3e-6c1a-4b8e-9f2d-1a2b3c4d5e6",
    "0f3c9b3e-6c1a-4b8e-9f2d-1a2b3c4d5e6g",
    "0f3c9b3e-6c1a-4b8e-9f2d-1a2b3c4d5e6f/x",
  ])("refuses the form GUID %j", (guid) => {
    expect(isHubspotFormGuid(guid)).toBe(false);
  });

  it("builds the submit URL", () => {
    expect(
      hubspotSubmitUrl("12345678", "0f3c9b3e-6c1a-4b8e-9f2d-1a2b3c4d5e6f"),
    ).toBe(
      "https://api.hsforms.com/submissions/v3/integration/submit/12345678/0f3c9b3e-6c1a-4b8e-9f2d-1a2b3c4d5e6f",
    );
  });

  it("refuses to build a URL from IDs that are not HubSpot's", () => {
    expect(() =>
      hubspotSubmitUrl("../secure", "0f3c9b3e-6c1a-4b8e-9f2d-1a2b3c4d5e6f"),
    ).toThrow(RangeError);
    expect(() => hubspotSubmitUrl("12345678", "x?y")).toThrow(RangeError);
  });
});
