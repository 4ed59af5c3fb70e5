import type { Route } from "../../routes/content/+types/blog-post";
import { getDb } from "../services.server";
import { getPublishedInsightBySlug } from "./insights.server";
import { localizedDetailLoader } from "./localized-detail.server";

/**
 * /blog/:slug and /fr/blog/:slug: one published insight in the URL's language; a slug of the
 * other language's article leads to its translation or says where it can be read.
 */
export function blogPostLoader(args: Route.LoaderArgs) {
  return localizedDetailLoader("insight", "/blog", args, (slug, locale) =>
    getPublishedInsightBySlug(getDb(), slug, locale),
  );
}
