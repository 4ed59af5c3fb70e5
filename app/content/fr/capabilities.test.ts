import { describe, expect, it } from "vitest";
import * as blueprintEn from "../blueprint";
import {
  capabilitiesOverview,
  capabilityPages,
  orderedCapabilities,
} from "../capabilities";
import * as blueprintFr from "./blueprint";
import {
  capabilitiesOverview as capabilitiesOverviewFr,
  capabilityPages as capabilityPagesFr,
  orderedCapabilities as orderedCapabilitiesFr,
} from "./capabilities";

/** Keys whose values are the same in both languages: what links, identifies or draws. */
const SHARED_KEYS = new Set([
  "slug",
  "id",
  "to",
  "icon",
  "number",
  "highlighted",
]);
/** Text that may legitimately read the same in French (figures, a one-word eyebrow). */
const SAME_IN_BOTH = new Set(["5", "3+", "24/7", "Solutions"]);

/**
 * Differences between an English copy object and its French translation: a missing or extra
 * key, a list of another length, a changed slug/id/path/icon, or text left in English.
 */
function differences(en: unknown, fr: unknown, at = "copy"): string[] {
  if (Array.isArray(en)) {
    if (!Array.isArray(fr) || fr.length !== en.length)
      return [`${at}: ${en.length} items in English`];
    return en.flatMap((item, index) =>
      differences(item, fr[index], `${at}[${index}]`),
    );
  }
  if (typeof en === "object" && en !== null && typeof en !== "function") {
    if (typeof fr !== "object" || fr === null) return [`${at}: not an object`];
    const enKeys = Object.keys(en).sort();
    const frKeys = Object.keys(fr).sort();
    if (enKeys.join() !== frKeys.join())
      return [`${at}: keys ${frKeys.join()} instead of ${enKeys.join()}`];
    return enKeys.flatMap((key) => {
      const enValue = (en as Record<string, unknown>)[key];
      const frValue = (fr as Record<string, unknown>)[key];
      if (SHARED_KEYS.has(key))
        return enValue === frValue ? [] : [`${at}.${key}: changed`];
      return differences(enValue, frValue, `${at}.${key}`);
    });
  }
  if (typeof en === "string") {
    if (typeof fr !== "string" || fr.trim() === "") return [`${at}: empty`];
    return fr === en && !SAME_IN_BOTH.has(en)
      ? [`${at}: still English ("${en}")`]
      : [];
  }
  return en === fr ? [] : [`${at}: changed`];
}

describe("the French capability and blueprint copy", () => {
  it("spots a changed path and an untranslated sentence (positive control)", () => {
    const en = { cta: { label: "Talk to us", to: "/contact" } };
    expect(
      differences(en, { cta: { label: "Talk to us", to: "/fr/contact" } }),
    ).toEqual([
      'copy.cta.label: still English ("Talk to us")',
      "copy.cta.to: changed",
    ]);
  });

  it("has every capability page, with the English slugs, icons, links and structure", () => {
    expect(differences(capabilityPages, capabilityPagesFr)).toEqual([]);
    expect(orderedCapabilitiesFr.map((page) => page.slug)).toEqual(
      orderedCapabilities.map((page) => page.slug),
    );
  });

  it("translates the /capabilities overview without changing its links", () => {
    expect(differences(capabilitiesOverview, capabilitiesOverviewFr)).toEqual(
      [],
    );
  });

  it("translates every blueprint export with the same ids, steps and tiers", () => {
    const frenchNames = Object.keys(blueprintFr).sort();
    const englishCopy = Object.fromEntries(
      frenchNames.map((name) => [
        name,
        (blueprintEn as Record<string, unknown>)[name],
      ]),
    );
    // Everything the English module exports is copy, apart from its anchor ids and types.
    expect(
      Object.keys(blueprintEn)
        .filter((name) => !name.startsWith("BLUEPRINT_"))
        .sort(),
    ).toEqual(frenchNames);
    expect(differences(englishCopy, { ...blueprintFr })).toEqual([]);
  });
});
