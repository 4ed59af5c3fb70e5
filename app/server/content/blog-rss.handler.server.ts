import { insightsPage } from "~/content/insights";
import { insightsPage as insightsPageFr } from "~/content/fr/insights";
import { pickCopy } from "~/i18n/copy";
import { localeFromPath, localizedPath } from "~/i18n/locale";
import type { Route } from "../../routes/content/+types/blog-rss";
import { publicOrigin } from "../public-origin.server";
import { buildInsightsRss } from "./rss.server";
import { getDb } from "../services.server";
import { listPublishedInsights } from "./insights.server";

/** RSS's language codes: the English feed's is unchanged; the French one is Canadian French. */
const FEED_LANGUAGE = { en: "en-CA", fr: "fr-ca" } as const;

/**
 * /blog/rss.xml and /fr/blog/rss.xml: RSS 2.0 feed of the published insights of the URL's
 * language, newest first, with that language's channel title and description.
 */
export async function blogRssLoader({ request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const page = pickCopy(locale, { en: insightsPage, fr: insightsPageFr });
  const origin = publicOrigin();
  const insights = await listPublishedInsights(getDb(), locale);
  const url = (path: string) =>
    new URL(localizedPath(path, locale), `${origin}/`).toString();
  const xml = buildInsightsRss(
    {
      title: page.feedTitle,
      description: page.seoDescription,
      link: url("/blog"),
      selfUrl: url("/blog/rss.xml"),
      language: FEED_LANGUAGE[locale],
    },
    origin,
    insights,
    locale,
  );
  return new Response(xml, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=300",
    },
  });
}
