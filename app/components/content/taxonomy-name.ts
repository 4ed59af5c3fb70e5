import { taxonomyNameIn, type NamedInBoth } from "~/domain/taxonomy-names";
import { useLocale } from "~/i18n/locale-context";

/**
 * The name of a sector, capability or content type in the page's language: the studio's
 * English name on English pages, the French name the studio stores on French ones.
 */
export function useTaxonomyName(): (ref: NamedInBoth) => string {
  const locale = useLocale();
  return (ref) => taxonomyNameIn(locale, ref);
}
