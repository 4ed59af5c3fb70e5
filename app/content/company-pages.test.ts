import { describe, expect, it } from "vitest";
import {
  capabilityPages,
  capabilitySlugs,
  findCapability,
  orderedCapabilities,
} from "./capabilities";
import { solutionCards } from "./home";
import { solutionLinks } from "./navigation";
import { publicSectorPage } from "./public-sector-platforms";
import {
  findSolution,
  orderedSolutions,
  solutionPages,
  solutionPath,
  solutionSlugs,
} from "./solutions";

describe("solution pages", () => {
  it("are keyed by their own slug", () => {
    for (const slug of solutionSlugs)
      expect(solutionPages[slug].slug).toBe(slug);
    expect(orderedSolutions.map((page) => page.slug)).toEqual([
      ...solutionSlugs,
    ]);
  });

  it("carry the spec's page titles", () => {
    expect(orderedSolutions.map((page) => page.title)).toEqual([
      "e-Visa",
      "Digital Governance & Tax Collection",
      "Healthcare & Telemedicine",
      "AftrLife Avatars",
      "Construction & Inspection",
    ]);
  });

  it("use the names and paths of the home page cards and the footer links", () => {
    for (const page of orderedSolutions) {
      const card = solutionCards.find((c) => c.id === page.slug);
      expect(card, page.slug).toBeDefined();
      expect(card?.title).toBe(page.name);
      expect(card?.to).toBe(solutionPath(page.slug));
      expect(solutionLinks).toContainEqual({
        label: page.name,
        to: solutionPath(page.slug),
      });
    }
  });

  it("each have six features, steps, figures and a call to action", () => {
    for (const page of orderedSolutions) {
      expect(page.features.items, page.slug).toHaveLength(6);
      expect(page.howItWorks.steps.length, page.slug).toBeGreaterThanOrEqual(3);
      expect(page.outcomes.stats.length, page.slug).toBeGreaterThanOrEqual(3);
      expect(["/contact", "/blueprint"]).toContain(page.cta.action.to);
    }
  });

  it("quote the spec's figures where they fit", () => {
    const figures = (slug: keyof typeof solutionPages) =>
      solutionPages[slug].outcomes.stats.map((s) => s.value);
    expect(figures("evisa")).toEqual(
      expect.arrayContaining(["70%", "99.5%", "99.9%"]),
    );
    expect(figures("governance")).toEqual(
      expect.arrayContaining(["20%", "99.9%"]),
    );
    expect(figures("healthcare")).toEqual(
      expect.arrayContaining(["300%", "99.9%"]),
    );
  });

  it("state the country targets verbatim: 50+ for e-visa, 30+ for tax platforms", () => {
    const stats = (slug: keyof typeof solutionPages) =>
      solutionPages[slug].outcomes.stats.map((s) => `${s.value} ${s.label}`);
    expect(stats("evisa")).toContain("50+ countries targeted for e-visa");
    expect(stats("governance")).toContain("30+ countries for tax platforms");
  });
});

describe("capability pages", () => {
  it("are keyed by their own slug, with six features each", () => {
    for (const slug of capabilitySlugs) {
      expect(capabilityPages[slug].slug).toBe(slug);
      expect(capabilityPages[slug].features.items).toHaveLength(6);
    }
    expect(orderedCapabilities).toHaveLength(3);
  });

  it("link to solution pages and to /contact", () => {
    for (const page of orderedCapabilities) {
      expect(page.usedIn.solutions.length, page.slug).toBeGreaterThan(0);
      for (const { slug } of page.usedIn.solutions)
        expect(solutionPages[slug], slug).toBeDefined();
      expect(page.cta.action.to).toBe("/contact");
    }
  });
});

describe("slug lookup", () => {
  it("finds the known pages", () => {
    for (const slug of solutionSlugs)
      expect(findSolution(slug)?.slug).toBe(slug);
    for (const slug of capabilitySlugs)
      expect(findCapability(slug)?.slug).toBe(slug);
  });

  it.each([
    "constructor",
    "__proto__",
    "toString",
    "hasOwnProperty",
    "",
    "EVISA",
    "evisa ",
    "unknown",
  ])("does not mistake %j for a page", (slug) => {
    expect(findSolution(slug)).toBeUndefined();
    expect(findCapability(slug)).toBeUndefined();
  });

  it("finds nothing for a missing segment", () => {
    expect(findSolution(undefined)).toBeUndefined();
    expect(findCapability(undefined)).toBeUndefined();
  });
});

describe("public sector platforms", () => {
  it("show the spec's three figures and link the three cards to their solutions", () => {
    expect(publicSectorPage.stats.items.map((s) => s.value)).toEqual([
      "99.9%",
      "3+",
      "1M+",
    ]);
    expect(publicSectorPage.platforms.cards.map((c) => c.to)).toEqual([
      solutionPath("evisa"),
      solutionPath("governance"),
      solutionPath("healthcare"),
    ]);
  });
});
