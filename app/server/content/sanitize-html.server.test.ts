import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "./sanitize-html.server";

describe("sanitizeRichText", () => {
  it("keeps editorial formatting", () => {
    const html = "<h2>Why</h2><p>A <strong>bold</strong> and <em>calm</em> plan.</p><ul><li>One</li></ul><blockquote>Quote</blockquote>";
    expect(sanitizeRichText(html)).toBe(html);
  });

  it("drops script elements and their content", () => {
    expect(sanitizeRichText('<p>Hi</p><script>alert("x")</script>')).toBe("<p>Hi</p>");
  });

  it("drops event handler attributes", () => {
    expect(sanitizeRichText('<p onclick="steal()">Hi</p><img src="https://a.example/x.png" onerror="x()" alt="x">')).toBe(
      '<p>Hi</p><img src="https://a.example/x.png" alt="x" loading="lazy" />',
    );
  });

  it("drops javascript: and data: URLs", () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitizeRichText('<a href="JaVaScRiPt:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitizeRichText('<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="d">')).toBe('<img alt="d" loading="lazy" />');
  });

  it("drops iframes, styles and forms", () => {
    expect(sanitizeRichText('<iframe src="https://evil.example"></iframe><style>p{}</style><form><input></form><p>ok</p>')).toBe(
      "<p>ok</p>",
    );
  });

  it("makes external links open safely", () => {
    expect(sanitizeRichText('<a href="https://example.org">x</a>')).toBe(
      '<a href="https://example.org" rel="noopener noreferrer" target="_blank">x</a>',
    );
  });
});
