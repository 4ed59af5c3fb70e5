import { frenchTaxonomyNames } from "~/content/fr/taxonomy-names";
import { useLocale } from "~/i18n/locale-context";

type TaxonomyRef = { slug: string; name: string };

/**
 * The name of a sector, capability or content type in the page's language: the studio's
 * (English) name on English pages, its French name on French ones when there is one.
 */
export function useTaxonomyName(
  kind: keyof typeof frenchTaxonomyNames,
): (ref: TaxonomyRef) => string {
  const locale = useLocale();
  const names: Readonly<Record<string, string>> = frenchTaxonomyNames[kind];
  return (ref) => (locale === "fr" ? (names[ref.slug] ?? ref.name) : ref.name);
}
