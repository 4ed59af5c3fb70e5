import type { Route } from "../../routes/content/+types/blog-index";
import { getDb } from "../services.server";
import { listPublishedInsights } from "./insights.server";

/** /blog: the published insights, newest first. */
export async function blogIndexLoader(_args: Route.LoaderArgs) {
  return { insights: await listPublishedInsights(getDb()) };
}
