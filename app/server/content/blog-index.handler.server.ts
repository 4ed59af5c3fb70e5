import { localeFromPath } from "~/i18n/locale";
import type { Route } from "../../routes/content/+types/blog-index";
import { getDb } from "../services.server";
import { listPublishedInsights } from "./insights.server";

/** /blog and /fr/blog: the published insights of the URL's language, newest first. */
export async function blogIndexLoader({ request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  return { insights: await listPublishedInsights(getDb(), locale) };
}
