import { describe, expect, it } from "vitest";
import { capabilityPath, capabilitySlugs } from "~/content/capabilities";
import { solutionPath, solutionSlugs } from "~/content/solutions";
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
});

describe("prerendered French pages", () => {
  it("prerender each page in French too", () => {
    for (const path of ["/", "/about", "/solutions/evisa"])
      expect(prerenderedPaths).toContain(path === "/" ? "/fr" : `/fr${path}`);
  });
});
