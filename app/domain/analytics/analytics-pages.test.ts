import { describe, expect, it } from "vitest";
import { englishPathOf, frenchPathOf, pairPages } from "./analytics-pages";

const counts = (pageViews: number) => ({
  visitors: pageViews,
  sessions: pageViews,
  pageViews,
  conversions: 0,
});

describe("pairing a page's English and French versions", () => {
  it("reads a French path as the English one under /fr", () => {
    expect(englishPathOf("/fr")).toBe("/");
    expect(englishPathOf("/fr/insights/x")).toBe("/insights/x");
    expect(englishPathOf("/insights/x")).toBeNull();
    // A path that only starts with the letters "fr" is English.
    expect(englishPathOf("/france-digital")).toBeNull();
    expect(frenchPathOf("/")).toBe("/fr");
    expect(frenchPathOf("/contact")).toBe("/fr/contact");
  });

  it("puts both versions on one row, adds them up and sorts by views", () => {
    const pairs = pairPages([
      { path: "/", ...counts(10) },
      { path: "/fr", ...counts(4) },
      { path: "/fr/insights/x", ...counts(20) },
      { path: "/contact", ...counts(1) },
    ]);
    expect(pairs.map((pair) => pair.path)).toEqual([
      "/insights/x",
      "/",
      "/contact",
    ]);
    expect(pairs[0]).toMatchObject({ en: null, fr: counts(20) });
    expect(pairs[1]).toMatchObject({
      en: counts(10),
      fr: counts(4),
      total: counts(14),
    });
  });
});
