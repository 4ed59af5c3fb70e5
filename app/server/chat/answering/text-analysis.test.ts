import { describe, expect, it } from "vitest";
import concepts from "./concepts.json";
import { analyze, fold, isStopWord, stem } from "./text-analysis";

describe("text analysis", () => {
  it("folds case, accents and typographic apostrophes", () => {
    expect(fold("Sécurité L’Équipe")).toBe("securite l'equipe");
  });

  it("stems with each language's Snowball stemmer, accents or not", () => {
    expect(stem("governments", "en")).toBe(stem("government", "en"));
    expect(stem("gouvernements", "fr")).toBe(stem("gouvernement", "fr"));
    expect(analyze("sécurité", "fr").terms).toEqual(
      analyze("securite", "fr").terms,
    );
  });

  it("drops both languages' stop words and keeps figures", () => {
    expect(isStopWord("the")).toBe(true);
    expect(isStopWord("nous")).toBe(true);
    expect(analyze("the 2G network", "en").terms).toEqual([
      "2g",
      stem("network", "en"),
    ]);
  });

  it("adds the concept of a phrase from concepts.json, in either language", () => {
    const [concept, phrases] = Object.entries(
      concepts as Record<string, string[]>,
    ).find(([, list]) => list.some((phrase) => phrase.includes(" ")))!;
    const phrase = phrases.find((p) => p.includes(" "))!;
    expect(analyze(`about ${phrase} today`, "en").terms).toContain(
      `#${concept}`,
    );
    expect(analyze("nothing of the kind", "en").terms).not.toContain(
      `#${concept}`,
    );
  });

  it("reads French « chiffrer » as a quote only when something is to be costed, not encrypted", () => {
    expect(
      analyze("Pouvez-vous nous chiffrer ce projet ?", "fr").terms,
    ).toContain("#quote");
    expect(analyze("Envoyez-nous une offre.", "fr").terms).toContain("#quote");
    expect(analyze("Les données sont chiffrées.", "fr").terms).not.toContain(
      "#quote",
    );
    expect(
      analyze("Pouvez-vous chiffrer nos données au repos ?", "fr").terms,
    ).not.toContain("#quote");
  });

  it("gives no notion to a word whose stem a phrase of it shares (phrases are matched on stems)", () => {
    const notions = (text: string, locale: "en" | "fr") =>
      analyze(text, locale).terms.filter((term) => term.startsWith("#"));
    for (const text of ["built on open standards", "any open-source parts?"])
      expect(notions(text, "en")).not.toContain("#job");
    expect(notions("Any job vacancies?", "en")).toContain("#job");
    // "=openings" is matched as written: the stem "open" would be every "open".
    expect(notions("openings for a designer", "en")).toContain("#job");
    expect(notions("your opening hours", "en")).not.toContain("#job");
    const unrelated: [string, "en" | "fr", string][] = [
      ["the island's revenue authority", "en", "#author"],
      ["for the public sector", "en", "#articles"],
      ["live video with the clinic", "en", "#identity"],
      ["dans plusieurs pays", "fr", "#payment"],
      ["un tableau de bord", "fr", "#immigration"],
      ["sous forme de tableau", "fr", "#training"],
      ["older blog posts", "en", "#job"],
      ["weekly reporting duties", "en", "#media"],
      ["federal departments", "en", "#signin"],
      ["it meets the standard", "en", "#callback"],
      ["three engagement options", "en", "#required"],
      ["levels of assurance", "en", "#insurer"],
      ["des clés de chiffrement", "fr", "#price"],
      ["les règles fiscales", "fr", "#payment"],
      ["présents dans trois pays", "fr", "#demo"],
    ];
    for (const [text, locale, notion] of unrelated)
      expect(notions(text, locale), text).not.toContain(notion);
  });

  it("reads an office named by its city as the offices", () => {
    expect(analyze("an office in Moncton?", "en").terms).toContain("#offices");
    expect(analyze("un bureau à Rimouski ?", "fr").terms).toContain("#offices");
  });

  it("names the Blueprint offer the same in both languages", () => {
    expect(analyze("What is the Blueprint?", "en").terms).toContain(
      "#blueprint",
    );
    expect(analyze("Le plan directeur, en bref", "fr").terms).toContain(
      "#blueprint",
    );
  });

  it("keeps concepts.json a reviewed list: about a hundred entries, no phrase of more than three words", () => {
    const entries = Object.entries(concepts as Record<string, string[]>);
    expect(entries.length).toBeLessThanOrEqual(110);
    for (const [, phrases] of entries)
      for (const phrase of phrases)
        expect(phrase.split(/\s+/).length).toBeLessThanOrEqual(3);
  });
});
