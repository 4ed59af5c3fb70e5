import { describe, expect, it } from "vitest";
import { plainTextOfHtml } from "./content-documents.server";
import {
  makeDocument,
  makeSectionedDocument,
  proseOf,
  sectionsOf,
  splitSentences,
} from "./knowledge-document.server";
import { siteDocuments } from "./site-documents.server";

describe("knowledge documents", () => {
  it("splits prose into sentences without breaking abbreviations", () => {
    expect(
      splitSentences(
        "Open standards, e.g. OpenID Connect. Data stays in-country!  Why? Because 99.9% uptime.",
      ),
    ).toEqual([
      "Open standards, e.g. OpenID Connect.",
      "Data stays in-country!",
      "Why?",
      "Because 99.9% uptime.",
    ]);
  });

  it("ends headings and list items as sentences of their own", () => {
    expect(
      makeDocument("x", "about", "X", "/x", [
        "Online applications",
        "Forms work offline.",
      ]).sentences,
    ).toEqual(["Online applications.", "Forms work offline."]);
  });

  it("takes prose from content objects: features as title and description, figures with labels, no icons, links or captions", () => {
    const prose = proseOf({
      icon: () => null,
      slug: "evisa",
      lead: "A complete online visa service for applicants.",
      features: [
        {
          title: "Risk scoring",
          description: "Officers decide from a ranked queue.",
          icon: () => null,
        },
      ],
      stats: [{ value: "70%", label: "faster visa processing" }],
      action: { label: "Get Your Blueprint", to: "/blueprint" },
      primaryLabel: "Learn More Now Please",
    });
    expect(prose).toEqual([
      "A complete online visa service for applicants.",
      "Risk scoring: Officers decide from a ranked queue.",
      "70% faster visa processing.",
    ]);
  });

  it("turns a stored insight body into plain text, blocks kept apart and entities decoded", () => {
    expect(
      plainTextOfHtml(
        "<h2>Why residency</h2><p>Keys &amp; logs stay <strong>in-country</strong>.</p><ul><li>One</li><li>Two</li></ul><script>alert(1)</script>",
      ),
    ).toBe("Why residency. Keys & logs stay in-country. One. Two.");
  });

  it("joins lines that are only wrapping inside a paragraph", () => {
    expect(
      plainTextOfHtml(
        "<p>A database hosted\nin a national data centre.</p>\n<p>Keys\n  stay home</p>",
      ),
    ).toBe("A database hosted in a national data centre. Keys stay home.");
  });

  it("covers every kind of site page a visitor could ask about, each at a path on this site", () => {
    const documents = siteDocuments();
    const hrefs = new Set(documents.map((document) => document.href));
    for (const href of [
      "/solutions/evisa",
      "/solutions/governance",
      "/solutions/healthcare",
      "/solutions/aftrlife",
      "/solutions/construction",
      "/capabilities/ai-automation",
      "/public-sector-platforms",
      "/blueprint",
      "/careers",
      "/contact",
      "/about",
      "/vision",
      "/clients",
      "/partners",
      "/",
      "/privacy",
      "/cookies",
      "/terms",
    ]) {
      expect(hrefs, href).toContain(href);
    }
    expect(new Set(documents.map((document) => document.id)).size).toBe(
      documents.length,
    );
    for (const document of documents) {
      expect(document.href).toMatch(/^\/(?:[a-z]|$)/);
      expect(document.sentences.length, document.id).toBeGreaterThan(0);
    }
  });

  it("keeps a page's structure: each card, list item and figure a passage under its section's heading", () => {
    const sections = sectionsOf({
      name: "e-Visa",
      lead: "A complete online visa service for applicants.",
      features: {
        title: "Everything in one platform",
        intro: "Configured to your visa categories and fees.",
        items: [
          { title: "Payments", description: "Card and mobile-money payments." },
        ],
      },
      outcomes: {
        title: "Outcomes",
        stats: [{ value: "70%", label: "faster visa processing" }],
      },
      cta: { title: "Plan yours", body: "Talk to our team about a plan." },
    });
    expect(sections).toEqual([
      {
        heading: "e-Visa",
        items: ["A complete online visa service for applicants."],
      },
      {
        heading: "Everything in one platform",
        items: [
          "Configured to your visa categories and fees.",
          "Payments: Card and mobile-money payments.",
        ],
      },
      { heading: "Outcomes", items: ["70% faster visa processing."] },
    ]);
    const document = makeSectionedDocument(
      "x",
      "solution",
      "X",
      "/x",
      sections,
    );
    expect(document.passages).toContainEqual({
      heading: "Outcomes",
      text: "70% faster visa processing.",
    });
    expect(document.sentences).toContain(
      "Payments: Card and mobile-money payments.",
    );
  });

  it("reads the French pages from the French content, at /fr paths", () => {
    const french = siteDocuments("fr");
    expect(french.map((document) => document.id)).toEqual(
      siteDocuments("en").map((document) => document.id),
    );
    for (const document of french)
      expect(document.href).toMatch(/^\/fr(?:\/|$)/);
    // Every line the chat quotes from a French page is French typography, the lines it builds
    // from labelled items ("Innovation : …") too: a non-breaking space before a colon.
    for (const document of french)
      for (const sentence of document.sentences)
        expect(sentence, document.id).not.toMatch(/[^\s\u00a0]:\s/);
    expect(
      french.find((document) => document.id === "page:partners")!.title,
    ).toBe("Partenaires technologiques");
  });
});
