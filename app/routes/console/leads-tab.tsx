import { LeadsTab } from "~/components/console/leads-tab";
import { consolePageMeta } from "~/content/console-page-meta";
import { CONSOLE_HEADERS } from "~/server/console/console-frame.server";
import { leadsTabLoader } from "~/server/console/leads-tab.handler.server";
import type { Route } from "./+types/leads-tab";

export const loader = (args: Route.LoaderArgs) => leadsTabLoader(args);

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

export const meta: Route.MetaFunction = () => consolePageMeta("Leads");

export default function LeadsTabRoute({ loaderData }: Route.ComponentProps) {
  return <LeadsTab data={loaderData} />;
}
