import { LeadsTab } from "~/components/console/leads-tab";
import { site } from "~/content/site";
import { CONSOLE_HEADERS } from "~/server/console/console-frame.server";
import { leadsTabLoader } from "~/server/console/leads-tab.handler.server";
import type { Route } from "./+types/leads-tab";

export const loader = (args: Route.LoaderArgs) => leadsTabLoader(args);

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

export const meta: Route.MetaFunction = () => [
  { title: `Leads | Console | ${site.name}` },
  { name: "robots", content: "noindex" },
];

export default function LeadsTabRoute({ loaderData }: Route.ComponentProps) {
  return <LeadsTab data={loaderData} />;
}
