import { CONTENT_LOCALES, type ContentLocale } from "~/domain/enums";

/**
 * The site's two languages (docs/decisions/055-english-and-french.md): English at the URLs the
 * specification gives, French at the same path under /fr. Everything a visitor sends is stored
 * with one of these, and what we send back uses it.
 */
export const LOCALES = CONTENT_LOCALES;
export type Locale = ContentLocale;
export const DEFAULT_LOCALE: Locale = "en";

const FRENCH_PREFIX = "/fr";

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}

/**
 * The language of a public URL path: French under /fr, English everywhere else. A loader sees
 * the router's data URL of the French home page as "/fr.data". Read case-insensitively, as React
 * Router matches routes: `/FR/contact` is the French contact page (a GET of it is redirected to
 * `/fr/contact`, app/server/http/language-prefix.server.ts; a POST is answered in French).
 */
export function localeFromPath(pathname: string): Locale {
  const path = pathname.slice(0, FRENCH_PREFIX.length + 5).toLowerCase();
  return path === FRENCH_PREFIX ||
    path === `${FRENCH_PREFIX}.data` ||
    path.startsWith(`${FRENCH_PREFIX}/`)
    ? "fr"
    : "en";
}

/** The path without its language prefix: "/fr/about" → "/about", "/fr" → "/". */
export function pathWithoutLocale(pathname: string): string {
  if (localeFromPath(pathname) === "en") return pathname;
  return pathname.slice(FRENCH_PREFIX.length) || "/";
}

/**
 * Areas that have one URL for both languages: the signed-in areas choose their language from
 * the account (or the browser), and files and APIs have none.
 */
const SINGLE_URL_PREFIXES = [
  "/auth",
  "/admin",
  "/account",
  "/dashboard",
  "/lead_admin",
  "/allied",
  "/api",
  "/media",
  "/assets",
  "/og",
  "/sign-out",
  "/sitemap.xml",
  "/robots.txt",
  "/favicon.svg",
];

function hasSingleUrl(path: string): boolean {
  return SINGLE_URL_PREFIXES.some(
    (prefix) =>
      path === prefix ||
      path.startsWith(`${prefix}/`) ||
      path.startsWith(`${prefix}?`) ||
      path.startsWith(`${prefix}#`),
  );
}

/**
 * A site-internal link in the given language: "/contact" → "/fr/contact" in French. Leaves alone
 * what is not a public page path (absolute URLs, mailto:, #fragments, the signed-in areas,
 * files), and a path already in the other language is moved, not prefixed twice.
 */
export function localizedPath(to: string, locale: Locale): string {
  if (!to.startsWith("/") || to.startsWith("//")) return to;
  const suffixStart = to.search(/[?#]/);
  const pathname = suffixStart === -1 ? to : to.slice(0, suffixStart);
  const suffix = suffixStart === -1 ? "" : to.slice(suffixStart);
  const neutral = pathWithoutLocale(pathname);
  if (hasSingleUrl(neutral)) return neutral + suffix;
  if (locale === "en") return neutral + suffix;
  return (neutral === "/" ? FRENCH_PREFIX : FRENCH_PREFIX + neutral) + suffix;
}

/** `<html lang>`: Canadian English and Canadian French. */
export function htmlLang(locale: Locale): string {
  return locale === "fr" ? "fr-CA" : "en-CA";
}

/** Open Graph's locale: en_CA, fr_CA. */
export function ogLocale(locale: Locale): string {
  return locale === "fr" ? "fr_CA" : "en_CA";
}

/** The other language, for the language link. */
export function otherLocale(locale: Locale): Locale {
  return locale === "fr" ? "en" : "fr";
}

/**
 * The preferred language of a browser's Accept-Language header among ours, by its q-values;
 * English when it names neither.
 */
export function localeFromAcceptLanguage(header: string | null): Locale {
  if (!header) return DEFAULT_LOCALE;
  let best: { locale: Locale; q: number } | null = null;
  for (const part of header.split(",").slice(0, 20)) {
    const [tag = "", ...params] = part.trim().toLowerCase().split(";");
    const language = tag.split("-")[0];
    if (!isLocale(language)) continue;
    const qParam = params.find((p) => p.trim().startsWith("q="));
    const q = qParam ? Number(qParam.trim().slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { locale: language, q };
  }
  return best?.locale ?? DEFAULT_LOCALE;
}
