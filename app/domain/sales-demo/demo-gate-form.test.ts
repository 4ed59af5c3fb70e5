import { describe, expect, it } from "vitest";
import { demoGateBlockedMessage, demoReturnPath } from "./demo-gate-form";

describe("demoReturnPath", () => {
  it("returns to the /allied page that was asked for", () => {
    expect(demoReturnPath("/allied/billing")).toBe("/allied/billing");
    expect(
      demoReturnPath(
        "/allied/projects/2b1c7a52-8f1e-4b0a-9d55-0d6a4f1b2c3d?tab=proposal",
      ),
    ).toBe(
      "/allied/projects/2b1c7a52-8f1e-4b0a-9d55-0d6a4f1b2c3d?tab=proposal",
    );
  });

  it("never leaves /allied", () => {
    for (const next of [
      null,
      "",
      "https://evil.example/allied",
      "//evil.example",
      "/allied//evil.example",
      "/alliedx",
      "/lead_admin",
      "/allied/../lead_admin",
      "/allied\\@evil",
      "javascript:alert(1)",
    ]) {
      expect(demoReturnPath(next)).toBe("/allied");
    }
  });
});

describe("demoGateBlockedMessage", () => {
  it("says how long to wait in minutes", () => {
    expect(demoGateBlockedMessage(30)).toBe(
      "Too many attempts from your network. Please try again in 1 minute.",
    );
    expect(demoGateBlockedMessage(481)).toBe(
      "Too many attempts from your network. Please try again in 9 minutes.",
    );
  });
});
