import { describe, expect, it } from "vitest";
import {
  leadNoteSchema,
  leadOwnerSchema,
  leadStatusLabel,
  leadStatusSchema,
  markSpamSchema,
  notesOrderOf,
} from "./lead-work";

describe("lead work rules", () => {
  it("accepts only the pipeline's statuses", () => {
    for (const status of ["new", "contacted", "qualified", "converted"]) {
      expect(leadStatusSchema.safeParse({ status }).success).toBe(true);
    }
    for (const status of ["archived", "", "NEW", undefined]) {
      expect(leadStatusSchema.safeParse({ status }).success).toBe(false);
    }
  });

  it("an owner is Unassigned (empty) or a profile id, nothing else", () => {
    expect(leadOwnerSchema.parse({ owner: "" }).owner).toBe("");
    expect(
      leadOwnerSchema.safeParse({
        owner: "0b7f3f3e-6b1a-4c59-9d3c-2f1a5e8b9c10",
      }).success,
    ).toBe(true);
    for (const owner of ["admin", "1; drop table leads", undefined]) {
      expect(leadOwnerSchema.safeParse({ owner }).success).toBe(false);
    }
  });

  it("a note is trimmed, required and at most 5,000 characters", () => {
    expect(leadNoteSchema.parse({ body: "  Called them.  " }).body).toBe(
      "Called them.",
    );
    expect(
      leadNoteSchema.safeParse({ body: "   " }).error?.issues[0]?.message,
    ).toBe("Write a note before adding it");
    expect(leadNoteSchema.safeParse({ body: "x".repeat(5000) }).success).toBe(
      true,
    );
    expect(
      leadNoteSchema.safeParse({ body: "x".repeat(5001) }).error?.issues[0]
        ?.message,
    ).toBe("Note must be 5,000 characters or fewer");
  });

  it("marking spam needs a reason", () => {
    expect(markSpamSchema.safeParse({ reason: " " }).success).toBe(false);
    expect(markSpamSchema.parse({ reason: " Advertising " }).reason).toBe(
      "Advertising",
    );
  });

  it("a stored value outside the lists is shown as it is, never guessed", () => {
    expect(leadStatusLabel("qualified")).toBe("Qualified");
    expect(leadStatusLabel("archived")).toBe("archived");
  });

  it("notes are newest first unless the reader asks for the oldest", () => {
    expect(notesOrderOf(null)).toBe("newest");
    expect(notesOrderOf("oldest")).toBe("oldest");
    expect(notesOrderOf("sideways")).toBe("newest");
  });
});
