import { describe, expect, it } from "vitest";
import { mailboxKey } from "./mailbox-key";

describe("mailboxKey", () => {
  it("keys an address on the mailbox it reaches: case, +tags, and dots where the provider ignores them", () => {
    for (const [typed, mailbox] of [
      ["Victim@Example.org", "victim@example.org"],
      ["victim+1@example.org", "victim@example.org"],
      ["victim+news+2@example.org", "victim@example.org"],
      ["v.i.c.t.i.m@example.org", "v.i.c.t.i.m@example.org"],
      ["Vic.Tim+x@GMail.com", "victim@gmail.com"],
      ["vic.tim@googlemail.com", "victim@gmail.com"],
      ["+only@example.org", "+only@example.org"],
    ] as const)
      expect(mailboxKey(typed), typed).toBe(mailbox);
  });
});
