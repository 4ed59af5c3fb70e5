import { and, eq } from "drizzle-orm";
import {
  readInsightDocument,
  type InsightDocument,
} from "~/domain/studio/insight-document";
import type { Database, Transaction } from "../db/client.server";
import {
  contentDrafts,
  insightCapabilities,
  insights,
  user,
} from "../db/schema.server";

/**
 * One insight's public row and its studio draft, read together. An insight written before the
 * studio existed (the seed, an import, psql) has no draft row yet: its draft is made from the
 * public row, at version 0, and the first save stores it (docs/decisions/051-content-studio.md).
 */
export type InsightRow = typeof insights.$inferSelect;

export type InsightDraft = {
  version: number;
  document: InsightDocument;
  publishedVersion: number | null;
  publishAt: Date | null;
  unpublishAt: Date | null;
  scheduleError: string | null;
  updatedAt: Date;
  updatedByName: string | null;
  /** False for a draft made from the public row (nothing stored yet). */
  stored: boolean;
};

export type InsightWithDraft = { row: InsightRow; draft: InsightDraft };

const draftOfInsight = and(
  eq(contentDrafts.kind, "insight"),
  eq(contentDrafts.itemId, insights.id),
);

/**
 * `lock`: every studio write to one insight takes its public row's lock first, so two saves of
 * the same item run one after the other and the second sees the first's version.
 */
export async function readInsightWithDraft(
  db: Database | Transaction,
  id: string,
  options: { lock?: boolean } = {},
): Promise<InsightWithDraft | null> {
  if (options.lock) {
    // The public row is locked on its own first: in READ COMMITTED the statement after the
    // lock sees what the transaction that held it committed (a joined read that waited for the
    // lock would still see the draft as it was before the wait).
    const locked = await db
      .select({ id: insights.id })
      .from(insights)
      .where(eq(insights.id, id))
      .for("update");
    if (locked.length === 0) return null;
  }
  const [found] = await db
    .select({
      row: insights,
      draft: contentDrafts,
      updatedByName: user.name,
    })
    .from(insights)
    .leftJoin(contentDrafts, draftOfInsight)
    .leftJoin(user, eq(user.id, contentDrafts.updatedBy))
    .where(eq(insights.id, id))
    .limit(1);
  if (!found) return null;
  if (found.draft) {
    return {
      row: found.row,
      draft: {
        version: found.draft.version,
        document: readInsightDocument(found.draft.document),
        publishedVersion: found.draft.publishedVersion,
        publishAt: found.draft.publishAt,
        unpublishAt: found.draft.unpublishAt,
        scheduleError: found.draft.scheduleError,
        updatedAt: found.draft.updatedAt,
        updatedByName: found.updatedByName,
        stored: true,
      },
    };
  }
  const capabilityRows = await db
    .select({ id: insightCapabilities.capabilityId })
    .from(insightCapabilities)
    .where(eq(insightCapabilities.insightId, id));
  return {
    row: found.row,
    draft: {
      version: 0,
      document: documentOfPublicRow(
        found.row,
        capabilityRows.map((r) => r.id),
      ),
      // A row that was ever public (live now, or withdrawn with its date kept).
      publishedVersion:
        found.row.isPublished || found.row.publishedAt ? 0 : null,
      publishAt: null,
      unpublishAt: null,
      scheduleError: null,
      updatedAt: found.row.updatedAt,
      updatedByName: null,
      stored: false,
    },
  };
}

export function documentOfPublicRow(
  row: InsightRow,
  capabilityIds: string[],
): InsightDocument {
  return {
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    author: row.author,
    contentTypeId: row.contentTypeId,
    capabilityIds,
    featuredImageUrl: row.featuredImageUrl,
    body: row.content,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    socialImageUrl: row.socialImageUrl,
  };
}
