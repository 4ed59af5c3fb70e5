import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  CONFIRMATION_TOKEN_MAX_AGE_MS,
  checkConfirmationToken,
  checkPreferencesToken,
  issueConfirmationToken,
  issuePreferencesToken,
} from "./newsletter-tokens.server";

const secret = "a-test-secret-that-is-long-enough-000000";
const id = "0b3c2b9e-6f1a-4d0e-9a53-4f2d1c9e7a10";
const other = "7d1f0a4c-2b8e-4c3d-8e6f-1a2b3c4d5e6f";

describe("confirmation tokens", () => {
  it("carry the subscriber and when they were issued", () => {
    const token = issueConfirmationToken(secret, id, 1_000);
    expect(checkConfirmationToken(secret, token, 2_000)).toEqual({
      valid: true,
      subscriberId: id,
      issuedAt: 1_000,
    });
  });

  it("expire after 48 hours", () => {
    const token = issueConfirmationToken(secret, id, 0);
    expect(
      checkConfirmationToken(secret, token, CONFIRMATION_TOKEN_MAX_AGE_MS)
        .valid,
    ).toBe(true);
    expect(
      checkConfirmationToken(secret, token, CONFIRMATION_TOKEN_MAX_AGE_MS + 1),
    ).toEqual({ valid: false, reason: "expired" });
  });

  it("refuse another subscriber's id, another secret and another purpose", () => {
    const token = issueConfirmationToken(secret, id, 1_000);
    const swapped = token.replace(id, other);
    expect(checkConfirmationToken(secret, swapped, 2_000)).toEqual({
      valid: false,
      reason: "bad signature",
    });
    expect(
      checkConfirmationToken("another-secret-entirely-000000000", token, 2_000)
        .valid,
    ).toBe(false);
    const preferences = issuePreferencesToken(secret, id, 1);
    expect(checkConfirmationToken(secret, preferences, 2_000).valid).toBe(
      false,
    );
  });

  it("refuse what is not a token", () => {
    for (const token of [undefined, "", "c1", "c1.x.1.y", `c1.${id}.abc.sig`])
      expect(checkConfirmationToken(secret, token, 2_000).valid).toBe(false);
  });
});

describe("preferences tokens", () => {
  it("are scoped to one subscriber and do not expire", () => {
    const token = issuePreferencesToken(secret, id, 1);
    expect(checkPreferencesToken(secret, token)).toEqual({
      valid: true,
      subscriberId: id,
      version: 1,
    });
    expect(
      checkPreferencesToken(secret, issuePreferencesToken(secret, id, 7)),
    ).toEqual({ valid: true, subscriberId: id, version: 7 });
    expect(
      checkPreferencesToken(secret, token.replace(`${id}.1.`, `${id}.2.`)),
    ).toEqual({ valid: false, reason: "bad signature" });
    expect(checkPreferencesToken(secret, token.replace(id, other))).toEqual({
      valid: false,
      reason: "bad signature",
    });
  });

  it("still accept the first format (p1, no version) as version 1: links in e-mails sent before versions", () => {
    const key = createHmac("sha256", secret)
      .update("newsletter-token:preferences")
      .digest();
    const legacy = `p1.${id}.${createHmac("sha256", key).update(`p1.${id}`).digest("base64url")}`;
    expect(checkPreferencesToken(secret, legacy)).toEqual({
      valid: true,
      subscriberId: id,
      version: 1,
    });
  });

  it("cannot be made from a confirmation token", () => {
    const confirm = issueConfirmationToken(secret, id, 1_000);
    const [, , , signature] = confirm.split(".");
    expect(checkPreferencesToken(secret, `p1.${id}.${signature}`).valid).toBe(
      false,
    );
  });
});
