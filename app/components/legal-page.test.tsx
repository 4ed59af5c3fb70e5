import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { legalDocuments } from "~/content/legal/legal-documents";
import { site } from "~/content/site";
import { LegalBlockView } from "./legal-page";

describe("a legal document's blocks", () => {
  it("renders a link block as a real <a> to its page, with the text around it", () => {
    const html = renderToStaticMarkup(
      <LegalBlockView
        block={{
          kind: "link",
          before: "Use our ",
          label: "privacy request form",
          href: "/privacy/request",
          after: ", or write to us.",
        }}
      />,
    );
    expect(html).toMatch(
      /^<p class="mt-4">Use our <a href="\/privacy\/request" class="[^"]+">privacy request form<\/a>, or write to us\.<\/p>$/,
    );
  });

  it("turns the contact and the privacy mailboxes into mailto links", () => {
    const html = renderToStaticMarkup(
      <LegalBlockView
        block={{
          kind: "paragraph",
          text: `Write to ${site.privacyEmail} or ${site.contactEmail}.`,
        }}
      />,
    );
    expect(html).toContain(`<a href="mailto:${site.privacyEmail}" class="`);
    expect(html).toContain(`<a href="mailto:${site.contactEmail}" class="`);
    expect(html).toContain(`>${site.privacyEmail}</a> or <a`);
  });

  it("links the request form from the privacy notice in each language", () => {
    for (const [locale, href] of [
      ["en", "/privacy/request"],
      ["fr", "/fr/privacy/request"],
    ] as const) {
      const section = legalDocuments[locale]["/privacy"].sections.find(
        (s) => s.id === "exercising-your-rights",
      )!;
      const html = section.blocks
        .map((block) => renderToStaticMarkup(<LegalBlockView block={block} />))
        .join("");
      expect(html).toContain(`<a href="${href}"`);
      expect(html).toContain(`href="mailto:${site.privacyEmail}"`);
    }
  });
});
