import { describe, expect, it } from "vitest";
import { checkFormToken, issueFormToken } from "./form-token.server";
import { submissionIdempotencyKey } from "./idempotency-key.server";
import { assessSubmission } from "./spam.server";

const secret = "x".repeat(40);

describe("assessSubmission", () => {
  const rawToken = issueFormToken(secret, "contact", 10_000);
  const token = checkFormToken(secret, "contact", rawToken, 20_000);
  const key = token.valid ? token.key : "";
  const content = '["contact",[["email","a@example.org"]]]';

  it("passes a human-paced submission with an empty honeypot, keyed on the token and the content", () => {
    const verdict = assessSubmission({
      form: "contact",
      token,
      honeypot: "",
      minFillMs: 3000,
      content,
      now: 20_000,
    });
    expect(verdict).toEqual({
      isSpam: false,
      reason: null,
      idempotencyKey: submissionIdempotencyKey("contact", key, content),
    });
    expect(verdict.idempotencyKey).toMatch(/^contact:[0-9a-f]{64}$/);
    const other = assessSubmission({
      form: "contact",
      token,
      honeypot: "",
      minFillMs: 3000,
      content: `${content} `,
      now: 20_000,
    });
    expect(other.idempotencyKey).not.toBe(verdict.idempotencyKey);
  });

  it("flags a filled honeypot", () => {
    expect(
      assessSubmission({
        form: "contact",
        token,
        honeypot: "https://spam.example",
        minFillMs: 3000,
        content,
        now: 20_000,
      }),
    ).toMatchObject({ isSpam: true, reason: "honeypot field filled" });
  });

  it("flags a form submitted faster than the minimum fill time", () => {
    expect(
      assessSubmission({
        form: "contact",
        token,
        honeypot: "",
        minFillMs: 3000,
        content,
        now: 11_000,
      }),
    ).toMatchObject({
      isSpam: true,
      reason: "submitted 1000 ms after the form was shown",
    });
  });

  it("flags a missing or forged token and gives no idempotency key", () => {
    const missing = checkFormToken(secret, "contact", undefined);
    expect(
      assessSubmission({
        form: "contact",
        token: missing,
        honeypot: "",
        minFillMs: 0,
        content,
      }),
    ).toEqual({
      isSpam: true,
      reason: "form token missing",
      idempotencyKey: null,
    });
    const forged = checkFormToken(secret, "blueprint", rawToken, 20_000);
    expect(
      assessSubmission({
        form: "blueprint",
        token: forged,
        honeypot: "",
        minFillMs: 0,
        content,
        now: 20_000,
      }),
    ).toMatchObject({
      isSpam: true,
      reason: "form token bad signature",
      idempotencyKey: null,
    });
  });
});
