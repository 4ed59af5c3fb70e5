import { describe, expect, it } from "vitest";
import {
  domainAndParents,
  emailDomain,
  isBlockedDomain,
  newsletterEmailSchema,
} from "./newsletter-signup";
import { asNewsletterSignupResponse } from "./newsletter-response";

describe("newsletterEmailSchema", () => {
  it("takes an address as typed, trimmed", () => {
    expect(newsletterEmailSchema.parse("  Ada@Example.org ")).toBe(
      "Ada@Example.org",
    );
    expect(
      newsletterEmailSchema.safeParse("a.b+news@mail.example.ca").success,
    ).toBe(true);
  });

  it.each([
    "",
    "ada",
    "ada@",
    "@example.org",
    "ada@example",
    "ada lovelace@example.org",
    "ada@@example.org",
    "ada@exa mple.org",
    "<ada@example.org>",
    "ada@example.org\nBcc: x@example.org",
    `${"a".repeat(250)}@example.org`,
  ])("refuses %j", (value) => {
    expect(newsletterEmailSchema.safeParse(value).success).toBe(false);
  });
});

describe("blocked domains", () => {
  it("covers the listed domain and every subdomain, in any case, and nothing else", () => {
    const blocked = ["spoofed.example", " Mailinator.COM "];
    expect(isBlockedDomain("spoofed.example", blocked)).toBe(true);
    expect(isBlockedDomain("mail.Spoofed.example", blocked)).toBe(true);
    expect(isBlockedDomain("mailinator.com", blocked)).toBe(true);
    expect(isBlockedDomain("notspoofed.example", blocked)).toBe(false);
    expect(isBlockedDomain("example", blocked)).toBe(false);
  });

  it("looks an address's domain up with its parents", () => {
    expect(emailDomain("Ada@Mail.Example.ORG")).toBe("mail.example.org");
    expect(domainAndParents("mail.example.org")).toEqual([
      "mail.example.org",
      "example.org",
      "org",
    ]);
  });
});

describe("asNewsletterSignupResponse", () => {
  it("accepts the server's answers and nothing else", () => {
    expect(asNewsletterSignupResponse({ ok: true, message: "Thanks" })).toEqual(
      {
        ok: true,
        message: "Thanks",
      },
    );
    expect(
      asNewsletterSignupResponse({
        ok: false,
        kind: "retry",
        message: "Again",
      }),
    ).not.toBeNull();
    expect(
      asNewsletterSignupResponse({ ok: false, formErrors: ["x"] }),
    ).toBeNull();
    expect(asNewsletterSignupResponse(null)).toBeNull();
  });
});
