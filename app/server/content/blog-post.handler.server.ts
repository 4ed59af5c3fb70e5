import { data } from "react-router";
import { isContentSlug } from "~/domain/content-slug";
import type { Route } from "../../routes/content/+types/blog-post";
import { logNotFound } from "../not-found.server";
import { getDb } from "../services.server";
import { getPublishedInsightBySlug } from "./insights.server";
import { movedPermanently, movedSlug } from "./moved-slugs.server";

/** /blog/:slug: one published insight; any other slug is a 404 with the page's own message. */
export async function blogPostLoader({
  params,
  request,
  context,
}: Route.LoaderArgs) {
  // Not a slug (e.g. "%00"): not found, without asking the database.
  const insight = isContentSlug(params.slug)
    ? await getPublishedInsightBySlug(getDb(), params.slug)
    : null;
  if (!insight) {
    // A slug changed in the content studio: its old URL leads to the page (301).
    const movedTo = isContentSlug(params.slug)
      ? await movedSlug(getDb(), "insight", params.slug)
      : null;
    if (movedTo) throw movedPermanently(`/blog/${movedTo}`);
    logNotFound(request, context);
    return data({ insight: null }, { status: 404 });
  }
  return data({ insight });
}
