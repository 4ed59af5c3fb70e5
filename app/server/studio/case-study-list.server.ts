import { and, asc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { ContentLocale } from "~/domain/enums";
import type { ContentStatus } from "~/domain/studio/content-status";
import type { StudioCaseStudyRow } from "~/domain/studio/studio-list";
import {
  capabilities,
  contentDrafts,
  publicProjects,
  sectors,
  user,
} from "../db/schema.server";
import type { ContentScope } from "../console/staff-scope.server";
import { containsPattern } from "../db/like-pattern.server";
import { draftStatusSql } from "./studio-status-sql.server";

/**
 * The studio's list of case studies: every one, in the order /projects shows them (the order
 * staff set by dragging or moving rows), with what the draft says where it differs.
 */

export type StudioCaseStudyFilter = {
  q: string;
  status: ContentStatus | null;
  /** One language's case studies (each language has its own rows, in the same order). */
  locale?: ContentLocale;
};

/** More than a consultancy publishes: the list is one page, so the whole order can be set. */
export const CASE_STUDY_LIST_LIMIT = 500;

const statusSql = draftStatusSql({
  isLive: publicProjects.published,
  // public_projects keeps no publication date: a row without a draft was never tracked.
  everPublishedWithoutDraft: sql`false`,
});

export async function listStudioCaseStudies(
  { db }: ContentScope,
  filter: StudioCaseStudyFilter,
): Promise<StudioCaseStudyRow[]> {
  const title = sql<string>`coalesce(${contentDrafts.title}, ${publicProjects.title})`;
  const slug = sql<string>`coalesce(${contentDrafts.slug}, ${publicProjects.slug})`;
  const sectorId = sql`coalesce((${contentDrafts.document}->>'sectorId')::uuid, ${publicProjects.sectorId})`;
  const isFeatured = sql<boolean>`coalesce((${contentDrafts.document}->>'isFeatured')::boolean, ${publicProjects.isFeatured})`;
  const updatedAt = sql`coalesce(${contentDrafts.updatedAt}, ${publicProjects.updatedAt})`;
  const conditions: SQL[] = [eq(publicProjects.locale, filter.locale ?? "en")];
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    conditions.push(or(ilike(title, pattern), ilike(slug, pattern))!);
  }
  if (filter.status) conditions.push(sql`${statusSql} = ${filter.status}`);
  return db
    .select({
      id: publicProjects.id,
      locale: sql<ContentLocale>`${publicProjects.locale}`,
      title,
      slug,
      status: statusSql,
      sectorName: sectors.name,
      isFeatured,
      displayOrder: publicProjects.displayOrder,
      publishAt: contentDrafts.publishAt,
      updatedAt: updatedAt.mapWith((value: string | Date) => new Date(value)),
      updatedByName: user.name,
      isLive: publicProjects.published,
      liveSlug: publicProjects.slug,
    })
    .from(publicProjects)
    .leftJoin(
      contentDrafts,
      and(
        eq(contentDrafts.kind, "case_study"),
        eq(contentDrafts.itemId, publicProjects.id),
      ),
    )
    .leftJoin(sectors, eq(sectors.id, sectorId))
    .leftJoin(user, eq(user.id, contentDrafts.updatedBy))
    .where(and(...conditions))
    .orderBy(asc(publicProjects.displayOrder), asc(publicProjects.id))
    .limit(CASE_STUDY_LIST_LIMIT);
}

export type CaseStudyChoices = {
  sectors: { id: string; name: string }[];
  capabilities: { id: string; name: string }[];
};

/** What the case study editor's selects offer. */
export async function caseStudyChoices({
  db,
}: ContentScope): Promise<CaseStudyChoices> {
  const [sectorRows, capabilityRows] = await Promise.all([
    db
      .select({ id: sectors.id, name: sectors.name })
      .from(sectors)
      .orderBy(asc(sectors.name)),
    db
      .select({ id: capabilities.id, name: capabilities.name })
      .from(capabilities)
      .orderBy(asc(capabilities.displayOrder), asc(capabilities.name)),
  ]);
  return { sectors: sectorRows, capabilities: capabilityRows };
}
