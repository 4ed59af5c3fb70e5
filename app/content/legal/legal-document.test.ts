import { describe, expect, it } from "vitest";
import { cookiePolicy } from "./cookies";
import { lastUpdated, type LegalDocument } from "./legal-document";
import { legalDocuments } from "./legal-documents";
import { privacyPolicy } from "./privacy";
import { site } from "../site";
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
          case "link":
            return { kind: block.kind };
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

describe("the privacy notice (Law 25, PIPEDA)", () => {
  const english = legalDocuments.en["/privacy"];
  const french = legalDocuments.fr["/privacy"];
  const text = (document: LegalDocument) => JSON.stringify(document);
  const section = (document: LegalDocument, id: string) =>
    JSON.stringify(document.sections.find((s) => s.id === id));

  it("names the Privacy Officer's title and mailbox (s.3.1) in both languages", () => {
    expect(section(english, "contact")).toContain(
      `Privacy Officer, ${site.name}`,
    );
    expect(section(french, "contact")).toContain(
      `Responsable de la protection des renseignements personnels, ${site.name}`,
    );
    for (const document of [english, french])
      expect(section(document, "contact")).toContain(site.privacyEmail);
  });

  it("links the request form in each language, never the other's", () => {
    const linkOf = (document: LegalDocument) =>
      document.sections
        .flatMap((s) => s.blocks)
        .filter((block) => block.kind === "link");
    expect(linkOf(english).map((block) => block.href)).toEqual([
      "/privacy/request",
    ]);
    expect(linkOf(french).map((block) => block.href)).toEqual([
      "/fr/privacy/request",
    ]);
  });

  it("states each retention period the retention rules apply", () => {
    const retention = (document: LegalDocument) =>
      Object.fromEntries(
        document.sections
          .find((s) => s.id === "retention")!
          .blocks.flatMap((block) =>
            block.kind === "definitions" ? block.items : [],
          )
          .map((item) => [item.term, item.description]),
      );
    expect(retention(english)).toMatchObject({
      "Job applications and résumés": expect.stringMatching(
        /^12 months after we decide on the application, or 24 months if you tick the box/,
      ),
      "Unsolicited applications": expect.stringContaining("6 months"),
      "Chat conversations and attachments": expect.stringMatching(
        /^90 days for a conversation that did not become an enquiry/,
      ),
      "Enquiries and blueprint requests": expect.stringMatching(
        /^24 months after our last contact/,
      ),
      "Client records": expect.stringContaining("7 years after it ends"),
      "Copies of your data we prepare for you":
        expect.stringContaining("7 days"),
      "Privacy requests": expect.stringContaining(
        "24 months after it is closed",
      ),
      "Confidentiality incident register": expect.stringContaining("5 years"),
      Newsletter: "Until you unsubscribe.",
    });
    expect(retention(french)).toMatchObject({
      "Candidatures et curriculum vitæ": expect.stringMatching(
        /^12 mois après notre décision sur la candidature, ou 24 mois si vous cochez la case/,
      ),
      "Candidatures spontanées": expect.stringContaining("6 mois"),
      "Conversations et pièces jointes de l’assistant conversationnel":
        expect.stringMatching(/^90 jours/),
      "Demandes de renseignements et demandes de plan directeur":
        expect.stringMatching(/^24 mois après notre dernier contact/),
      "Dossiers des clients": expect.stringContaining("7 ans après sa fin"),
      "Copies de vos renseignements préparées pour vous":
        expect.stringContaining("7 jours"),
      "Demandes relatives aux renseignements personnels":
        expect.stringContaining("24 mois après sa clôture"),
      "Registre des incidents de confidentialité":
        expect.stringContaining("5 ans"),
      Infolettre: "Jusqu’à votre désabonnement.",
    });
  });

  it("names the processors and their countries, the Atlanta office, the 30 days and both regulators", () => {
    expect(section(english, "sharing")).toMatch(/OpenAI, in the United States/);
    expect(section(french, "sharing")).toMatch(/OpenAI, aux États-Unis/);
    expect(section(english, "sharing")).toContain(
      "regional office in Atlanta, in the United States",
    );
    expect(section(french, "sharing")).toContain(
      "bureau régional d’Atlanta, aux États-Unis",
    );
    expect(section(english, "exercising-your-rights")).toMatch(
      /within 30 days.*once, by up to 30 days.*in writing/,
    );
    expect(section(french, "exercising-your-rights")).toMatch(
      /dans les 30 jours.*une seule fois, d’au plus 30 jours.*par écrit/,
    );
    for (const [document, cai, opc] of [
      [
        english,
        "Commission d'accès à l'information du Québec",
        "Office of the Privacy Commissioner of Canada",
      ],
      [
        french,
        "Commission d’accès à l’information du Québec",
        "Commissariat à la protection de la vie privée du Canada",
      ],
    ] as const) {
      expect(section(document, "exercising-your-rights")).toContain(cai);
      expect(section(document, "exercising-your-rights")).toContain(opc);
    }
  });

  it("writes French with no-break spaces before : ; ? ! and inside « », and no English left", () => {
    const french = text(legalDocuments.fr["/privacy"]);
    expect(french).not.toMatch(/ [:;?!]/);
    expect(french).not.toMatch(/«(?!\u00a0)|(?<!\u00a0)»/);
    for (const english of [
      "Privacy Officer",
      "request form",
      "Until you unsubscribe",
      "United States",
      "months",
    ])
      expect(french).not.toContain(english);
  });
});
