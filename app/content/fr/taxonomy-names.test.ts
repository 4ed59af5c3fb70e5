import { describe, expect, it } from "vitest";
import {
  seedCapabilities,
  seedContentTypes,
  seedSectors,
} from "~/server/sample-data/sample-content";
import { frenchTaxonomyNames, withTaxonomyNamesIn } from "./taxonomy-names";

describe("French taxonomy names", () => {
  it("names every seeded sector, capability and content type", () => {
    for (const { slug } of seedSectors)
      expect(frenchTaxonomyNames.sector, slug).toHaveProperty([slug]);
    for (const { slug } of seedCapabilities)
      expect(frenchTaxonomyNames.capability, slug).toHaveProperty([slug]);
    for (const { slug } of seedContentTypes)
      expect(frenchTaxonomyNames.contentType, slug).toHaveProperty([slug]);
  });

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
