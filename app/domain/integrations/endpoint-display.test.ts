import { describe, expect, it } from "vitest";
import {
  displayUrlOf,
  endpointStateLabel,
  endpointStateOf,
  mayHaveReachedHubspot,
  maySendAgain,
} from "./endpoint-display";

describe("the URL the console may show", () => {
  it("shows a signed webhook's and HubSpot's URL whole", () => {
    expect(displayUrlOf("webhook", "https://crm.example.com/hooks?x=1")).toBe(
      "https://crm.example.com/hooks?x=1",
    );
    const hubspot =
      "https://api.hsforms.com/submissions/v3/integration/submit/1/1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d";
    expect(displayUrlOf("hubspot", hubspot)).toBe(hubspot);
  });

  it("masks a Slack or Teams URL to its origin and last four characters", () => {
    const slack =
      "https://hooks.slack.com/services/T0123ABCD/B0456EFGH/abcdEFGHijklMNOPqrstWXYZ";
    expect(displayUrlOf("slack", slack)).toBe("https://hooks.slack.com/…WXYZ");
    expect(displayUrlOf("slack", slack)).not.toContain("T0123ABCD");
    expect(
      displayUrlOf(
        "teams",
        "https://prod-12.westeurope.logic.azure.com:443/workflows/abc/triggers/manual/paths/invoke?sig=SECRETsig9",
      ),
    ).toBe("https://prod-12.westeurope.logic.azure.com/…sig9");
  });
});

describe("an endpoint's state in words", () => {
  const at = new Date("2026-03-04T09:30:00Z");
  it("names each state", () => {
    const label = (disabledReason: string | null, disabledAt: Date | null) =>
      endpointStateLabel(endpointStateOf({ disabledAt, disabledReason }));
    expect(label(null, null)).toBe("On");
    expect(label("manual", at)).toBe("Off — turned off by staff");
    expect(label("failing", at)).toBe("Stopped: failing 5 days");
    expect(label("gone", at)).toBe("Stopped: receiver gone (410)");
  });
});

describe("whether a delivery may be sent again", () => {
  const none = [] as const;
  const dns = [{ statusCode: null, errorClass: "dns" }];
  it("anything but HubSpot: always", () => {
    for (const kind of ["webhook", "slack", "teams"] as const) {
      expect(maySendAgain({ kind, state: "delivered", attempts: none })).toBe(
        true,
      );
      expect(
        maySendAgain({
          kind,
          state: "failed",
          attempts: [{ statusCode: null, errorClass: "timeout" }],
        }),
      ).toBe(true);
    }
  });

  it("HubSpot: never once delivered", () => {
    expect(
      maySendAgain({ kind: "hubspot", state: "delivered", attempts: none }),
    ).toBe(false);
  });

  it("HubSpot: never once an attempt may have reached it (any answer, a timeout, a dropped connection)", () => {
    for (const attempt of [
      { statusCode: 500, errorClass: "http_status" },
      { statusCode: 400, errorClass: "http_status" },
      { statusCode: 302, errorClass: "redirect" },
      { statusCode: null, errorClass: "timeout" },
      { statusCode: null, errorClass: "connection" },
    ])
      expect(
        maySendAgain({
          kind: "hubspot",
          state: "failed",
          attempts: [...dns, attempt],
        }),
        JSON.stringify(attempt),
      ).toBe(false);
  });

  it("HubSpot: again when no request can have arrived (no attempt, or only DNS, refused address, TLS or an unreadable secret)", () => {
    expect(
      maySendAgain({ kind: "hubspot", state: "pending", attempts: none }),
    ).toBe(true);
    expect(
      maySendAgain({
        kind: "hubspot",
        state: "failed",
        attempts: [
          ...dns,
          { statusCode: null, errorClass: "refused_address" },
          { statusCode: null, errorClass: "tls" },
          { statusCode: null, errorClass: "secret_unreadable" },
        ],
      }),
    ).toBe(true);
  });
});

describe("whether one attempt may have left a submission at HubSpot", () => {
  it("any answer but 429, a timeout or a dropped connection may have; nothing that never left", () => {
    const reached = (statusCode: number | null, errorClass: string | null) =>
      mayHaveReachedHubspot({ statusCode, errorClass });
    expect(reached(200, null)).toBe(true);
    expect(reached(503, "http_status")).toBe(true);
    expect(reached(400, "http_status")).toBe(true);
    expect(reached(429, "http_status")).toBe(false);
    expect(reached(null, "timeout")).toBe(true);
    expect(reached(null, "connection")).toBe(true);
    for (const errorClass of [
      "dns",
      "refused_address",
      "tls",
      "secret_unreadable",
    ])
      expect(reached(null, errorClass), errorClass).toBe(false);
  });
});
