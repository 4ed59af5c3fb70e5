import { blogRssLoader } from "~/server/content/blog-rss.handler.server";
import type { Route } from "./+types/blog-rss";

export const loader = (args: Route.LoaderArgs) => blogRssLoader(args);
