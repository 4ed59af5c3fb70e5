import { privatePathPrefixes } from "~/content/public-routes";
import type { Route } from "../../routes/seo/+types/robots-txt";
import { publicOrigin } from "../public-origin.server";

/** /robots.txt: crawl the public site, stay out of sign-in, portal, admin and demo areas. */
export function robotsTxtLoader(_args: Route.LoaderArgs) {
  const lines = [
    "User-agent: *",
    ...privatePathPrefixes.map((prefix) => `Disallow: ${prefix}`),
    "",
    `Sitemap: ${new URL("/sitemap.xml", `${publicOrigin()}/`).toString()}`,
    "",
  ];
  return new Response(lines.join("\n"), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=300",
    },
  });
}
