import { publicStaticPaths } from "~/content/public-routes";
import { prerenderedPaths } from "~/routes/prerendered-paths";
import { publicOrigin } from "~/server/public-origin.server";
import {
  buildSitemapXml,
  collectSitemapEntries,
} from "~/server/seo/sitemap.server";
import { getDb } from "~/server/services.server";

/** /sitemap.xml: every public page, static and published, with absolute URLs. */
export async function loader() {
  // The spec's public pages, plus any page prerendered since that list was last updated.
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
