import { describe, expect, it } from "vitest";
import { createSecretBox, SecretUnreadableError } from "./secret-box.server";
import { maskedSecret, newSigningSecret } from "./signing-secret.server";

describe("the integrations' secret box", () => {
  const box = createSecretBox("a-deployment-secret-of-enough-length-000");

  it("opens what it sealed, and seals the same text differently each time", () => {
    const sealed = box.seal("https://hooks.slack.com/services/T0/B0/xyz");
    expect(sealed).not.toContain("hooks.slack.com");
    expect(box.seal("same")).not.toBe(box.seal("same"));
    expect(box.open(sealed)).toBe("https://hooks.slack.com/services/T0/B0/xyz");
  });

  it("refuses text sealed under another key or altered", () => {
    const other = createSecretBox("another-deployment-secret-of-length-111");
    const sealed = box.seal("whsec_abc");
    expect(() => other.open(sealed)).toThrow(SecretUnreadableError);
    const parts = sealed.split(".");
    parts[3] = Buffer.from("tampered").toString("base64url");
    expect(() => box.open(parts.join("."))).toThrow(SecretUnreadableError);
    expect(() => box.open("plain text")).toThrow(SecretUnreadableError);
  });
});

describe("signing secrets", () => {
  it("are whsec_ and 32 random bytes, masked to their last four characters", () => {
    const secret = newSigningSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice(6), "base64")).toHaveLength(32);
    expect(newSigningSecret()).not.toBe(secret);
    expect(maskedSecret(secret)).toBe(`whsec_••••••••${secret.slice(-4)}`);
  });
});
