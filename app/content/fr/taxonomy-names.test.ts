import { describe, expect, it } from "vitest";
import { withTaxonomyNamesIn } from "./taxonomy-names";

describe("French taxonomy names", () => {
  it("renames an article's type and capabilities in French, keeps unknown and English names", () => {
    const article = {
      contentType: { id: "t", slug: "whitepaper", name: "Whitepaper" },
      capabilities: [
        { id: "c", slug: "cybersecurity", name: "Cybersecurity & Resilience" },
        { id: "n", slug: "made-up", name: "Made Up" },
      ],
    };
    expect(withTaxonomyNamesIn("en", article)).toBe(article);
    const french = withTaxonomyNamesIn("fr", article);
    expect(french.contentType?.name).toBe("Livre blanc");
    expect(french.capabilities.map((c) => c.name)).toEqual([
      "Cybersécurité et résilience",
      "Made Up",
    ]);
  });
});
