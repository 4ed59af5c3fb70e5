import { TeamTab } from "~/components/portal/team/team-tab";
import { site } from "~/content/site";
import { PORTAL_HEADERS } from "~/server/portal/dashboard-frame.server";
import {
  teamTabAction,
  teamTabLoader,
} from "~/server/portal/team-tab.handler.server";
import type { Route } from "./+types/team-tab";

export const loader = (args: Route.LoaderArgs) => teamTabLoader(args);
export const action = (args: Route.ActionArgs) => teamTabAction(args);

export const headers: Route.HeadersFunction = () => PORTAL_HEADERS;

export const meta: Route.MetaFunction = () => [
  { title: `Team | Client dashboard | ${site.name}` },
  { name: "robots", content: "noindex" },
];

export default function TeamTabRoute({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  return <TeamTab data={loaderData} result={actionData} />;
}
