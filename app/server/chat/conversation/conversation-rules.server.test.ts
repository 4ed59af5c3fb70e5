import { describe, expect, it } from "vitest";
import { nextRunAfter } from "./chat-retention.server";
import { interestLabel } from "./chat-contact.server";
import { hasRoomFor } from "./visitor-message.server";

describe("nextRunAfter", () => {
  it("is today's 03:00 UTC before it, tomorrow's at or after it", () => {
    expect(nextRunAfter(new Date("2026-11-22T02:59:59Z")).toISOString()).toBe(
      "2026-11-22T03:00:00.000Z",
    );
    expect(nextRunAfter(new Date("2026-11-22T03:00:00Z")).toISOString()).toBe(
      "2026-11-23T03:00:00.000Z",
    );
    expect(nextRunAfter(new Date("2026-12-31T18:00:00Z")).toISOString()).toBe(
      "2027-01-01T03:00:00.000Z",
    );
  });
});

describe("interestLabel", () => {
  it("reads the purpose first, then the last intent", () => {
    expect(interestLabel("handoff", "pricing")).toBe("Talk to a person");
    expect(interestLabel("lead", "talk_to_person")).toBe("Talk to a person");
    expect(interestLabel("lead", "pricing")).toBe("Pricing");
    expect(interestLabel("lead", "blueprint")).toBe("Blueprint");
    expect(interestLabel("lead", "wants_call")).toBe("Call request");
    expect(interestLabel("lead", null)).toBe("Call request");
  });
});

describe("hasRoomFor", () => {
  it("needs room for the message and its reply, or the message alone once staff have it", () => {
    expect(hasRoomFor({ messageCount: 78, status: "open" })).toBe(true);
    expect(hasRoomFor({ messageCount: 79, status: "open" })).toBe(false);
    expect(hasRoomFor({ messageCount: 79, status: "handed_off" })).toBe(true);
    expect(hasRoomFor({ messageCount: 80, status: "handed_off" })).toBe(false);
  });
});
