import {
  DEFAULT_LOCALE,
  isLocale,
  localeFromPath,
  localizedPath,
  pathWithoutLocale,
  type Locale,
} from "./locale";

type MatchLike = { data?: unknown; loaderData?: unknown };

/**
 * The language a page renders in. Public pages take it from their URL (/fr is French). The
 * signed-in areas have one URL for both languages: their layout's loader returns `uiLocale`
 * (the account's preference, else the browser's), and the deepest match that says one wins.
 */
export function pageLocale(
  matches: readonly MatchLike[],
  pathname: string,
): Locale {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const match = matches[i];
    const data = (match?.loaderData ?? match?.data) as
      { uiLocale?: unknown } | null | undefined;
    if (data && typeof data === "object" && isLocale(data.uiLocale))
      return data.uiLocale;
  }
  return pathname ? localeFromPath(pathname) : DEFAULT_LOCALE;
}

/**
 * Where the language link of a page leads: the same page in the other language. A page whose
 * other-language version has another path (an article and its translation have their own
 * slugs) says so in its loader data as `languageAlternates` (English-style paths, like
 * seoMeta's `alternates`); every other page is the same path with or without /fr, query kept.
 */
export function languageSwitchPath(
  matches: readonly MatchLike[],
  location: { pathname: string; search: string },
  target: Locale,
): string {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const match = matches[i];
    const data = (match?.loaderData ?? match?.data) as
      | { languageAlternates?: Partial<Record<Locale, string | null>> }
      | null
      | undefined;
    const alternate = data?.languageAlternates?.[target];
    if (typeof alternate === "string") return localizedPath(alternate, target);
  }
  // A prerendered page renders at "/about/": the link names the page's canonical form.
  const pathname = location.pathname.replace(/(.)\/+$/, "$1");
  return localizedPath(pathWithoutLocale(pathname) + location.search, target);
}
