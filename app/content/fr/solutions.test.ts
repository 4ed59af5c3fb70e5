import { describe, expect, it } from "vitest";
import * as enPlatforms from "../public-sector-platforms";
import * as en from "../solutions";
import * as frPlatforms from "./public-sector-platforms";
import * as fr from "./solutions";

/** Keys whose values are the same in both languages: links, ids and icons. */
const SHARED_KEYS = new Set(["slug", "id", "to", "icon"]);

/** The copy with every translatable string blanked: what must match between languages. */
function skeleton(value: unknown, key = ""): unknown {
  if (SHARED_KEYS.has(key)) return value;
  if (typeof value === "string") return "text";
  if (Array.isArray(value)) return value.map((item) => skeleton(item, key));
  if (value !== null && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, skeleton(v, k)]),
    );
  return value;
}

/** Each translatable string beside its English, by its place in the object. */
function pairs(
  english: unknown,
  french: unknown,
  at = "",
): [string, string, string][] {
  const key = at.split(".").pop() ?? "";
  if (SHARED_KEYS.has(key)) return [];
  if (typeof english === "string") return [[at, english, String(french)]];
  if (english !== null && typeof english === "object")
    return Object.entries(english).flatMap(([k, v]) =>
      pairs(v, (french as Record<string, unknown>)[k], at ? `${at}.${k}` : k),
    );
  return [];
}

const copies = [
  ["solutionPages", en.solutionPages, fr.solutionPages],
  ["orderedSolutions", en.orderedSolutions, fr.orderedSolutions],
  ["solutionsOverview", en.solutionsOverview, fr.solutionsOverview],
  [
    "publicSectorPage",
    enPlatforms.publicSectorPage,
    frPlatforms.publicSectorPage,
  ],
] as const;

describe("the French solutions copy", () => {
  it.each(copies)(
    "%s keeps the English slugs, paths, icons and structure",
    (_, english, french) => {
      expect(skeleton(french)).toEqual(skeleton(english));
    },
  );

  it("the structure check catches a changed path (positive control)", () => {
    const moved = {
      ...fr.solutionsOverview,
      foundation: {
        ...fr.solutionsOverview.foundation,
        action: { label: "x", to: "/fr/capabilities" },
      },
    };
    expect(skeleton(moved)).not.toEqual(skeleton(en.solutionsOverview));
  });

  it.each(copies)("%s translates every sentence", (_, english, french) => {
    const untranslated = pairs(english, french).filter(
      ([, enText, frText]) =>
        frText.trim() === "" ||
        // Figures without words ("0", "2G", "50+") and the word "Solutions" are the same in French.
        (frText === enText &&
          /[a-z]{3}/i.test(enText) &&
          enText !== "Solutions"),
    );
    expect(untranslated).toEqual([]);
  });

  it("writes percentages the French way (99,9 %)", () => {
    const percentages = copies
      .flatMap(([, english, french]) => pairs(english, french))
      .map(([, , frText]) => frText)
      .filter((text) => text.includes("%"));
    expect(percentages.length).toBeGreaterThan(0);
    for (const text of percentages) {
      expect(text, text).not.toMatch(/\d\.\d+\s?%/);
      expect(text, text).toMatch(/^[^%]*(\d\u00a0%[^%]*)+$/);
    }
  });
});
