import type { ContentLocale as Locale } from "./enums";

/** What a sector, capability or content type is called, in both languages. */
export type NamedInBoth = { name: string; nameFr: string | null };

/**
 * Its name in `locale`: the French name on French pages; where an editor has not given one yet,
 * the studio's name (the studio's taxonomy page marks it "French name missing") — a known name
 * reads better than none (docs/decisions/061-taxonomy-names-in-both-languages.md).
 */
export function taxonomyNameIn(locale: Locale, ref: NamedInBoth): string {
  return locale === "fr" && ref.nameFr?.trim() ? ref.nameFr : ref.name;
}

/**
 * An article's content type and capabilities named in `locale` (its structured data's section
 * and keywords).
 */
export function withTaxonomyNamesIn<
  T extends {
    contentType: NamedInBoth | null;
    capabilities: NamedInBoth[];
  },
>(locale: Locale, item: T): T {
  if (locale === "en") return item;
  const rename = <N extends NamedInBoth>(ref: N): N => ({
    ...ref,
    name: taxonomyNameIn(locale, ref),
  });
  return {
    ...item,
    contentType: item.contentType ? rename(item.contentType) : null,
    capabilities: item.capabilities.map(rename),
  };
}
