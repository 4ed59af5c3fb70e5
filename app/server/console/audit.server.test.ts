import { describe, expect, it } from "vitest";
import { changedFields } from "./audit.server";

describe("changedFields", () => {
  it("reports only the fields that differ, with their own values", () => {
    expect(
      changedFields(
        { name: "A", status: "active" },
        { name: "A", status: "inactive" },
      ),
    ).toEqual({
      before: { status: "active" },
      after: { status: "inactive" },
    });
    expect(changedFields({ name: "A" }, { name: "A" })).toBeNull();
  });

  it("compares jsonb by content, whatever order PostgreSQL kept its keys in", () => {
    const stored = {
      lines: [{ unitAmountMinor: 100, quantity: 1, description: "Audit" }],
      payment: { iban: "X", bic: "Y" },
    };
    const saved = {
      lines: [{ description: "Audit", quantity: 1, unitAmountMinor: 100 }],
      payment: { bic: "Y", iban: "X" },
    };
    expect(changedFields(stored, saved)).toBeNull();
    const edited = {
      ...saved,
      lines: [{ description: "Audit", quantity: 2, unitAmountMinor: 100 }],
    };
    expect(changedFields(stored, edited)).toEqual({
      before: { lines: stored.lines },
      after: { lines: edited.lines },
    });
    // A list is not the same as the list reordered.
    expect(
      changedFields({ scope: ["a", "b"] }, { scope: ["b", "a"] }),
    ).not.toBeNull();
  });
});
