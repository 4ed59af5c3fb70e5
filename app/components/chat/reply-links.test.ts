import { describe, expect, it } from "vitest";
import { classifyReplyLink } from "./reply-links";

describe("classifyReplyLink", () => {
  it("keeps paths on this site as site links", () => {
    expect(classifyReplyLink("/solutions/e-visa")).toEqual({
      kind: "site",
      href: "/solutions/e-visa",
    });
    expect(classifyReplyLink(" /contact?x=1#top ")).toEqual({
      kind: "site",
      href: "/contact?x=1#top",
    });
  });

  it("shows another site's address as an address, never a link", () => {
    expect(classifyReplyLink("https://example.org/report")).toEqual({
      kind: "address",
      url: "https://example.org/report",
    });
    expect(classifyReplyLink("http://example.org")).toEqual({
      kind: "address",
      url: "http://example.org/",
    });
  });

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "//evil.example/x",
    "/\\evil.example",
    "mailto:someone@example.org",
    "vbscript:x",
    "",
    undefined,
  ])("shows %s as plain text", (href) => {
    expect(classifyReplyLink(href)).toEqual({ kind: "text" });
  });
});
