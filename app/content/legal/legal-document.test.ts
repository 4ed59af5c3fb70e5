import { describe, expect, it } from "vitest";
import { cookiePolicy } from "./cookies";
import { lastUpdated, type LegalDocument } from "./legal-document";
import { legalDocuments } from "./legal-documents";
import { privacyPolicy } from "./privacy";
import { termsOfService } from "./terms";

describe("lastUpdated", () => {
  it("formats the date as 'MMMM d, yyyy' with an ISO twin for <time>", () => {
    expect(lastUpdated(new Date(2026, 0, 5, 23, 59))).toEqual({
      label: "January 5, 2026",
      iso: "2026-01-05",
    });
    expect(lastUpdated(new Date(2025, 11, 31, 0, 0))).toEqual({
      label: "December 31, 2025",
      iso: "2025-12-31",
    });
  });

  it("writes the date the French way on French pages, for the same day", () => {
    expect(lastUpdated(new Date(2026, 0, 5, 23, 59), "fr")).toEqual({
      label: "5 janvier 2026",
      iso: "2026-01-05",
    });
    expect(lastUpdated(new Date(2025, 11, 1, 0, 0), "fr").label).toBe(
      "1er décembre 2025",
    );
  });
});

/** A document's skeleton: what must not change between languages (anchors, block kinds, sizes). */
function skeleton(document: LegalDocument) {
  return {
    path: document.path,
    sections: document.sections.map((section) => ({
      id: section.id,
      blocks: section.blocks.map((block) => {
        switch (block.kind) {
          case "paragraph":
            return { kind: block.kind };
          case "list":
            return { kind: block.kind, items: block.items.length };
          case "definitions":
            return { kind: block.kind, items: block.items.length };
          case "table":
            return {
              kind: block.kind,
              columns: block.columns.length,
              rows: block.rows.map((row) => row.length),
            };
        }
      }),
    })),
  };
}

describe("the French legal documents", () => {
  for (const path of ["/privacy", "/terms", "/cookies"] as const) {
    const english = legalDocuments.en[path];
    const french = legalDocuments.fr[path];

    it(`${path} has the English document's sections, anchors and blocks`, () => {
      expect(skeleton(french)).toEqual(skeleton(english));
    });

    it(`${path} is translated: no heading or paragraph is left in English`, () => {
      expect(french.title).not.toBe(english.title);
      expect(french.summary).not.toBe(english.summary);
      french.sections.forEach((section, index) => {
        expect(section.heading).not.toBe(english.sections[index]?.heading);
      });
    });
  }

  it("uses the Canadian terms: LPRPDE, renseignements personnels, témoins", () => {
    const text = (document: LegalDocument) => JSON.stringify(document);
    expect(text(legalDocuments.fr["/privacy"])).toContain("(LPRPDE)");
    expect(text(legalDocuments.fr["/privacy"])).not.toContain("PIPEDA");
    expect(text(legalDocuments.fr["/privacy"])).toContain(
      "renseignements personnels",
    );
    expect(legalDocuments.fr["/cookies"].title).toBe(
      "Politique relative aux témoins",
    );
    expect(legalDocuments.fr["/terms"].title).toBe("Conditions d’utilisation");
  });
});

describe("legal documents", () => {
  for (const document of [privacyPolicy, termsOfService, cookiePolicy]) {
    it(`${document.path} has unique section ids (they are anchor targets)`, () => {
      const ids = document.sections.map((section) => section.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(
        document.sections.every((section) => section.blocks.length > 0),
      ).toBe(true);
    });
  }
});
