import { sitemapXmlLoader } from "~/server/seo/sitemap-xml.handler.server";
import type { Route } from "./+types/sitemap-xml";

export const loader = (args: Route.LoaderArgs) => sitemapXmlLoader(args);
