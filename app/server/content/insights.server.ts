import { and, asc, desc, eq, sql } from "drizzle-orm";
import type {
  CapabilityRef,
  InsightDetail,
  InsightSummary,
} from "~/domain/public-content";
import type { Locale } from "~/i18n/locale";
import type { Database } from "../db/client.server";
import { contentTypes, insights } from "../db/schema.server";
import {
  mediaKeyOfAddress,
  withMediaAltText,
  withMediaImageSizes,
  type MediaImage,
} from "~/domain/media/media-rules";
import {
  mediaImagesByKey,
  mediaSizesInHtml,
} from "../media/media-store.server";
import { capabilitiesOfRows } from "./row-capabilities.server";
import { sanitizeRichText } from "./sanitize-html.server";

/**
 * Published insights: is_published rows only, newest first by
 * published_at, each with its content type and capabilities. Nothing here can return an
 * unpublished row: every query carries the published condition.
 */

// One language's site: the other language's rows (same table) are another site's pages.
const publishedIn = (locale: Locale) =>
  and(eq(insights.isPublished, true), eq(insights.locale, locale))!;

const summaryColumns = {
  id: insights.id,
  slug: insights.slug,
  title: insights.title,
  excerpt: insights.excerpt,
  author: insights.author,
  publishedAt: insights.publishedAt,
  updatedAt: insights.updatedAt,
  featuredImageUrl: insights.featuredImageUrl,
  contentTypeId: contentTypes.id,
  contentTypeName: contentTypes.name,
  contentTypeNameFr: contentTypes.nameFr,
  contentTypeSlug: contentTypes.slug,
};

/** The summary's own columns, and its content type's flat (the view's nested `contentType` is built from them). */
type SummaryRow = Omit<
  InsightSummary,
  "featuredImage" | "contentType" | "capabilities"
> & {
  // Left-joined: null when the insight has no content type.
  contentTypeId: string | null;
  contentTypeName: string | null;
  contentTypeNameFr: string | null;
  contentTypeSlug: string | null;
};

export async function listPublishedInsights(
  db: Database,
  locale: Locale = "en",
): Promise<InsightSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(insights)
    .leftJoin(contentTypes, eq(insights.contentTypeId, contentTypes.id))
    .where(publishedIn(locale))
    // Undated rows last; the id makes equal dates come out in a stable order.
    .orderBy(
      sql`${insights.publishedAt} desc nulls last`,
      desc(insights.createdAt),
      asc(insights.id),
    );
  const [capabilitiesById, images] = await Promise.all([
    capabilitiesOfRows(
      db,
      "insight",
      rows.map((row) => row.id),
    ),
    featuredImagesOf(db, rows, locale),
  ]);
  return rows.map((row) =>
    toSummary(row, capabilitiesById.get(row.id) ?? [], images),
  );
}

/** The media library images among these rows' featured images, by key. */
function featuredImagesOf(
  db: Database,
  rows: { featuredImageUrl: string | null }[],
  locale: Locale,
): Promise<Map<string, MediaImage>> {
  return mediaImagesByKey(
    db,
    rows
      .map((row) => mediaKeyOfAddress(row.featuredImageUrl))
      .filter((key): key is string => key !== null),
    locale,
  );
}

/** The slug of every published English insight: which /blog/:slug paths are pages (the page cache). */
export async function listPublishedInsightSlugs(
  db: Database,
  locale: Locale = "en",
): Promise<string[]> {
  const rows = await db
    .select({ slug: insights.slug })
    .from(insights)
    .where(publishedIn(locale));
  return rows.map((row) => row.slug);
}

export async function getPublishedInsightBySlug(
  db: Database,
  slug: string,
  locale: Locale = "en",
): Promise<InsightDetail | null> {
  const [row] = await db
    .select({
      ...summaryColumns,
      content: insights.content,
      seoTitle: insights.seoTitle,
      seoDescription: insights.seoDescription,
      socialImageUrl: insights.socialImageUrl,
    })
    .from(insights)
    .leftJoin(contentTypes, eq(insights.contentTypeId, contentTypes.id))
    .where(and(publishedIn(locale), eq(insights.slug, slug)))
    .limit(1);
  if (!row) return null;
  // Stored bodies were sanitized on write; sanitizing again means a row written by
  // another tool still cannot put markup on the page.
  const content = sanitizeRichText(row.content);
  const [capabilitiesById, images, bodyImages] = await Promise.all([
    capabilitiesOfRows(db, "insight", [row.id]),
    featuredImagesOf(db, [row], locale),
    mediaSizesInHtml(db, content, locale),
  ]);
  return {
    ...toSummary(row, capabilitiesById.get(row.id) ?? [], images),
    content: bodyWithMedia(content, bodyImages, locale),
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    socialImageUrl: row.socialImageUrl,
  };
}

/** A body as its page shows it: library images sized, and French alt text on a French page. */
export function bodyWithMedia(
  html: string,
  images: ReadonlyMap<string, MediaImage>,
  locale: Locale,
): string {
  const sized = withMediaImageSizes(html, images);
  return locale === "fr" ? withMediaAltText(sized, images) : sized;
}

function toSummary(
  row: SummaryRow,
  capabilityList: CapabilityRef[],
  images: ReadonlyMap<string, MediaImage>,
): InsightSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    author: row.author,
    publishedAt: row.publishedAt,
    updatedAt: row.updatedAt,
    featuredImageUrl: row.featuredImageUrl,
    featuredImage:
      images.get(mediaKeyOfAddress(row.featuredImageUrl) ?? "") ?? null,
    contentType:
      row.contentTypeId && row.contentTypeName && row.contentTypeSlug
        ? {
            id: row.contentTypeId,
            name: row.contentTypeName,
            nameFr: row.contentTypeNameFr,
            slug: row.contentTypeSlug,
          }
        : null,
    capabilities: capabilityList,
  };
}
