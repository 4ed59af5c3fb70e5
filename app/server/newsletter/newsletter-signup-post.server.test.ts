import { describe, expect, it } from "vitest";
import { spamReasonOf } from "./newsletter-signup-post.server";

describe("spamReasonOf", () => {
  it("flags a filled honeypot and a form sent before the minimum fill time", () => {
    const now = 1_000_000;
    expect(spamReasonOf("", now - 5000, 3000, now)).toBeNull();
    expect(spamReasonOf(" x ", now - 5000, 3000, now)).toBe(
      "honeypot field filled",
    );
    expect(spamReasonOf(null, now - 1000, 3000, now)).toBe(
      "submitted 1000 ms after the form was shown",
    );
  });
});
