import { describe, expect, it } from "vitest";
import {
  LEGAL_HOLD_REASON_MAX,
  placeLegalHoldSchema,
  releaseLegalHoldSchema,
} from "./legal-hold-form";

describe("placeLegalHoldSchema", () => {
  it("keeps the address in lower case and the reason trimmed", () => {
    expect(
      placeLegalHoldSchema.parse({
        email: "  Jane.Doe@Example.ORG ",
        reason: " Case 2027-14 ",
      }),
    ).toEqual({ email: "jane.doe@example.org", reason: "Case 2027-14" });
  });

  it("refuses a missing or malformed address and a missing or overlong reason, each with its own words", () => {
    const errors = (value: { email: string; reason: string }) =>
      placeLegalHoldSchema
        .safeParse(value)
        .error?.issues.map(
          (issue) => `${issue.path.join(".")}: ${issue.message}`,
        );
    expect(errors({ email: "", reason: "x" })).toEqual([
      "email: Enter the address to hold.",
    ]);
    expect(errors({ email: "jane", reason: "x" })).toEqual([
      "email: Enter an e-mail address, e.g. jane@example.org.",
    ]);
    expect(errors({ email: "jane@example.org", reason: "  " })).toEqual([
      "reason: Say why the data must be kept (e.g. the matter or case number).",
    ]);
    expect(
      errors({
        email: "jane@example.org",
        reason: "x".repeat(LEGAL_HOLD_REASON_MAX + 1),
      }),
    ).toEqual([
      `reason: The reason has at most ${LEGAL_HOLD_REASON_MAX} characters.`,
    ]);
  });
});

describe("releaseLegalHoldSchema", () => {
  it("takes a hold's id only", () => {
    expect(releaseLegalHoldSchema.safeParse({ holdId: "nope" }).success).toBe(
      false,
    );
    expect(
      releaseLegalHoldSchema.safeParse({
        holdId: "5b0e3c1e-8f5e-4c4e-9f0a-2d7b6a1c9e01",
      }).success,
    ).toBe(true);
  });
});
