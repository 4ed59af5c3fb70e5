import { describe, expect, it } from "vitest";
import { capabilityPages, capabilitySlugs } from "~/content/capabilities";
import { frenchTaxonomyNames } from "~/content/fr/taxonomy-names";
import {
  seedCapabilities,
  seedContentTypes,
  seedSectors,
} from "./sample-content";

describe("seeded capabilities", () => {
  // Case studies link their capability badges to /capabilities/{slug}.
  it("gives each capability page the slug and name of a seeded capability", () => {
    for (const slug of capabilitySlugs) {
      const seeded = seedCapabilities.find((c) => c.slug === slug);
      expect(seeded, slug).toBeDefined();
      expect(seeded?.name).toBe(capabilityPages[slug].name);
    }
  });
});

describe("French names of the seeded taxonomy", () => {
  // French pages show these instead of the studio's English names.
  it("names every seeded sector, capability and content type", () => {
    for (const { slug } of seedSectors)
      expect(frenchTaxonomyNames.sector, slug).toHaveProperty([slug]);
    for (const { slug } of seedCapabilities)
      expect(frenchTaxonomyNames.capability, slug).toHaveProperty([slug]);
    for (const { slug } of seedContentTypes)
      expect(frenchTaxonomyNames.contentType, slug).toHaveProperty([slug]);
  });
});
