import { publicStaticPaths } from "~/content/public-routes";
import { prerenderedPaths } from "~/content/prerendered-paths";
import type { ContentLocale } from "~/domain/enums";
import {
  localeFromPath,
  localizedPath,
  pathWithoutLocale,
} from "~/i18n/locale";
import type { Database } from "../db/client.server";
import { collectSitemapEntries } from "../seo/sitemap.server";

const LANGUAGE_NAMES: Record<ContentLocale, string> = {
  en: "English",
  fr: "French",
};

/**
 * Why a curated answer may not cite `path` (decision 057), or null when it may: the path must
 * be a public page of this site — the sitemap's pages, published articles and case studies
 * included — in the answer's own language, so the assistant never sends a French visitor to
 * an English page or to a page that does not exist.
 */
export async function citePathError(
  db: Database,
  locale: ContentLocale,
  path: string,
): Promise<string | null> {
  const entries = await collectSitemapEntries(db, [
    ...publicStaticPaths,
    ...prerenderedPaths,
  ]);
  const pages = new Set(entries.map((entry) => entry.path));
  const inLanguage = localizedPath(pathWithoutLocale(path), locale);
  // A page with one URL for every language (localizedPath leaves it alone) is in both.
  if (
    pages.has(path) &&
    (localeFromPath(path) === locale || inLanguage === path)
  )
    return null;
  if (pages.has(path))
    return pages.has(inLanguage)
      ? `${path} is the ${LANGUAGE_NAMES[localeFromPath(path)]} page: ${withArticle(LANGUAGE_NAMES[locale])} answer cites ${inLanguage}.`
      : `${path} is ${withArticle(LANGUAGE_NAMES[localeFromPath(path)])} page with no ${LANGUAGE_NAMES[locale]} version: cite ${withArticle(LANGUAGE_NAMES[locale])} page, or leave the field empty.`;
  if (pages.has(inLanguage))
    return `No page is at ${path}; did you mean ${inLanguage}?`;
  return `No public page of this site is at ${path}. Enter the path of a page as it appears in the address bar, e.g. ${localizedPath("/blueprint", locale)}.`;
}

/** "an English", "a French": the article a language's name takes. */
function withArticle(language: string): string {
  return `${/^[aeiou]/i.test(language) ? "an" : "a"} ${language}`;
}
