import { isLocale, localeFromPath, type Locale } from "~/i18n/locale";

/**
 * The language of a refusal the body layer sends before any body is read: a page's own post
 * from its path (/fr/… is French); the JSON API, one URL for both languages, from the
 * `?locale=` the form enhancer adds, else from the Referer's path. Only "en" and "fr" count;
 * anything else is English, so English answers stay verbatim.
 */
export function refusalLocale(req: {
  url?: string;
  headers: { referer?: string };
}): Locale {
  const target = parseUrl(req.url ?? "/");
  if (!target) return "en";
  const path = target.pathname;
  if (path !== "/api" && !path.startsWith("/api/")) return localeFromPath(path);
  const asked = target.searchParams.get("locale");
  if (isLocale(asked)) return asked;
  const referer = req.headers.referer;
  const from = referer ? parseUrl(referer) : null;
  return from ? localeFromPath(from.pathname) : "en";
}

function parseUrl(url: string): URL | null {
  try {
    return new URL(url, "http://localhost");
  } catch {
    return null;
  }
}
