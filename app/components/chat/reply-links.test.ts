import { describe, expect, it } from "vitest";
import { classifyReplyLink } from "./reply-links";

describe("classifyReplyLink", () => {
  it("keeps paths on this site as site links", () => {
    expect(classifyReplyLink("/solutions/e-visa")).toEqual({ kind: "site", href: "/solutions/e-visa" });
    expect(classifyReplyLink(" /contact?x=1#top ")).toEqual({ kind: "site", href: "/contact?x=1#top" });
  });

  it("opens https links as external links", () => {
    expect(classifyReplyLink("https://example.org/report")).toEqual({ kind: "external", href: "https://example.org/report" });
  });

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "//evil.example/x",
    "/\\evil.example",
    "http://example.org",
    "mailto:someone@example.org",
    "vbscript:x",
    "",
    undefined,
  ])("shows %s as plain text", (href) => {
    expect(classifyReplyLink(href)).toEqual({ kind: "text" });
  });
});
