import { isContentSlug } from "./content-slug";

/**
 * The /projects filters live in the URL (?sector=<slug>&capability=<slug>), so a filtered
 * view can be shared and every chip is a plain link that works without JavaScript.
 */

export type ProjectFilters = {
  sector: string | null;
  capability: string | null;
};
export type ProjectFilterKey = keyof ProjectFilters;

/** Reads the filters from a query string; anything that is not a slug is ignored. */
export function parseProjectFilters(search: URLSearchParams): ProjectFilters {
  const read = (name: string) => {
    const value = search.get(name)?.trim().toLowerCase() ?? "";
    return isContentSlug(value) ? value : null;
  };
  return { sector: read("sector"), capability: read("capability") };
}

export function hasActiveFilters(filters: ProjectFilters): boolean {
  return filters.sector !== null || filters.capability !== null;
}

/** The href of /projects with these filters, parameters in a stable order. */
export function projectFiltersHref(filters: ProjectFilters): string {
  const params = new URLSearchParams();
  if (filters.sector) params.set("sector", filters.sector);
  if (filters.capability) params.set("capability", filters.capability);
  const query = params.toString();
  return query ? `/projects?${query}` : "/projects";
}

/**
 * Where a chip leads: selecting it keeps the other filter; choosing the active chip again
 * removes that parameter (spec: "click again to deselect").
 */
export function toggleFilterHref(
  filters: ProjectFilters,
  key: ProjectFilterKey,
  slug: string,
): string {
  return projectFiltersHref({
    ...filters,
    [key]: filters[key] === slug ? null : slug,
  });
}
