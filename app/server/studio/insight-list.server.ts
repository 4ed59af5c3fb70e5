import { and, asc, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { PageInfo } from "~/domain/client-work/client-work-views";
import type { ContentLocale } from "~/domain/enums";
import type { ContentStatus } from "~/domain/studio/content-status";
import type { StudioInsightRow } from "~/domain/studio/studio-list";
import {
  capabilities,
  contentDrafts,
  contentTypes,
  insights,
  user,
} from "../db/schema.server";
import type { ContentScope } from "../console/staff-scope.server";
import { pageInfoOf, pageWindow } from "../http/pagination.server";
import { containsPattern } from "../db/like-pattern.server";
import { draftStatusSql } from "./studio-status-sql.server";

/** The studio's list of insights: 25 a page, newest change first. */
export const STUDIO_PAGE_SIZE = 25;

export type StudioInsightFilter = {
  q: string;
  status: ContentStatus | null;
  contentTypeId: string | null;
  /** One language's insights, or both (null). */
  locale?: ContentLocale | null;
  page: number;
};

const statusSql = draftStatusSql({
  isLive: insights.isPublished,
  everPublishedWithoutDraft: sql`${insights.publishedAt} is not null`,
});

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
  const conditions: SQL[] = [];
  if (filter.locale) conditions.push(eq(insights.locale, filter.locale));
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
      locale: sql<ContentLocale>`${insights.locale}`,
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
  return { rows, pageInfo: pageInfoOf(window) };
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
