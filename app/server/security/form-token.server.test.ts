import { describe, expect, it } from "vitest";
import { checkFormToken, issueFormToken } from "./form-token.server";

const secret = "s".repeat(40);

describe("form tokens", () => {
  it("round-trips with the time it was issued and a random key", () => {
    const token = issueFormToken(secret, "blueprint", 1_000_000);
    const check = checkFormToken(secret, "blueprint", token, 1_005_000);
    expect(check).toMatchObject({ valid: true, issuedAt: 1_000_000 });
    const other = issueFormToken(secret, "blueprint", 1_000_000);
    expect(checkFormToken(secret, "blueprint", other, 1_005_000)).not.toEqual(
      check,
    );
  });

  it("refuses a token for another form, another secret, or an altered time", () => {
    const token = issueFormToken(secret, "blueprint", 1_000_000);
    expect(checkFormToken(secret, "contact", token)).toMatchObject({
      valid: false,
      reason: "bad signature",
    });
    expect(checkFormToken("t".repeat(40), "blueprint", token)).toMatchObject({
      valid: false,
    });
    const altered = token.replace("1000000", "900000");
    expect(checkFormToken(secret, "blueprint", altered)).toMatchObject({
      valid: false,
      reason: "bad signature",
    });
  });

  it("refuses missing and malformed tokens", () => {
    expect(checkFormToken(secret, "blueprint", undefined)).toMatchObject({
      reason: "missing",
    });
    expect(checkFormToken(secret, "blueprint", "")).toMatchObject({
      reason: "missing",
    });
    expect(checkFormToken(secret, "blueprint", "v1.abc.def")).toMatchObject({
      reason: "malformed",
    });
    expect(checkFormToken(secret, "blueprint", 42)).toMatchObject({
      reason: "missing",
    });
  });
});

describe("form token expiry", () => {
  const hour = 3_600_000;
  const token = issueFormToken(secret, "contact", 1_000_000);

  it("accepts a token up to its maximum age and refuses it as expired after", () => {
    expect(
      checkFormToken(
        secret,
        "contact",
        token,
        1_000_000 + 24 * hour,
        24 * hour,
      ),
    ).toMatchObject({ valid: true });
    expect(
      checkFormToken(
        secret,
        "contact",
        token,
        1_000_000 + 24 * hour + 1,
        24 * hour,
      ),
    ).toEqual({ valid: false, reason: "expired" });
  });

  it("checks the signature before the age, so a forged old token is not reported as merely expired", () => {
    const forged = token.replace("1000000", "900000");
    expect(
      checkFormToken(
        secret,
        "contact",
        forged,
        1_000_000 + 48 * hour,
        24 * hour,
      ),
    ).toMatchObject({ reason: "bad signature" });
  });
});
