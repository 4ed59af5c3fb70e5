import { describe, expect, it } from "vitest";
import {
  capabilityPages,
  capabilityPath,
  capabilitySlugs,
} from "~/content/capabilities";
import { solutionPath, solutionSlugs } from "~/content/solutions";
import { seedCapabilities } from "~/server/sample-data/sample-content";
import { prerenderedPaths } from "./prerendered-paths";

describe("prerendered paths", () => {
  it("include every solution and capability page and their overviews", () => {
    const expected = [
      "/about",
      "/vision",
      "/solutions",
      "/public-sector-platforms",
      "/capabilities",
      ...solutionSlugs.map(solutionPath),
      ...capabilitySlugs.map(capabilityPath),
    ];
    expect(prerenderedPaths).toEqual(expect.arrayContaining(expected));
  });

  it("list each path once", () => {
    expect(new Set(prerenderedPaths).size).toBe(prerenderedPaths.length);
  });

  // Case studies link their capability badges to /capabilities/{slug}.
  it("give each capability page the slug and name of a seeded capability", () => {
    for (const slug of capabilitySlugs) {
      const seeded = seedCapabilities.find((c) => c.slug === slug);
      expect(seeded, slug).toBeDefined();
      expect(seeded?.name).toBe(capabilityPages[slug].name);
    }
  });
});
