import { describe, expect, it } from "vitest";
import {
  hasActiveFilters,
  movedFiltersHref,
  parseProjectFilters,
  projectFiltersHref,
  toggleFilterHref,
} from "./project-filters";

describe("project filters", () => {
  it("reads sector and capability slugs from the query", () => {
    expect(
      parseProjectFilters(
        new URLSearchParams("sector=health&capability=ai-automation"),
      ),
    ).toEqual({
      sector: "health",
      capability: "ai-automation",
    });
    expect(parseProjectFilters(new URLSearchParams(""))).toEqual({
      sector: null,
      capability: null,
    });
  });

  it("ignores values that are not slugs", () => {
    expect(
      parseProjectFilters(
        new URLSearchParams("sector=%3Cscript%3E&capability="),
      ),
    ).toEqual({
      sector: null,
      capability: null,
    });
    expect(
      parseProjectFilters(new URLSearchParams(`sector=${"a".repeat(101)}`))
        .sector,
    ).toBeNull();
  });

  it("selecting a chip keeps the other filter", () => {
    expect(
      toggleFilterHref(
        { sector: "health", capability: null },
        "capability",
        "ai-automation",
      ),
    ).toBe("/projects?sector=health&capability=ai-automation");
    expect(
      toggleFilterHref(
        { sector: "health", capability: "ai-automation" },
        "sector",
        "immigration",
      ),
    ).toBe("/projects?sector=immigration&capability=ai-automation");
  });

  it("choosing the active chip again removes only its parameter", () => {
    expect(
      toggleFilterHref(
        { sector: "health", capability: "ai-automation" },
        "sector",
        "health",
      ),
    ).toBe("/projects?capability=ai-automation");
    expect(
      toggleFilterHref(
        { sector: null, capability: "ai-automation" },
        "capability",
        "ai-automation",
      ),
    ).toBe("/projects");
  });

  it("knows when a filter is active", () => {
    expect(hasActiveFilters({ sector: null, capability: null })).toBe(false);
    expect(hasActiveFilters({ sector: "health", capability: null })).toBe(true);
    expect(projectFiltersHref({ sector: null, capability: null })).toBe(
      "/projects",
    );
  });

  it("replaces a moved filter's old slug with its new one, keeping every other parameter in its place", () => {
    const href = (query: string) =>
      movedFiltersHref(new URLSearchParams(query), {
        sector: { from: "healthcare", to: "health" },
      });
    expect(href("sector=healthcare")).toBe("/projects?sector=health");
    expect(href("utm_source=news&sector=HealthCare&capability=ai")).toBe(
      "/projects?utm_source=news&sector=health&capability=ai",
    );
    // Only the old slug moves: another value of the parameter is left as it came.
    expect(href("sector=energy")).toBe("/projects?sector=energy");
    expect(
      movedFiltersHref(new URLSearchParams("capability=data"), {
        capability: { from: "data", to: "data-platforms" },
      }),
    ).toBe("/projects?capability=data-platforms");
  });
});
