import { describe, expect, it } from "vitest";
import {
  addMonthsIso,
  blockingRequestMessage,
  isErasableAddress,
  underLegalHold,
  type ErasureStep,
} from "./erasure";

describe("addMonthsIso", () => {
  it("adds calendar months in UTC", () => {
    expect(addMonthsIso(new Date("2026-11-27T23:30:00Z"), 24)).toBe(
      "2028-11-27",
    );
  });
  it("ends on the month's last day when the day does not exist", () => {
    expect(addMonthsIso(new Date("2027-01-31T00:00:00Z"), 1)).toBe(
      "2027-02-28",
    );
    expect(addMonthsIso(new Date("2028-02-29T00:00:00Z"), 12)).toBe(
      "2029-02-28",
    );
  });
});

describe("underLegalHold", () => {
  const steps: ErasureStep[] = [
    { source: "leads", label: "Leads", rows: 2, action: "delete" },
    { source: "user", label: "Account", rows: 1, action: "anonymise" },
    {
      source: "privacy_requests",
      label: "Requests",
      rows: 1,
      action: "keep",
      reason: "proof we answered",
      keepUntil: "2028-11-27",
    },
  ];

  it("changes nothing without a hold", () => {
    expect(underLegalHold(steps, [])).toBe(steps);
  });

  it("keeps every step with the hold's reason, and leaves kept steps as they were", () => {
    const held = underLegalHold(steps, ["litigation 2026-114"]);
    expect(held.map((step) => [step.source, step.action, step.reason])).toEqual(
      [
        ["leads", "keep", "legal hold: litigation 2026-114"],
        ["user", "keep", "legal hold: litigation 2026-114"],
        ["privacy_requests", "keep", "proof we answered"],
      ],
    );
    expect(held[0]?.rows).toBe(2);
  });
});

describe("blockingRequestMessage", () => {
  it("names the open request", () => {
    expect(blockingRequestMessage("access")).toBe(
      "Finish the open access request first",
    );
    expect(blockingRequestMessage("portability")).toBe(
      "Finish the open portability request first",
    );
  });
});

describe("isErasableAddress", () => {
  it("takes a whole address, trimmed", () => {
    expect(isErasableAddress(" ana@example.test ")).toBe(true);
  });
  it("refuses what would match everyone's rows", () => {
    for (const partial of [
      "",
      " ",
      "@",
      "example.test",
      "ana@",
      "@example.test",
      "a b@example.test",
    ])
      expect(isErasableAddress(partial), partial).toBe(false);
  });
});
