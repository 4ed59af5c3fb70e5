import { and, eq, sql, type SQL } from "drizzle-orm";
import { redirect } from "react-router";
import {
  TAXONOMY_KINDS,
  type ContentKind,
  type TaxonomyKind,
} from "~/domain/enums";
import type { Locale } from "~/i18n/locale";
import type { Database } from "../db/client.server";
import { publicRowsOf } from "./public-rows.server";
import {
  capabilities,
  contentSlugRedirects,
  contentTypes,
  sectors,
  taxonomySlugRedirects,
} from "../db/schema.server";

/**
 * Old slugs of published items, each to the item's slug today: /blog/<old> and
 * /projects/<old> answer 301 there. Read through the item, so a chain of renames always
 * leads to the current page, and a withdrawn item's old URLs answer 404 like its own.
 */
export type MovedSlugs = {
  blog: ReadonlyMap<string, string>;
  projects: ReadonlyMap<string, string>;
};

export async function listMovedSlugs(db: Database): Promise<MovedSlugs> {
  const [blog, projects] = await Promise.all([
    redirectsToPublished(db, "insight", "en", (rows) => eq(rows.locale, "en")),
    redirectsToPublished(db, "case_study", "en", (rows) =>
      eq(rows.locale, "en"),
    ),
  ]);
  const toMap = (rows: { from: string; to: string }[]) =>
    new Map(rows.filter((r) => r.from !== r.to).map((r) => [r.from, r.to]));
  return { blog: toMap(blog), projects: toMap(projects) };
}

/**
 * The slug redirects of `kind` in `locale` that lead to a published item, each old slug with
 * the item's slug today, narrowed by `also` (of the item's public rows).
 */
function redirectsToPublished(
  db: Database,
  kind: ContentKind,
  locale: Locale,
  also: (rows: ReturnType<typeof publicRowsOf>) => SQL,
) {
  const rows = publicRowsOf(kind);
  return db
    .select({ from: contentSlugRedirects.oldSlug, to: rows.slug })
    .from(contentSlugRedirects)
    .innerJoin(rows.table, eq(rows.id, contentSlugRedirects.itemId))
    .where(
      and(
        eq(contentSlugRedirects.kind, kind),
        eq(contentSlugRedirects.locale, locale),
        eq(rows.published, true),
        also(rows),
      ),
    );
}

/** Where an old slug of an insight or a case study moved in `locale`, or null (for the uncached page path). */
export async function movedSlug(
  db: Database,
  kind: ContentKind,
  slug: string,
  locale: Locale = "en",
): Promise<string | null> {
  const rows = await redirectsToPublished(db, kind, locale, () =>
    eq(contentSlugRedirects.oldSlug, slug),
  ).limit(1);
  const to = rows[0]?.to;
  return to && to !== slug ? to : null;
}

/** A 301 to where an old slug moved (cached for an hour, as the page cache answers it). */
export function movedPermanently(path: string): Response {
  return redirect(path, {
    status: 301,
    headers: { "Cache-Control": "public, max-age=3600" },
  });
}

/**
 * Old slugs of sectors, capabilities and content types (renamed in the content studio), each
 * to the item's slug today: a public filter carrying one answers 301 with the new one. Read
 * through the item, so renaming twice never makes a chain, and a deleted item's old slugs are
 * gone with it (drizzle/0021, docs/decisions/053-taxonomy-management.md).
 */
export type MovedTaxonomySlugs = Record<
  TaxonomyKind,
  ReadonlyMap<string, string>
>;

function movedTaxonomyQuery(db: Database) {
  return db
    .select({
      kind: taxonomySlugRedirects.kind,
      from: taxonomySlugRedirects.oldSlug,
      to: sql<
        string | null
      >`coalesce(${sectors.slug}, ${capabilities.slug}, ${contentTypes.slug})`,
    })
    .from(taxonomySlugRedirects)
    .leftJoin(sectors, eq(sectors.id, taxonomySlugRedirects.sectorId))
    .leftJoin(
      capabilities,
      eq(capabilities.id, taxonomySlugRedirects.capabilityId),
    )
    .leftJoin(
      contentTypes,
      eq(contentTypes.id, taxonomySlugRedirects.contentTypeId),
    );
}

export async function listMovedTaxonomySlugs(
  db: Database,
): Promise<MovedTaxonomySlugs> {
  const rows = await movedTaxonomyQuery(db);
  const moved = Object.fromEntries(
    TAXONOMY_KINDS.map((kind) => [kind, new Map<string, string>()]),
  ) as Record<TaxonomyKind, Map<string, string>>;
  for (const row of rows)
    if (row.to && row.to !== row.from)
      moved[row.kind as TaxonomyKind]?.set(row.from, row.to);
  return moved;
}

/** Where an old slug of one kind moved, or null (one statement, for the uncached page path). */
export async function movedTaxonomySlug(
  db: Database,
  kind: TaxonomyKind,
  slug: string,
): Promise<string | null> {
  const [row] = await movedTaxonomyQuery(db)
    .where(
      and(
        eq(taxonomySlugRedirects.kind, kind),
        eq(taxonomySlugRedirects.oldSlug, slug),
      ),
    )
    .limit(1);
  return row?.to && row.to !== slug ? row.to : null;
}
