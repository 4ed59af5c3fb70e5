import { describe, expect, it } from "vitest";
import * as aboutEn from "../about";
import * as clientsEn from "../clients";
import * as companyEn from "../company";
import * as homeEn from "../home";
import * as partnersEn from "../partners";
import * as visionEn from "../vision";
import * as aboutFr from "./about";
import * as clientsFr from "./clients";
import * as companyFr from "./company";
import * as homeFr from "./home";
import * as partnersFr from "./partners";
import * as visionFr from "./vision";

/**
 * The French company pages say the same things as the English ones: the same exports, the same
 * number of items in the same order, the same ids, link targets and URLs (French links are
 * localized at render, so a module never holds "/fr/…"), and figures with the same digits.
 * Types already check the shape; these check what a type cannot.
 */
const modules = {
  about: [aboutEn, aboutFr],
  clients: [clientsEn, clientsFr],
  company: [companyEn, companyFr],
  home: [homeEn, homeFr],
  partners: [partnersEn, partnersFr],
  vision: [visionEn, visionFr],
} as const;

/** Values that name something rather than say something: identical in both languages. */
const SAME_IN_BOTH = new Set(["id", "to", "url", "slug"]);

function differences(en: unknown, fr: unknown, where: string): string[] {
  if (Array.isArray(en)) {
    if (!Array.isArray(fr) || fr.length !== en.length)
      return [
        `${where}: ${en.length} items in English, ${Array.isArray(fr) ? fr.length : "none"} in French`,
      ];
    return en.flatMap((item, i) => differences(item, fr[i], `${where}[${i}]`));
  }
  if (typeof en === "object" && en !== null) {
    if (typeof fr !== "object" || fr === null) return [`${where}: missing`];
    const enKeys = Object.keys(en).sort();
    const frKeys = Object.keys(fr).sort();
    if (enKeys.join() !== frKeys.join())
      return [
        `${where}: keys ${enKeys.join()} in English, ${frKeys.join()} in French`,
      ];
    return enKeys.flatMap((key) =>
      differences(
        (en as Record<string, unknown>)[key],
        (fr as Record<string, unknown>)[key],
        `${where}.${key}`,
      ),
    );
  }
  if (typeof en !== typeof fr)
    return [`${where}: ${typeof en} in English, ${typeof fr} in French`];
  if (typeof en !== "string" || typeof fr !== "string")
    return en === fr ? [] : [`${where}: ${String(en)} ≠ ${String(fr)}`];
  const key = where.slice(where.lastIndexOf(".") + 1);
  if ((SAME_IN_BOTH.has(key) || en.startsWith("/")) && en !== fr)
    return [`${where}: "${en}" in English, "${fr}" in French`];
  if (key === "value" && en.replace(/\D/g, "") !== fr.replace(/\D/g, ""))
    return [`${where}: figure "${en}" became "${fr}"`];
  if (fr.trim() === "") return [`${where}: empty`];
  return [];
}

function frenchStrings(value: unknown, where: string): [string, string][] {
  if (typeof value === "string") return [[where, value]];
  if (Array.isArray(value))
    return value.flatMap((item, i) => frenchStrings(item, `${where}[${i}]`));
  if (typeof value === "object" && value !== null)
    return Object.entries(value).flatMap(([key, item]) =>
      frenchStrings(item, `${where}.${key}`),
    );
  return [];
}

/** A breakable space before : or %, a figure glued to %, a space before ; ! ?, "English quotes". */
function breaksTypography(text: string): boolean {
  return (
    / [:%]/.test(text) ||
    /\d%/.test(text) ||
    /\s[;!?]/.test(text) ||
    /[«"“]\S|\S[»"”]/.test(text)
  );
}

describe("the French company pages' copy", () => {
  it.each(Object.entries(modules))(
    "%s: same exports, items, ids, links and figures as English",
    (name, [en, fr]) => {
      expect(differences({ ...en }, { ...fr }, name)).toEqual([]);
    },
  );

  it("keeps product names as they are", () => {
    expect(partnersFr.partners.map((p) => p.name)).toEqual(
      partnersEn.partners.map((p) => p.name),
    );
  });

  it("follows Canadian French typography: a non-breaking space before : and %, none before ; ! ?", () => {
    const problems = Object.entries(modules).flatMap(([name, [, fr]]) =>
      frenchStrings({ ...fr }, name).filter(([, text]) =>
        breaksTypography(text),
      ),
    );
    expect(problems).toEqual([]);
  });

  it("positive control: a dropped item, a localized link and a changed figure are caught", () => {
    const about = homeEn.about;
    expect(
      differences(
        about,
        { ...about, figures: about.figures.slice(1) },
        "about",
      ),
    ).toHaveLength(1);
    expect(
      differences(
        about,
        { ...about, action: { ...about.action, to: "/fr/about" } },
        "about",
      ),
    ).toEqual(['about.action.to: "/about" in English, "/fr/about" in French']);
    expect(
      differences({ value: "99.9%" }, { value: "99\u00a0%" }, "figure"),
    ).toHaveLength(1);
    for (const text of [
      "Nos objectifs : ",
      "99,9 %",
      "99%",
      "Besoin d'aide ?",
      "«ouverte»",
    ])
      expect(breaksTypography(text), text).toBe(true);
    expect(
      breaksTypography(
        "Objectifs\u00a0: «\u00a0ouverte\u00a0», 99,9\u00a0%; aide?",
      ),
    ).toBe(false);
  });
});
