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

/** One filter's value as the filters read it: a slug, or null for anything else. */
function filterSlug(value: string | null | undefined): string | null {
  const slug = value?.trim().toLowerCase() ?? "";
  return isContentSlug(slug) ? slug : null;
}

/** Reads the filters from a query string; anything that is not a slug is ignored. */
export function parseProjectFilters(search: URLSearchParams): ProjectFilters {
  return {
    sector: filterSlug(search.get("sector")),
    capability: filterSlug(search.get("capability")),
  };
}

/** A filter's old slug and the slug it moved to (a sector or capability renamed). */
export type MovedFilters = Partial<
  Record<ProjectFilterKey, { from: string; to: string }>
>;

/**
 * /projects with each moved filter's old slug replaced by its new one: the 301's target. Every
 * other parameter stays as it came, in its order (a campaign's utm_* included).
 */
export function movedFiltersHref(
  search: URLSearchParams,
  moved: MovedFilters,
): string {
  const params = new URLSearchParams();
  for (const [name, value] of search) {
    const move =
      name === "sector" || name === "capability" ? moved[name] : undefined;
    params.append(
      name,
      move && filterSlug(value) === move.from ? move.to : value,
    );
  }
  const query = params.toString();
  return query ? `/projects?${query}` : "/projects";
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
