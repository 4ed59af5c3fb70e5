import { and, eq, ne } from "drizzle-orm";
import type { ContentKind } from "~/domain/enums";
import type { Locale } from "~/i18n/locale";
import type { Database } from "../db/client.server";
import { publicRowsOf } from "./public-rows.server";

/**
 * Articles and case studies are one row per language, paired by `translation_key`
 * (docs/decisions/055-english-and-french.md). These read the pairs the public pages need: the
 * other language's version of a page (hreflang, the language link), and what a slug of the
 * other language is on this language's site (a 301 to its translation, or a notice that the
 * page exists only in the other language).
 */

/** The slug of the published version in `locale` of the item `id`, or null when it has none. */
export async function publishedTranslationSlug(
  db: Database,
  kind: ContentKind,
  id: string,
  locale: Locale,
): Promise<string | null> {
  const t = publicRowsOf(kind);
  const self = publicRowsOf(kind, "self");
  const [row] = await db
    .select({ slug: t.slug })
    .from(t.table)
    .innerJoin(self.table, eq(self.translationKey, t.translationKey))
    .where(and(eq(self.id, id), eq(t.locale, locale), eq(t.published, true)))
    .limit(1);
  return row?.slug ?? null;
}

/** A published page of the other language, as a slug this language's site does not publish. */
export type OtherLanguagePage = {
  /** The language the page is published in. */
  locale: Locale;
  slug: string;
  title: string;
  /** This language's published version's slug (the URL should be a 301 to it), or null. */
  translatedSlug: string | null;
};

/**
 * What `slug` is on the `locale` site when it is not a page of that language: the other
 * language's published page with that slug, with its translation into `locale` if one is
 * published; null when the other language has no such page either.
 */
export async function otherLanguagePage(
  db: Database,
  kind: ContentKind,
  locale: Locale,
  slug: string,
): Promise<OtherLanguagePage | null> {
  const t = publicRowsOf(kind);
  const translation = publicRowsOf(kind, "translation");
  const [row] = await db
    .select({
      locale: t.locale,
      slug: t.slug,
      title: t.title,
      translatedSlug: translation.slug,
    })
    .from(t.table)
    .leftJoin(
      translation.table,
      and(
        eq(translation.translationKey, t.translationKey),
        eq(translation.locale, locale),
        eq(translation.published, true),
      ),
    )
    .where(and(ne(t.locale, locale), eq(t.slug, slug), eq(t.published, true)))
    .limit(1);
  if (!row) return null;
  return {
    locale: row.locale as Locale,
    slug: row.slug,
    title: row.title,
    translatedSlug: row.translatedSlug,
  };
}

/**
 * For the page cache of `site`'s language: the other language's slugs /blog/:slug and
 * /projects/:slug answer for when no page of `site`'s language has them — a 301 to this
 * language's version (`moved`), or the notice that the page is only in the other language
 * (`notice`, rendered and cached like a page).
 */
export async function otherLanguageSlugs(
  db: Database,
  kind: ContentKind,
  site: Locale,
): Promise<{ moved: Map<string, string>; notice: string[] }> {
  const t = publicRowsOf(kind);
  const own = publicRowsOf(kind, "own");
  const rows = await db
    .select({ slug: t.slug, ownSlug: own.slug })
    .from(t.table)
    .leftJoin(
      own.table,
      and(
        eq(own.translationKey, t.translationKey),
        eq(own.locale, site),
        eq(own.published, true),
      ),
    )
    .where(and(ne(t.locale, site), eq(t.published, true)));
  const moved = new Map<string, string>();
  const notice: string[] = [];
  for (const row of rows) {
    if (row.ownSlug === null) notice.push(row.slug);
    else if (row.ownSlug !== row.slug) moved.set(row.slug, row.ownSlug);
  }
  return { moved, notice };
}

/**
 * Every published page of a kind in every language, with the key that pairs translations: the
 * sitemap lists each with its other-language version as an hreflang alternate.
 */
export async function listPublishedVersions(
  db: Database,
  kind: ContentKind,
): Promise<{ locale: Locale; slug: string; translationKey: string }[]> {
  const t = publicRowsOf(kind);
  const rows = await db
    .select({
      locale: t.locale,
      slug: t.slug,
      translationKey: t.translationKey,
    })
    .from(t.table)
    .where(eq(t.published, true));
  return rows.map((row) => ({ ...row, locale: row.locale as Locale }));
}
