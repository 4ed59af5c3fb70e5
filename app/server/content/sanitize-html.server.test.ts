import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "./sanitize-html.server";

describe("sanitizeRichText", () => {
  it("keeps editorial formatting", () => {
    const html =
      "<h2>Why</h2><p>A <strong>bold</strong> and <em>calm</em> plan.</p><ul><li>One</li></ul><blockquote>Quote</blockquote>";
    expect(sanitizeRichText(html)).toBe(html);
  });

  it("drops script elements and their content", () => {
    expect(sanitizeRichText('<p>Hi</p><script>alert("x")</script>')).toBe(
      "<p>Hi</p>",
    );
  });

  it("drops event handler attributes", () => {
    expect(
      sanitizeRichText(
        '<p onclick="steal()">Hi</p><img src="https://a.example/x.png" onerror="x()" alt="x">',
      ),
    ).toBe(
      '<p>Hi</p><img src="https://a.example/x.png" alt="x" loading="lazy" />',
    );
  });

  it("drops javascript: and data: URLs", () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe(
      "<a>x</a>",
    );
    expect(sanitizeRichText('<a href="JaVaScRiPt:alert(1)">x</a>')).toBe(
      "<a>x</a>",
    );
    expect(
      sanitizeRichText(
        '<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="d">',
      ),
    ).toBe('<img alt="d" loading="lazy" />');
  });

  it("drops iframes, styles and forms", () => {
    expect(
      sanitizeRichText(
        '<iframe src="https://evil.example"></iframe><style>p{}</style><form><input></form><p>ok</p>',
      ),
    ).toBe("<p>ok</p>");
  });

  // sanitize-html stays on 2.17.5 for Node 20 (docs/decisions/030-config-schema-node20-pins.md):
  // the later upstream fixes concern tags this policy never allows. Whatever those tricks
  // yield, nothing that runs script or leaves the allowlist comes out.
  it("keeps raw-text, foreign-content and refresh tricks out", () => {
    const tricks = [
      "<svg><textarea><img src=x onerror=alert(1)></textarea></svg>",
      "<math><xmp><img src=x onerror=alert(1)></xmp></math>",
      "<textarea></textarea/><img src=x onerror=alert(1)>",
      "<xmp></xmp/><img src=x onerror=alert(1)>",
      '<svg><animate attributeName="href" values="javascript:alert(1)"/></svg>',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript>',
      '<p><noscript></p><a href="javascript:alert(1)">x</a></noscript>',
      '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
      '<img srcset="javascript:alert(1) 1x" src="https://a.example/x.png" alt="x">',
      "<iframe><img src=x onerror=alert(1)><p>fallback</p></iframe>",
      '<a href="&#0000106avascript:alert(1)">z</a>',
    ];
    for (const html of tricks) {
      const clean = sanitizeRichText(html);
      expect(clean, html).not.toMatch(
        /onerror|javascript:|srcset|<(svg|math|textarea|xmp|noscript|meta|iframe|animate)\b/i,
      );
    }
  });

  it("makes external links open safely", () => {
    expect(sanitizeRichText('<a href="https://example.org">x</a>')).toBe(
      '<a href="https://example.org" rel="noopener noreferrer" target="_blank">x</a>',
    );
  });
});
