import { AnalyticsTab } from "~/components/analytics/analytics-tab";
import { site } from "~/content/site";
import { CONSOLE_HEADERS } from "~/server/console/console-frame.server";
import { analyticsTabLoader } from "~/server/analytics/analytics-tab.handler.server";
import type { Route } from "./+types/analytics-tab";

export const loader = (args: Route.LoaderArgs) => analyticsTabLoader(args);

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

export const meta: Route.MetaFunction = () => [
  { title: `Analytics | Console | ${site.name}` },
  { name: "robots", content: "noindex" },
];

export default function AnalyticsTabRoute({
  loaderData,
}: Route.ComponentProps) {
  return <AnalyticsTab data={loaderData} />;
}
