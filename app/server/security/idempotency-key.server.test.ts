import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  canonicalSubmission,
  submissionIdempotencyKey,
} from "./idempotency-key.server";

describe("canonicalSubmission", () => {
  it("is the same whatever order the fields came in, and ignores absent fields", async () => {
    const a = await canonicalSubmission("contact", {
      email: "a@example.org",
      firstName: "Ada",
      phone: undefined,
    });
    const b = await canonicalSubmission("contact", {
      firstName: "Ada",
      email: "a@example.org",
    });
    expect(a).toBe(b);
    expect(a).toBe(
      '["contact",[["email","a@example.org"],["firstName","Ada"]]]',
    );
  });

  it("differs by form, by any value, and cannot be confused by separators inside values", async () => {
    const base = await canonicalSubmission("contact", {
      firstName: "Ada",
      lastName: "Lovelace",
    });
    expect(
      await canonicalSubmission("blueprint", {
        firstName: "Ada",
        lastName: "Lovelace",
      }),
    ).not.toBe(base);
    expect(
      await canonicalSubmission("contact", {
        firstName: "Ada",
        lastName: "Lovelace.",
      }),
    ).not.toBe(base);
    // The same characters split differently between two fields are two submissions.
    expect(
      await canonicalSubmission("contact", {
        firstName: 'Ada","lastName',
        lastName: "",
      }),
    ).not.toBe(
      await canonicalSubmission("contact", {
        firstName: "Ada",
        lastName: '","lastName',
      }),
    );
  });

  it("takes a file by the SHA-256 of its bytes, not its name", async () => {
    const bytes = Buffer.from("%PDF-1.7 résumé");
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    const one = await canonicalSubmission("job_application", {
      resume: new File([bytes], "cv.pdf"),
    });
    expect(one).toBe(`["job_application",[["resume",{"sha256":"${sha256}"}]]]`);
    expect(
      await canonicalSubmission("job_application", {
        resume: new File([bytes], "other-name.pdf"),
      }),
    ).toBe(one);
    expect(
      await canonicalSubmission("job_application", {
        resume: new File([Buffer.from("%PDF-1.7 other")], "cv.pdf"),
      }),
    ).not.toBe(one);
  });
});

describe("submissionIdempotencyKey", () => {
  it("keys on the token's random key and the content together", () => {
    const key = submissionIdempotencyKey("contact", "k".repeat(22), "content");
    expect(key).toMatch(/^contact:[0-9a-f]{64}$/);
    expect(submissionIdempotencyKey("contact", "k".repeat(22), "content")).toBe(
      key,
    );
    expect(
      submissionIdempotencyKey("contact", "j".repeat(22), "content"),
    ).not.toBe(key);
    expect(
      submissionIdempotencyKey("contact", "k".repeat(22), "content2"),
    ).not.toBe(key);
  });
});
