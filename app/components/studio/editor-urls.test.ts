import { describe, expect, it } from "vitest";
import {
  IMAGE_ALT_MESSAGE,
  IMAGE_SRC_MESSAGE,
  imageProblems,
  isAllowedImageSrc,
  isInsertableImageSrc,
  isAllowedLinkHref,
} from "./editor-urls";

describe("isAllowedLinkHref", () => {
  it("accepts web addresses, email links and paths on this site", () => {
    for (const href of [
      "https://example.org",
      "http://example.org/a?b=c#d",
      "HTTPS://EXAMPLE.ORG",
      "mailto:hello@example.org",
      "mailto:hello@example.org?subject=Hi",
      "/insights/cloud-costs",
      "/",
      "  https://example.org  ",
    ]) {
      expect(isAllowedLinkHref(href), href).toBe(true);
    }
  });

  it("refuses scripts, other schemes, other sites in disguise and fragments", () => {
    for (const href of [
      "javascript:alert(1)",
      "JAVASCRIPT:alert(1)",
      "java\tscript:alert(1)",
      " javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox",
      "file:///etc/passwd",
      "ftp://example.org",
      "tel:+44123",
      "//evil.example",
      "/\\evil.example",
      "#top",
      "insights/x",
      "example.org",
      "https://",
      "mailto:",
      "https://exa mple.org",
      "",
    ]) {
      expect(isAllowedLinkHref(href), href).toBe(false);
    }
  });
});

describe("isAllowedImageSrc", () => {
  it("accepts https addresses and media library files only", () => {
    expect(isAllowedImageSrc("https://cdn.example.org/a.png")).toBe(true);
    expect(isAllowedImageSrc("/media/0123456789abcdef0123-1200.jpg")).toBe(
      true,
    );
    for (const src of [
      "http://cdn.example.org/a.png",
      "//cdn.example.org/a.png",
      "/media/a.png",
      "/media/0123456789abcdef0123-1200.png",
      "/images/a.png",
      "data:image/png;base64,AAAA",
      "javascript:alert(1)",
      "file:///C:/a.png",
      "",
    ]) {
      expect(isAllowedImageSrc(src), src).toBe(false);
    }
  });
});

describe("isInsertableImageSrc", () => {
  it("lets an author insert or paste media library files only (the CSP shows no other)", () => {
    expect(isInsertableImageSrc("/media/0123456789abcdef0123-1200.jpg")).toBe(
      true,
    );
    for (const src of [
      "https://cdn.example.org/a.png",
      "/images/a.png",
      "/media/0123456789abcdef0123-1200.jpg\u200b",
      "",
    ])
      expect(isInsertableImageSrc(src), src).toBe(false);
  });
});

describe("imageProblems", () => {
  const library = "/media/0123456789abcdef0123-1200.jpg";
  it("names each missing piece", () => {
    expect(imageProblems({ src: library, alt: "A map" })).toEqual({});
    expect(imageProblems({ src: library, alt: "  " })).toEqual({
      alt: IMAGE_ALT_MESSAGE,
    });
    expect(imageProblems({ src: "https://a.example/x.png", alt: "" })).toEqual({
      src: IMAGE_SRC_MESSAGE,
      alt: IMAGE_ALT_MESSAGE,
    });
  });
});
