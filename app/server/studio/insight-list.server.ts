import { and, asc, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { PageInfo } from "~/domain/client-work/client-work-views";
import type { ContentStatus } from "~/domain/studio/content-status";
import {
  readInsightDocument,
  type InsightDocument,
} from "~/domain/studio/insight-document";
import {
  capabilities,
  contentDrafts,
  contentRevisions,
  contentTypes,
  insights,
  user,
} from "../db/schema.server";
import type { ContentScope } from "../console/staff-scope.server";
import { pageWindow } from "../http/pagination.server";
import { containsPattern } from "../db/like-pattern.server";

/** The studio's list of insights: 25 a page, newest change first. */
export const STUDIO_PAGE_SIZE = 25;

export type StudioInsightFilter = {
  q: string;
  status: ContentStatus | null;
  contentTypeId: string | null;
  page: number;
};

export type StudioInsightRow = {
  id: string;
  title: string;
  slug: string;
  status: ContentStatus;
  contentTypeName: string | null;
  author: string | null;
  publishAt: Date | null;
  updatedAt: Date;
  updatedByName: string | null;
  isLive: boolean;
  liveSlug: string;
};

/**
 * The status as the database computes it, the same rules as contentStatusOf: a row with no
 * draft yet counts as published when live, unpublished when it has a date, else a draft.
 */
const statusSql = sql<ContentStatus>`case
  when ${insights.isPublished} then
    case when ${contentDrafts.publishedVersion} is not null and ${contentDrafts.version} > ${contentDrafts.publishedVersion}
      then 'changed' else 'published' end
  when ${contentDrafts.publishAt} is not null then 'scheduled'
  when coalesce(${contentDrafts.publishedVersion}::text, case when ${contentDrafts.itemId} is null and ${insights.publishedAt} is not null then '0' end) is null then 'draft'
  else 'unpublished' end`;

export async function listStudioInsights(
  { db }: ContentScope,
  filter: StudioInsightFilter,
): Promise<{ rows: StudioInsightRow[]; pageInfo: PageInfo }> {
  const title = sql<string>`coalesce(${contentDrafts.title}, ${insights.title})`;
  const slug = sql<string>`coalesce(${contentDrafts.slug}, ${insights.slug})`;
  const author = sql<
    string | null
  >`coalesce(${contentDrafts.document}->>'author', ${insights.author})`;
  const contentTypeId = sql`coalesce((${contentDrafts.document}->>'contentTypeId')::uuid, ${insights.contentTypeId})`;
  const updatedAt = sql`coalesce(${contentDrafts.updatedAt}, ${insights.updatedAt})`;
  const conditions: SQL[] = [eq(insights.locale, "en")];
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    conditions.push(
      or(ilike(title, pattern), ilike(slug, pattern), ilike(author, pattern))!,
    );
  }
  if (filter.status) conditions.push(sql`${statusSql} = ${filter.status}`);
  if (filter.contentTypeId)
    conditions.push(sql`${contentTypeId} = ${filter.contentTypeId}::uuid`);
  const draftJoin = and(
    eq(contentDrafts.kind, "insight"),
    eq(contentDrafts.itemId, insights.id),
  );
  const [counted] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(insights)
    .leftJoin(contentDrafts, draftJoin)
    .where(and(...conditions));
  const window = pageWindow(filter.page, counted?.total ?? 0, STUDIO_PAGE_SIZE);
  const rows = await db
    .select({
      id: insights.id,
      title,
      slug,
      status: statusSql,
      contentTypeName: contentTypes.name,
      author,
      publishAt: contentDrafts.publishAt,
      updatedAt: updatedAt.mapWith((value: string | Date) => new Date(value)),
      updatedByName: user.name,
      isLive: insights.isPublished,
      liveSlug: insights.slug,
    })
    .from(insights)
    .leftJoin(contentDrafts, draftJoin)
    .leftJoin(contentTypes, eq(contentTypes.id, contentTypeId))
    .leftJoin(user, eq(user.id, contentDrafts.updatedBy))
    .where(and(...conditions))
    .orderBy(desc(updatedAt), asc(insights.id))
    .limit(STUDIO_PAGE_SIZE)
    .offset(window.offset);
  const { offset: _offset, ...pageInfo } = window;
  return { rows, pageInfo };
}

export type StudioChoices = {
  contentTypes: { id: string; name: string }[];
  capabilities: { id: string; name: string }[];
};

/** The content types the list's filter and the editor's select offer. */
export function contentTypeChoices({
  db,
}: ContentScope): Promise<StudioChoices["contentTypes"]> {
  return db
    .select({ id: contentTypes.id, name: contentTypes.name })
    .from(contentTypes)
    .orderBy(asc(contentTypes.name));
}

/** What the editor's selects offer. */
export async function studioChoices(
  scope: ContentScope,
): Promise<StudioChoices> {
  const [types, caps] = await Promise.all([
    contentTypeChoices(scope),
    scope.db
      .select({ id: capabilities.id, name: capabilities.name })
      .from(capabilities)
      .orderBy(asc(capabilities.displayOrder), asc(capabilities.name)),
  ]);
  return { contentTypes: types, capabilities: caps };
}

export type RevisionSummary = {
  id: string;
  version: number;
  reason: string;
  savedByName: string | null;
  savedAt: Date;
};

export async function listInsightRevisions(
  { db }: ContentScope,
  insightId: string,
): Promise<RevisionSummary[]> {
  return db
    .select({
      id: contentRevisions.id,
      version: contentRevisions.version,
      reason: contentRevisions.reason,
      savedByName: contentRevisions.savedByName,
      savedAt: contentRevisions.savedAt,
    })
    .from(contentRevisions)
    .where(
      and(
        eq(contentRevisions.kind, "insight"),
        eq(contentRevisions.itemId, insightId),
      ),
    )
    .orderBy(desc(contentRevisions.version), desc(contentRevisions.savedAt));
}

export async function readInsightRevision(
  { db }: ContentScope,
  insightId: string,
  revisionId: string,
): Promise<(RevisionSummary & { document: InsightDocument }) | null> {
  const [row] = await db
    .select({
      id: contentRevisions.id,
      version: contentRevisions.version,
      reason: contentRevisions.reason,
      savedByName: contentRevisions.savedByName,
      savedAt: contentRevisions.savedAt,
      document: contentRevisions.document,
    })
    .from(contentRevisions)
    .where(
      and(
        eq(contentRevisions.id, revisionId),
        eq(contentRevisions.kind, "insight"),
        eq(contentRevisions.itemId, insightId),
      ),
    );
  return row ? { ...row, document: readInsightDocument(row.document) } : null;
}
