import { describe, expect, it } from "vitest";
import { capabilityPages, capabilitySlugs } from "~/content/capabilities";
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
  // French pages show them (docs/decisions/061-taxonomy-names-in-both-languages.md).
  it("names every seeded sector, capability and content type in French", () => {
    for (const item of [
      ...seedSectors,
      ...seedCapabilities,
      ...seedContentTypes,
    ])
      expect(item.nameFr.trim(), item.slug).not.toBe("");
  });
});
