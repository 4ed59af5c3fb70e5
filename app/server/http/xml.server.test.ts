import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { escapeXml, xmlElement } from "./xml.server";

/** Undoes escapeXml's five entities: what a parser would read back. */
function unescape(text: string): string {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");
}

describe("escapeXml", () => {
  it("escapes the five markup characters", () => {
    expect(escapeXml(`Tax & "trust" <b>'ok'</b>`)).toBe(
      "Tax &amp; &quot;trust&quot; &lt;b&gt;&apos;ok&apos;&lt;/b&gt;",
    );
  });

  it("escapes an ampersand that already looks like an entity (no double-unescaping tricks)", () => {
    expect(escapeXml("&amp; &#x3C;")).toBe("&amp;amp; &amp;#x3C;");
  });

  it("leaves ordinary text, accents and emoji alone", () => {
    expect(escapeXml("Santé publique — 99.9% 🚀")).toBe(
      "Santé publique — 99.9% 🚀",
    );
  });

  it("drops characters XML 1.0 forbids but keeps tab, newline and carriage return", () => {
    expect(escapeXml("a\u0000b\u0007c\u001Fd\uFFFEe")).toBe("abcde");
    expect(escapeXml("a\tb\nc\rd")).toBe("a\tb\nc\rd");
    expect(escapeXml("lone \uD800 surrogate")).toBe("lone  surrogate");
  });

  it("never leaves a raw markup character, and round-trips text without forbidden characters", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 80 }), (text) => {
        const escaped = escapeXml(text);
        expect(escaped).not.toMatch(/[<>"']/);
        expect(escaped).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
        expect(unescape(escaped)).toBe(
          text.replace(
            // eslint-disable-next-line no-control-regex -- the characters XML 1.0 forbids
            /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g,
            "",
          ),
        );
      }),
    );
  });
});

describe("xmlElement", () => {
  it("wraps escaped text and escapes attribute values", () => {
    expect(xmlElement("title", "R&D <now>")).toBe(
      "<title>R&amp;D &lt;now&gt;</title>",
    );
    expect(
      xmlElement("guid", "https://x.example/?a=1&b=2", { isPermaLink: "true" }),
    ).toBe('<guid isPermaLink="true">https://x.example/?a=1&amp;b=2</guid>');
  });

  it("writes nothing for an empty value", () => {
    expect(xmlElement("category", null)).toBe("");
    expect(xmlElement("category", "")).toBe("");
  });
});
