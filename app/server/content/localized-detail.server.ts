import { data, type RouterContextProvider } from "react-router";
import type { ContentKind } from "~/domain/enums";
import { isContentSlug } from "~/domain/content-slug";
import type {
  LanguageAlternate,
  OnlyInOtherLanguage,
} from "~/domain/public-content";
import {
  localeFromPath,
  localizedPath,
  otherLocale,
  type Locale,
} from "~/i18n/locale";
import { logNotFound } from "../not-found.server";
import { getDb } from "../services.server";
import { movedPermanently, movedSlug } from "./moved-slugs.server";
import {
  otherLanguagePage,
  publishedTranslationSlug,
} from "./translations.server";

/**
 * The detail page of an insight or a case study in the URL's language (/blog/:slug and
 * /fr/blog/:slug, docs/decisions/055-english-and-french.md). A slug that is not a page of
 * this language is, in order: an old slug of one (301 to its page), the other language's
 * page with a translation here (301 to the translation), the other language's page without
 * one (a notice linking to it, never a page mixing languages), else not found (404).
 */
export async function localizedDetailLoader<T extends { id: string }>(
  kind: ContentKind,
  section: "/blog" | "/projects",
  args: {
    params: { slug: string };
    request: Request;
    context: Readonly<RouterContextProvider>;
  },
  read: (slug: string, locale: Locale) => Promise<T | null>,
) {
  const { params, request, context } = args;
  const locale = localeFromPath(new URL(request.url).pathname);
  const db = getDb();
  // Not a slug (e.g. "%00"): not found, without asking the database.
  const slug = isContentSlug(params.slug) ? params.slug : null;
  const item = slug ? await read(slug, locale) : null;
  if (item) {
    const other = otherLocale(locale);
    const otherSlug = await publishedTranslationSlug(db, kind, item.id, other);
    const alternate: LanguageAlternate = otherSlug
      ? { locale: other, path: `${section}/${otherSlug}` }
      : null;
    return data({
      item,
      alternate,
      onlyIn: null,
      // The language link leads straight to the translation (app/i18n/page-locale.ts).
      languageAlternates: otherSlug
        ? { [other]: `${section}/${otherSlug}` }
        : {},
    });
  }
  if (slug) {
    // A slug changed in the content studio: its old URL leads to the page (301).
    const movedTo = await movedSlug(db, kind, slug, locale);
    if (movedTo)
      throw movedPermanently(localizedPath(`${section}/${movedTo}`, locale));
    const elsewhere = await otherLanguagePage(db, kind, locale, slug);
    if (elsewhere?.translatedSlug)
      throw movedPermanently(
        localizedPath(`${section}/${elsewhere.translatedSlug}`, locale),
      );
    if (elsewhere) {
      const onlyIn: OnlyInOtherLanguage = {
        locale: elsewhere.locale,
        path: localizedPath(`${section}/${elsewhere.slug}`, elsewhere.locale),
        title: elsewhere.title,
      };
      return data({
        item: null,
        alternate: null,
        onlyIn,
        languageAlternates: {
          [elsewhere.locale]: `${section}/${elsewhere.slug}`,
        },
      });
    }
  }
  logNotFound(request, context);
  // A not-found page never names the slug it was asked for (the page cache serves one for
  // every unknown slug): its language link leads to the section's list.
  return data(
    {
      item: null,
      alternate: null,
      onlyIn: null,
      languageAlternates: { en: section, fr: section },
    },
    { status: 404 },
  );
}
