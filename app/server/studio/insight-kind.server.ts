import { eq } from "drizzle-orm";
import {
  mediaKeysOfDocument,
  missingForPublish,
  readInsightDocument,
  type InsightDocument,
} from "~/domain/studio/insight-document";
import type { Database, Transaction } from "../db/client.server";
import { insights } from "../db/schema.server";
import { sanitizeRichText } from "../content/sanitize-html.server";
import type { StudioItemRow, StudioKind } from "./studio-kind.server";
import {
  INSIGHT_TABLES,
  linkedCapabilityIds,
  publicRowQueries,
  replaceCapabilityLinks,
} from "./studio-public-table.server";

/** Insights (`insights`, /blog/:slug) in the content studio. */

type InsightRow = typeof insights.$inferSelect;

const itemRowOf = (row: InsightRow): StudioItemRow => ({
  id: row.id,
  locale: row.locale,
  translationKey: row.translationKey,
  slug: row.slug,
  title: row.title,
  isLive: row.isPublished,
  publishedAt: row.publishedAt,
  updatedAt: row.updatedAt,
});

export function insightDocumentOfRow(
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

export const insightKind: StudioKind<InsightDocument> = {
  kind: "insight",
  noun: "insight",
  publicPath: (slug) => `/blog/${slug}`,
  editorPath: (id) => `/lead_admin/insights/${id}`,
  readDocument: readInsightDocument,
  newDocument: (title, slug, actorName) => ({
    title,
    slug,
    excerpt: null,
    author: actorName,
    contentTypeId: null,
    capabilityIds: [],
    featuredImageUrl: null,
    body: "",
    seoTitle: null,
    seoDescription: null,
    socialImageUrl: null,
  }),
  clean: (document) => ({ ...document, body: sanitizeRichText(document.body) }),
  mediaKeys: mediaKeysOfDocument,
  taxonomyRefs: ({ contentTypeId, capabilityIds }) => ({
    contentTypeId,
    capabilityIds,
  }),
  missingForPublish,

  ...publicRowQueries(INSIGHT_TABLES),
  async readRow(db, id) {
    const [row] = await db.select().from(insights).where(eq(insights.id, id));
    return row ? itemRowOf(row) : null;
  },
  async documentOfRow(db: Database | Transaction, id) {
    // One after the other: in a transaction both go through its one connection anyway.
    const [row] = await db.select().from(insights).where(eq(insights.id, id));
    return insightDocumentOfRow(
      row!,
      await linkedCapabilityIds(db, INSIGHT_TABLES, id),
    );
  },
  async insertRow(tx, title, slug, version) {
    const [row] = await tx
      .insert(insights)
      .values({ title, slug, content: "", isPublished: false, ...version })
      .returning();
    return itemRowOf(row!);
  },
  async publishRow(tx, row, document) {
    await tx
      .update(insights)
      .set({
        title: document.title,
        slug: document.slug,
        excerpt: document.excerpt,
        author: document.author,
        content: document.body,
        contentTypeId: document.contentTypeId,
        featuredImageUrl: document.featuredImageUrl,
        seoTitle: document.seoTitle,
        seoDescription: document.seoDescription,
        socialImageUrl: document.socialImageUrl,
        isPublished: true,
        publishedAt: row.publishedAt ?? new Date(),
        updatedAt: new Date(),
      })
      .where(eq(insights.id, row.id));
    await replaceCapabilityLinks(
      tx,
      INSIGHT_TABLES,
      row.id,
      document.capabilityIds,
    );
  },
  async withdrawRow(tx, id) {
    await tx
      .update(insights)
      .set({ isPublished: false, updatedAt: new Date() })
      .where(eq(insights.id, id));
  },
};
