import { describe, expect, it } from "vitest";
import {
  seedCaseStudiesFr,
  seedInsightsFr,
} from "~/server/sample-data/sample-content-fr";
import { glossary } from "./glossary";
import { frenchCatalogs } from "./messages";

/**
 * One term, one translation: no French text the site shows uses a rendering the glossary
 * rules out (an anglicism such as "email" for courriel, "cloud souverain" for nuage souverain).
 */
const frenchCopy = import.meta.glob<Record<string, unknown>>(
  ["../content/fr/**/*.ts", "!../content/fr/**/*.test.ts"],
  { eager: true },
);

/** Keys whose values are identifiers, paths or addresses, not prose. */
const NOT_PROSE = new Set([
  "id",
  "slug",
  "to",
  "path",
  "href",
  "url",
  "translationOf",
  "image",
  "icon",
]);

function prose(value: unknown, key = "", into: string[] = []): string[] {
  if (typeof value === "string") {
    if (!NOT_PROSE.has(key)) into.push(value);
  } else if (Array.isArray(value)) {
    for (const item of value) prose(item, key, into);
  } else if (value && typeof value === "object") {
    for (const [name, item] of Object.entries(value)) prose(item, name, into);
  }
  return into;
}

/** The text as a reader sees it: ICU placeholders, HTML tags and a parenthesised gloss removed. */
function readable(text: string): string {
  return text
    .replace(/<[^>]+>/g, " ")
    .replace(/\{[^{}]*\}/g, " ")
    .replace(/\([^()]*\)/g, " ");
}

function findAvoided(texts: string[]): string[] {
  const found: string[] = [];
  for (const entry of glossary) {
    for (const avoided of entry.avoid ?? []) {
      const pattern = new RegExp(
        `(^|[^\\p{L}-])${avoided.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^\\p{L}-])`,
        "iu",
      );
      for (const text of texts)
        if (pattern.test(readable(text)))
          found.push(`"${avoided}" (say "${entry.fr}"): ${text.slice(0, 100)}`);
    }
  }
  return found;
}

describe("the glossary", () => {
  const texts = [
    ...prose(Object.values(frenchCopy)),
    ...Object.values(frenchCatalogs).flatMap((catalog) =>
      Object.values(catalog),
    ),
    ...prose(seedInsightsFr),
    ...prose(seedCaseStudiesFr),
  ];

  it("reads the French copy, catalogs and seeded content (positive control)", () => {
    expect(Object.keys(frenchCopy).length).toBeGreaterThan(20);
    expect(texts.length).toBeGreaterThan(1000);
    expect(findAvoided(["Écrivez-nous par email."])).toHaveLength(1);
    expect(
      findAvoided(["Les témoins (cookies) sont de petits fichiers."]),
    ).toEqual([]);
    expect(findAvoided(["Votre {email} est confirmé."])).toEqual([]);
  });

  it("no French text uses a rendering the glossary rules out", () => {
    expect(findAvoided(texts)).toEqual([]);
  });
});
