import { isContentSlug } from "~/domain/content-slug";
import {
  localeFromPath,
  localizedPath,
  pathWithoutLocale,
  type Locale,
} from "~/i18n/locale";
import {
  movedFiltersHref,
  parseProjectFilters,
  projectFiltersHref,
  type MovedFilters,
} from "~/domain/project-filters";

/**
 * Which requests the page cache answers, and under which key. The key is also the URL the
 * page is rendered from, so a cached page is exactly what that URL renders.
 *
 * Only the pages that read published content and nothing of the request are cacheable.
 * Their loaders read no query parameter but /projects' two filters, so any other parameter
 * (utm_source, a cache buster…) is ignored: the page is the same. A filter is part of the key
 * only when it names a sector or capability that exists; any other value makes the request
 * bypass the cache, so made-up values cannot fill memory with empty result pages.
 * French pages (/fr/blog, /fr/projects…) are cached the same way under their own paths.
 */
export type KnownFilters = {
  sectors: ReadonlySet<string>;
  capabilities: ReadonlySet<string>;
  /** Old slugs of renamed ones, each to its slug today (docs/decisions/053-taxonomy-management.md). */
  moved: {
    sector: ReadonlyMap<string, string>;
    capability: ReadonlyMap<string, string>;
  };
};

/** The sections with a detail page per published item: /blog/:slug and /projects/:slug. */
export type ContentSection = "blog" | "projects";
/**
 * The slugs each section publishes (read once per content version), and its old slugs that
 * answer 301 to an item's current one (a slug changed in the content studio).
 */
export type PublishedSlugs = Record<ContentSection, ReadonlySet<string>> & {
  moved: Record<ContentSection, ReadonlyMap<string, string>>;
};
/** Each language's site's slugs. */
export type PublishedSlugsByLocale = Record<Locale, PublishedSlugs>;

const FIXED_PATHS = new Set([
  "/blog",
  "/blog/rss.xml",
  "/projects",
  "/sitemap.xml",
]);
const DETAIL_PATH = /^\/(blog|projects)\/([^/]+)$/;

/** The key for this path and query, or null when the cache must not answer it. */
export function pageCacheKey(
  pathname: string,
  search: URLSearchParams,
  known: KnownFilters | null,
): string | null {
  const locale = localeFromPath(pathname);
  const neutral = pathWithoutLocale(pathname);
  // The sitemap is one document for both languages.
  if (locale === "fr" && neutral === "/sitemap.xml") return null;
  const key = neutralKey(neutral, search, known);
  return key === null ? null : localizedPath(key, locale);
}

function neutralKey(
  pathname: string,
  search: URLSearchParams,
  known: KnownFilters | null,
): string | null {
  if (pathname === "/projects") return projectsKey(search, known);
  if (FIXED_PATHS.has(pathname)) return pathname;
  const detail = DETAIL_PATH.exec(pathname);
  // A path that is not a slug is the not-found page: the normal renderer answers it.
  return detail && isContentSlug(detail[2]) ? pathname : null;
}

/**
 * The language, section and slug of a detail page's path, or null for any other path or a
 * non-slug.
 */
export function contentDetail(
  pathname: string,
): { locale: Locale; section: ContentSection; slug: string } | null {
  const detail = DETAIL_PATH.exec(pathWithoutLocale(pathname));
  if (!detail || !isContentSlug(detail[2])) return null;
  return {
    locale: localeFromPath(pathname),
    section: detail[1] as ContentSection,
    slug: detail[2],
  };
}

/**
 * The key of a section's not-found page in a language, the same for every slug it does not
 * publish — a key no request path can equal, since paths start with "/".
 */
export function notFoundKey(section: ContentSection, locale: Locale): string {
  return `not found: ${localizedPath(`/${section}`, locale)}/:slug`;
}

/** True when /projects' answer depends on filters (so the known slugs must be loaded first). */
export function needsKnownFilters(
  pathname: string,
  search: URLSearchParams,
): boolean {
  return (
    pathWithoutLocale(pathname) === "/projects" &&
    (search.has("sector") || search.has("capability"))
  );
}

function projectsKey(
  search: URLSearchParams,
  known: KnownFilters | null,
): string | null {
  const filters = parseProjectFilters(search);
  if (filters.sector === null && filters.capability === null)
    return "/projects";
  if (!known) return null;
  if (filters.sector !== null && !known.sectors.has(filters.sector))
    return null;
  if (
    filters.capability !== null &&
    !known.capabilities.has(filters.capability)
  )
    return null;
  return projectFiltersHref(filters);
}

/**
 * Where /projects filtered by an old sector or capability slug is now — the same filter by the
 * slug it was renamed to, the other parameters kept — or null. The answer is a 301.
 */
export function movedProjectsHref(
  pathname: string,
  search: URLSearchParams,
  known: KnownFilters | null | undefined,
): string | null {
  if (pathWithoutLocale(pathname) !== "/projects" || !known) return null;
  const filters = parseProjectFilters(search);
  const moved: MovedFilters = {};
  if (filters.sector !== null && !known.sectors.has(filters.sector)) {
    const to = known.moved.sector.get(filters.sector);
    if (to) moved.sector = { from: filters.sector, to };
  }
  if (
    filters.capability !== null &&
    !known.capabilities.has(filters.capability)
  ) {
    const to = known.moved.capability.get(filters.capability);
    if (to) moved.capability = { from: filters.capability, to };
  }
  return moved.sector || moved.capability
    ? localizedPath(movedFiltersHref(search, moved), localeFromPath(pathname))
    : null;
}
