import { and, eq, ne } from "drizzle-orm";
import {
  mediaKeysOfDocument,
  missingForPublish,
  readInsightDocument,
  type InsightDocument,
} from "~/domain/studio/insight-document";
import type { Database, Transaction } from "../db/client.server";
import { insightCapabilities, insights } from "../db/schema.server";
import { sanitizeRichText } from "../content/sanitize-html.server";
import type { StudioItemRow, StudioKind } from "./studio-kind.server";

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

  async lockRow(tx, id) {
    const locked = await tx
      .select({ id: insights.id })
      .from(insights)
      .where(eq(insights.id, id))
      .for("update");
    return locked.length > 0;
  },
  async readRow(db, id) {
    const [row] = await db.select().from(insights).where(eq(insights.id, id));
    return row ? itemRowOf(row) : null;
  },
  async documentOfRow(db: Database | Transaction, id) {
    // One after the other: in a transaction both go through its one connection anyway.
    const [row] = await db.select().from(insights).where(eq(insights.id, id));
    const capabilityRows = await db
      .select({ id: insightCapabilities.capabilityId })
      .from(insightCapabilities)
      .where(eq(insightCapabilities.insightId, id));
    return insightDocumentOfRow(
      row!,
      capabilityRows.map((r) => r.id),
    );
  },
  async rowHoldingSlug(tx, id, locale, slug) {
    const [row] = await tx
      .select({ title: insights.title })
      .from(insights)
      .where(
        and(
          eq(insights.locale, locale),
          eq(insights.slug, slug),
          ne(insights.id, id),
        ),
      )
      .limit(1);
    return row?.title ?? null;
  },
  async slugUsedByRow(tx, locale, slug) {
    const rows = await tx
      .select({ id: insights.id })
      .from(insights)
      .where(and(eq(insights.locale, locale), eq(insights.slug, slug)))
      .limit(1);
    return rows.length > 0;
  },
  async renameHiddenRow(tx, id, slug, title) {
    await tx.update(insights).set({ slug, title }).where(eq(insights.id, id));
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
    await tx
      .delete(insightCapabilities)
      .where(eq(insightCapabilities.insightId, row.id));
    if (document.capabilityIds.length > 0)
      await tx.insert(insightCapabilities).values(
        document.capabilityIds.map((capabilityId) => ({
          insightId: row.id,
          capabilityId,
        })),
      );
  },
  async versionIn(db, translationKey, locale) {
    const [row] = await db
      .select({ id: insights.id, title: insights.title })
      .from(insights)
      .where(
        and(
          eq(insights.translationKey, translationKey),
          eq(insights.locale, locale),
        ),
      )
      .limit(1);
    return row ?? null;
  },
  async withdrawRow(tx, id) {
    await tx
      .update(insights)
      .set({ isPublished: false, updatedAt: new Date() })
      .where(eq(insights.id, id));
  },
};
