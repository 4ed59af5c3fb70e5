import { describe, expect, it } from "vitest";
import { bearerToken, bearerTokenMatches } from "./metrics-auth.server";

const TOKEN = "0123456789abcdef0123456789abcdef-metrics";

describe("bearerTokenMatches", () => {
  it("accepts exactly the configured token, with the scheme in any case", () => {
    expect(bearerTokenMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerTokenMatches(`bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerTokenMatches(`BEARER  ${TOKEN} `, TOKEN)).toBe(true);
  });

  it.each([
    ["no header", undefined],
    ["an empty header", ""],
    ["the token without a scheme", TOKEN],
    ["another scheme", `Basic ${Buffer.from(`x:${TOKEN}`).toString("base64")}`],
    ["a prefix of the token", `Bearer ${TOKEN.slice(0, -1)}`],
    ["the token and more", `Bearer ${TOKEN}x`],
    ["one character changed", `Bearer ${TOKEN.slice(0, -1)}X`],
    ["a differently cased token", `Bearer ${TOKEN.toUpperCase()}`],
    ["two tokens", `Bearer ${TOKEN} ${TOKEN}`],
    ["an empty token", "Bearer "],
  ])("refuses %s", (_name, header) => {
    expect(bearerTokenMatches(header, TOKEN)).toBe(false);
  });

  it("never matches an empty expected token", () => {
    expect(bearerTokenMatches("Bearer x", "")).toBe(false);
  });
});

describe("bearerToken", () => {
  it("reads the token of a Bearer credential", () => {
    expect(bearerToken("Bearer abc.DEF-123")).toBe("abc.DEF-123");
    expect(bearerToken("Token abc")).toBeNull();
  });
});
