import { describe, expect, it } from "vitest";
import { classifyReplyLink } from "./reply-links";

describe("classifyReplyLink", () => {
  it.each([
    ["/solutions/e-visa", "/solutions/e-visa"],
    [" /contact?x=1#top ", "/contact?x=1#top"],
  ])("keeps the path %j on this site as a site link", (href, kept) => {
    expect(classifyReplyLink(href)).toEqual({ kind: "site", href: kept });
  });

  it.each([
    ["https://example.org/report", "https://example.org/report"],
    ["http://example.org", "http://example.org/"],
  ])(
    "shows another site's address %j as an address, never a link",
    (href, url) => {
      expect(classifyReplyLink(href)).toEqual({ kind: "address", url });
    },
  );

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
