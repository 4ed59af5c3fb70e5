import type { ContentLocale } from "~/domain/enums";
import { eq } from "drizzle-orm";
import { data } from "react-router";
import type { InsightDetail } from "~/domain/public-content";
import {
  mediaImageOfAddress,
  mediaSizesInHtml,
} from "../media/media-store.server";
import type { Route } from "../../routes/studio/+types/insight-preview";
import { bodyWithMedia } from "../content/insights.server";
import { sanitizeRichText } from "../content/sanitize-html.server";
import { requireContentStaff } from "../console/console-guard.server";
import { contentTypes } from "../db/schema.server";
import { isUuid, notFound } from "../http/not-found-response.server";
import { readInsightWithDraft } from "./insight-studio.server";
import { PREVIEW_HEADERS } from "./preview-headers.server";
import { capabilityRefs } from "./studio-refs.server";

/**
 * /lead_admin/insights/:insightId/preview: the last saved draft as /blog/:slug will show it,
 * for signed-in admins and editors only. Checked on every request (no preview cookie or
 * mode), so signing out ends every preview at once.
 */
export async function insightPreviewLoader({
  request,
  context,
  params,
}: Route.LoaderArgs) {
  const { scope } = await requireContentStaff(request, context);
  if (!isUuid(params.insightId)) throw notFound();
  const found = await readInsightWithDraft(scope.db, params.insightId);
  if (!found) throw notFound();
  const { row, draft } = found;
  const document = draft.document;
  const [type] = document.contentTypeId
    ? await scope.db
        .select({
          id: contentTypes.id,
          name: contentTypes.name,
          nameFr: contentTypes.nameFr,
          slug: contentTypes.slug,
        })
        .from(contentTypes)
        .where(eq(contentTypes.id, document.contentTypeId))
    : [];
  const capabilityList = await capabilityRefs(scope.db, document.capabilityIds);
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
      scope.db,
      document.featuredImageUrl,
      row.locale as ContentLocale,
    ),
    contentType: type ?? null,
    capabilities: capabilityList,
    content: bodyWithMedia(
      sanitizeRichText(document.body),
      await mediaSizesInHtml(
        scope.db,
        document.body,
        row.locale as ContentLocale,
      ),
      row.locale as ContentLocale,
    ),
    seoTitle: document.seoTitle,
    seoDescription: document.seoDescription,
    socialImageUrl: document.socialImageUrl,
  };
  return data(
    {
      // The page's language is the item's, whatever the console's (the preview's URL has no /fr).
      uiLocale: row.locale as ContentLocale,
      insight,
      version: draft.version,
      editorPath: `/lead_admin/insights/${row.id}`,
    },
    { headers: PREVIEW_HEADERS },
  );
}
