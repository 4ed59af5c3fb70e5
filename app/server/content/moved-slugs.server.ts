import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client.server";
import {
  contentSlugRedirects,
  insights,
  publicProjects,
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
    db
      .select({ from: contentSlugRedirects.oldSlug, to: insights.slug })
      .from(contentSlugRedirects)
      .innerJoin(insights, eq(insights.id, contentSlugRedirects.itemId))
      .where(
        and(
          eq(contentSlugRedirects.kind, "insight"),
          eq(contentSlugRedirects.locale, "en"),
          eq(insights.isPublished, true),
          eq(insights.locale, "en"),
        ),
      ),
    db
      .select({ from: contentSlugRedirects.oldSlug, to: publicProjects.slug })
      .from(contentSlugRedirects)
      .innerJoin(
        publicProjects,
        eq(publicProjects.id, contentSlugRedirects.itemId),
      )
      .where(
        and(
          eq(contentSlugRedirects.kind, "case_study"),
          eq(contentSlugRedirects.locale, "en"),
          eq(publicProjects.published, true),
          eq(publicProjects.locale, "en"),
        ),
      ),
  ]);
  const toMap = (rows: { from: string; to: string }[]) =>
    new Map(rows.filter((r) => r.from !== r.to).map((r) => [r.from, r.to]));
  return { blog: toMap(blog), projects: toMap(projects) };
}

/** Where an old insight slug moved, or null (one statement, for the uncached page path). */
export async function movedInsightSlug(
  db: Database,
  slug: string,
): Promise<string | null> {
  const [row] = await db
    .select({ to: insights.slug })
    .from(contentSlugRedirects)
    .innerJoin(insights, eq(insights.id, contentSlugRedirects.itemId))
    .where(
      and(
        eq(contentSlugRedirects.kind, "insight"),
        eq(contentSlugRedirects.locale, "en"),
        eq(contentSlugRedirects.oldSlug, slug),
        eq(insights.isPublished, true),
      ),
    )
    .limit(1);
  return row && row.to !== slug ? row.to : null;
}
