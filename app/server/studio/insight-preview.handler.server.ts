import type { ContentLocale } from "~/domain/enums";
import type { InsightDetail } from "~/domain/public-content";
import {
  mediaImageOfAddress,
  mediaSizesInHtml,
} from "../media/media-store.server";
import type { Route } from "../../routes/studio/+types/insight-preview";
import { bodyWithMedia } from "../content/insights.server";
import { sanitizeRichText } from "../content/sanitize-html.server";
import { contentTypes } from "../db/schema.server";
import { insightHandlers } from "./insight-handlers.server";
import { capabilityRefs, taxonomyRef } from "./studio-refs.server";

/** /lead_admin/insights/:insightId/preview: the last saved draft as /blog/:slug will show it. */
export function insightPreviewLoader(args: Route.LoaderArgs) {
  return insightHandlers.previewLoader(args, async (db, { row, draft }) => {
    const document = draft.document;
    const capabilityList = await capabilityRefs(db, document.capabilityIds);
    const insight: InsightDetail = {
      id: row.id,
      slug: document.slug,
      title: document.title,
      excerpt: document.excerpt,
      author: document.author,
      // As it will read once published: a first publication is dated the day it happens.
      publishedAt: row.publishedAt ?? new Date(),
      updatedAt: draft.updatedAt,
      featuredImageUrl: document.featuredImageUrl,
      featuredImage: await mediaImageOfAddress(
        db,
        document.featuredImageUrl,
        row.locale as ContentLocale,
      ),
      contentType: await taxonomyRef(db, contentTypes, document.contentTypeId),
      capabilities: capabilityList,
      content: bodyWithMedia(
        sanitizeRichText(document.body),
        await mediaSizesInHtml(db, document.body, row.locale as ContentLocale),
        row.locale as ContentLocale,
      ),
      seoTitle: document.seoTitle,
      seoDescription: document.seoDescription,
      socialImageUrl: document.socialImageUrl,
    };
    return { insight };
  });
}
