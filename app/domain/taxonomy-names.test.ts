import { describe, expect, it } from "vitest";
import { taxonomyNameIn, withTaxonomyNamesIn } from "./taxonomy-names";

describe("taxonomy names in the page's language", () => {
  it("reads the stored French name on French pages, the studio's name where none is given", () => {
    const named = { name: "Whitepaper", nameFr: "Livre blanc" };
    expect(taxonomyNameIn("en", named)).toBe("Whitepaper");
    expect(taxonomyNameIn("fr", named)).toBe("Livre blanc");
    expect(taxonomyNameIn("fr", { name: "Made Up", nameFr: null })).toBe(
      "Made Up",
    );
    expect(taxonomyNameIn("fr", { name: "Made Up", nameFr: " " })).toBe(
      "Made Up",
    );
  });

  it("renames an article's type and capabilities in French", () => {
    const article = {
      contentType: {
        id: "t",
        slug: "x",
        name: "Whitepaper",
        nameFr: "Livre blanc",
      },
      capabilities: [
        { id: "c", slug: "y", name: "Cybersecurity", nameFr: "Cybersécurité" },
        { id: "n", slug: "z", name: "Made Up", nameFr: null },
      ],
    };
    expect(withTaxonomyNamesIn("en", article)).toBe(article);
    const french = withTaxonomyNamesIn("fr", article);
    expect(french.contentType?.name).toBe("Livre blanc");
    expect(french.capabilities.map((c) => c.name)).toEqual([
      "Cybersécurité",
      "Made Up",
    ]);
  });
});
