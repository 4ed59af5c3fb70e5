import { AnalyticsTab } from "~/components/analytics/analytics-tab";
import { consolePageMeta } from "~/content/console-page-meta";
import { CONSOLE_HEADERS } from "~/server/console/console-frame.server";
import { analyticsTabLoader } from "~/server/analytics/analytics-tab.handler.server";
import type { Route } from "./+types/analytics-tab";

export const loader = (args: Route.LoaderArgs) => analyticsTabLoader(args);

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

export const meta: Route.MetaFunction = () => consolePageMeta("Analytics");

export default function AnalyticsTabRoute({
  loaderData,
}: Route.ComponentProps) {
  return <AnalyticsTab data={loaderData} />;
}
