import { InsightsList } from "~/components/studio/insights-list";
import { consolePageMeta } from "~/content/console-page-meta";
import { CONSOLE_HEADERS } from "~/server/console/console-frame.server";
import { insightsListLoader } from "~/server/studio/insights-list.handler.server";
import type { Route } from "./+types/insights-list";

export const loader = (args: Route.LoaderArgs) => insightsListLoader(args);

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

export const meta: Route.MetaFunction = () => consolePageMeta("Insights");

export default function InsightsListRoute({
  loaderData,
}: Route.ComponentProps) {
  return <InsightsList data={loaderData} />;
}
