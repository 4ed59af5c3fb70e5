import { describe, expect, it } from "vitest";
import { issueFormToken } from "./form-token.server";
import { assessSubmission } from "./spam.server";

const secret = "x".repeat(40);

describe("assessSubmission", () => {
  const token = issueFormToken(secret, "contact", 10_000);

  it("passes a human-paced submission with an empty honeypot", () => {
    const verdict = assessSubmission({ secret, form: "contact", token, honeypot: "", minFillMs: 3000, now: 20_000 });
    expect(verdict).toMatchObject({ isSpam: false, reason: null });
    expect(verdict.idempotencyKey).toMatch(/^contact:/);
  });

  it("flags a filled honeypot", () => {
    expect(
      assessSubmission({ secret, form: "contact", token, honeypot: "https://spam.example", minFillMs: 3000, now: 20_000 }),
    ).toMatchObject({ isSpam: true, reason: "honeypot field filled" });
  });

  it("flags a form submitted faster than the minimum fill time", () => {
    expect(assessSubmission({ secret, form: "contact", token, honeypot: "", minFillMs: 3000, now: 11_000 })).toMatchObject({
      isSpam: true,
      reason: "submitted 1000 ms after the form was shown",
    });
  });

  it("flags a missing or forged token and gives no idempotency key", () => {
    expect(assessSubmission({ secret, form: "contact", token: undefined, honeypot: "", minFillMs: 0 })).toEqual({
      isSpam: true,
      reason: "form token missing",
      idempotencyKey: null,
    });
    expect(
      assessSubmission({ secret, form: "blueprint", token, honeypot: "", minFillMs: 0, now: 20_000 }),
    ).toMatchObject({ isSpam: true, reason: "form token bad signature" });
  });
});
