import { describe, expect, it } from "vitest";
import {
  hashInvitationToken,
  invitationUrl,
  isWellFormedInvitationToken,
  newInvitationToken,
} from "./invitation-token.server";

describe("invitation tokens", () => {
  it("are 43 base64url characters, different every time", () => {
    const tokens = new Set(
      Array.from({ length: 200 }, () => newInvitationToken()),
    );
    expect(tokens.size).toBe(200);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(isWellFormedInvitationToken(token)).toBe(true);
      expect(Buffer.from(token, "base64url")).toHaveLength(32);
    }
  });

  it("are stored as their sha256 in hex, never as themselves", () => {
    const token = newInvitationToken();
    const hash = hashInvitationToken(token);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(token);
    expect(hashInvitationToken(token)).toBe(hash);
    // A known vector, so a change of algorithm or encoding cannot pass unnoticed.
    expect(hashInvitationToken("abc")).toBe(
      "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
    );
  });

  it.each([
    ["empty", ""],
    ["too short", "a".repeat(42)],
    ["too long", "a".repeat(44)],
    ["padded base64", `${"a".repeat(42)}=`],
    ["standard base64 characters", `${"a".repeat(41)}+/`],
    ["spaces", ` ${"a".repeat(42)}`],
    ["SQL", `' or 1=1 --${"a".repeat(32)}`],
    ["not a string", 42],
    ["undefined", undefined],
  ])("refuse a malformed token (%s) without a lookup", (_label, token) => {
    expect(isWellFormedInvitationToken(token)).toBe(false);
  });

  it("make the /auth link on the public URL, whether or not it ends with a slash", () => {
    const token = newInvitationToken();
    expect(invitationUrl("https://www.example.org", token)).toBe(
      `https://www.example.org/auth?invitation=${token}`,
    );
    expect(invitationUrl("https://www.example.org/", token)).toBe(
      `https://www.example.org/auth?invitation=${token}`,
    );
  });
});
