import { describe, expect, it } from "vitest";
import { glossary } from "./glossary";
import { frenchCopyModules, frenchTexts } from "./french-copy.test-support";

/**
 * One term, one translation: no French text the site shows uses a rendering the glossary
 * rules out (an anglicism such as "email" for courriel, "cloud souverain" for nuage souverain).
 */

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
  const texts = frenchTexts();

  it("reads the French copy, catalogs, seeded content and the French of forms and e-mails (positive control)", () => {
    expect(Object.keys(frenchCopyModules).length).toBeGreaterThan(20);
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
