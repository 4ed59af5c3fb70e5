import { insightsPage } from "~/content/insights";
import type { Route } from "../../routes/content/+types/blog-rss";
import { publicOrigin } from "../public-origin.server";
import { buildInsightsRss } from "../seo/rss.server";
import { getDb } from "../services.server";
import { listPublishedInsights } from "./insights.server";

/** /blog/rss.xml: RSS 2.0 feed of the published insights, newest first. */
export async function blogRssLoader(_args: Route.LoaderArgs) {
  const origin = publicOrigin();
  const insights = await listPublishedInsights(getDb());
  const xml = buildInsightsRss(
    {
      title: insightsPage.feedTitle,
      description: insightsPage.seoDescription,
      link: new URL("/blog", `${origin}/`).toString(),
      selfUrl: new URL("/blog/rss.xml", `${origin}/`).toString(),
      language: "en-CA",
    },
    origin,
    insights,
  );
  return new Response(xml, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=300",
    },
  });
}
