import { describe, expect, it } from "vitest";
import { frenchCopyModules, frenchTexts } from "./french-copy.test-support";
import { brandNames } from "./glossary";

/**
 * French typography as a ministry's translator writes it (docs/languages.md, "Translating"): a
 * curly apostrophe (l’infolettre, not l'infolettre), a non-breaking space before a colon (never
 * a line that starts with ":"), and no capital after a colon unless a name follows. Read over
 * the French copy, the message catalogs, the seeded French content and the French of the lead
 * forms, their e-mails and the newsletter pages.
 */

/**
 * Words that may follow a colon with their capital, reviewed: names the glossary keeps as they
 * are, and a product that is a name ("Documentation en tant que code : Markdown, Git…").
 */
const NAMES_AFTER_A_COLON = new Set([
  ...brandNames.flatMap((name) => name.split(" ")),
  "Markdown",
]);

/**
 * The text as a reader sees it: ICU placeholders stand alone, a block of HTML (a paragraph, a
 * list item: which may well open with a capital after a colon) is a line of its own, inline
 * tags go, and `&nbsp;` is the space it stands for.
 */
function readable(text: string): string {
  return text
    .replace(
      /<\/?(?:p|li|ul|ol|h\d|blockquote|br|figure|figcaption)\b[^>]*>/g,
      "\n",
    )
    .replace(/<[^>]+>/g, "")
    .replace(/&nbsp;/g, "\u00a0")
    .replace(/\{[^{}]*\}/g, "{}");
}

function problemsOf(texts: readonly string[]): string[] {
  const problems: string[] = [];
  for (const text of texts) {
    const seen = readable(text);
    if (/\p{L}'\p{L}/u.test(seen))
      problems.push(`straight apostrophe (’): ${text.slice(0, 100)}`);
    if (/ :/.test(seen))
      problems.push(
        `breakable space before ":" (\\u00a0): ${text.slice(0, 100)}`,
      );
    for (const match of seen.matchAll(
      /:[ \u00a0\u202f]+(?:«[ \u00a0\u202f]*)?(\p{Lu}[\p{L}’-]*)/gu,
    )) {
      const word = match[1]!;
      // An acronym (IA, TVA, LPRPDE) keeps its capitals.
      if (/^\p{Lu}{2,}/u.test(word) || NAMES_AFTER_A_COLON.has(word)) continue;
      problems.push(`capital after a colon ("${word}"): ${text.slice(0, 100)}`);
    }
  }
  return problems;
}

describe("French typography", () => {
  const texts = frenchTexts();

  it("reads the French copy, catalogs, seeded content and form messages (positive control)", () => {
    expect(Object.keys(frenchCopyModules).length).toBeGreaterThan(20);
    expect(texts.length).toBeGreaterThan(1000);
    expect(problemsOf(["Quitter l'infolettre"])).toHaveLength(1);
    expect(problemsOf(["Presque terminé : appuyez"])).toHaveLength(1);
    expect(problemsOf(["Étape 2\u00a0: Nous étudions"])).toHaveLength(1);
    expect(
      problemsOf([
        "Quitter l’infolettre",
        "Sujet\u00a0: la TVA",
        "Sujet\u00a0: IA souveraine",
        "Outils\u00a0: Markdown, Git",
        "Joignez Kestrel\u00a0: {company}",
        "https://www.example.org",
        "Étape {number} sur {count}\u00a0: {title}",
      ]),
    ).toEqual([]);
  });

  it("no French text has a straight apostrophe, a breakable space before a colon or a capital after one", () => {
    expect(problemsOf(texts)).toEqual([]);
  });
});
