import { and, eq } from "drizzle-orm";
import { redirect } from "react-router";
import type { ContentKind } from "~/domain/enums";
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

/** Where an old slug of an insight or a case study moved, or null (for the uncached page path). */
export async function movedSlug(
  db: Database,
  kind: ContentKind,
  slug: string,
): Promise<string | null> {
  const rows =
    kind === "insight"
      ? await db
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
          .limit(1)
      : await db
          .select({ to: publicProjects.slug })
          .from(contentSlugRedirects)
          .innerJoin(
            publicProjects,
            eq(publicProjects.id, contentSlugRedirects.itemId),
          )
          .where(
            and(
              eq(contentSlugRedirects.kind, "case_study"),
              eq(contentSlugRedirects.locale, "en"),
              eq(contentSlugRedirects.oldSlug, slug),
              eq(publicProjects.published, true),
            ),
          )
          .limit(1);
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
