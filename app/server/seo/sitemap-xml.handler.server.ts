import { publicStaticPaths } from "~/content/public-routes";
// The build's prerender list (react-router.config.ts).
import { prerenderedPaths } from "~/content/prerendered-paths";
import type { Route } from "../../routes/seo/+types/sitemap-xml";
import { publicOrigin } from "../public-origin.server";
import { getDb } from "../services.server";
import { buildSitemapXml, collectSitemapEntries } from "./sitemap.server";

/** /sitemap.xml: every public page, static and published, with absolute URLs. */
export async function sitemapXmlLoader(_args: Route.LoaderArgs) {
  // The public pages (app/content/public-routes.ts), plus any page prerendered since that list
  // was last updated.
  const entries = await collectSitemapEntries(getDb(), [
    ...publicStaticPaths,
    ...prerenderedPaths,
  ]);
  return new Response(buildSitemapXml(publicOrigin(), entries), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=300",
    },
  });
}
