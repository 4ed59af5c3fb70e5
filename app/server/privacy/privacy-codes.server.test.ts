import { describe, expect, it } from "vitest";
import { codeHashOf, codeMatches, newCode } from "./privacy-codes.server";

describe("privacy codes", () => {
  it("are six digits, leading zeros kept", () => {
    for (let i = 0; i < 200; i++) expect(newCode()).toMatch(/^\d{6}$/);
  });

  it("match only their own request, code and secret", () => {
    const hash = codeHashOf("secret", "request-1", "012345");
    expect(hash).not.toContain("012345");
    expect(codeMatches("secret", "request-1", "012345", hash)).toBe(true);
    expect(codeMatches("secret", "request-1", "012346", hash)).toBe(false);
    expect(codeMatches("secret", "request-2", "012345", hash)).toBe(false);
    expect(codeMatches("other", "request-1", "012345", hash)).toBe(false);
    expect(codeMatches("secret", "request-1", "012345", "abcd")).toBe(false);
  });
});
