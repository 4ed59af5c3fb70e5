import {
  DEFAULT_LOCALE,
  isLocale,
  localeFromPath,
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
