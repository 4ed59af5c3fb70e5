import { TeamTab } from "~/components/portal/team/team-tab";
import { site } from "~/content/site";
import { PORTAL_HEADERS } from "~/server/portal/dashboard-frame.server";
import {
  teamInviteAction,
  teamInviteLoader,
} from "~/server/portal/team-invite.handler.server";
import type { Route } from "./+types/team-invite";

/**
 * Where "Send invitation" posts (docs/access-audit.md): its own path, so the edge counts each invitation
 * per client admin and per organisation before reading it. The page is the Team tab.
 */
export const loader = (args: Route.LoaderArgs) => teamInviteLoader(args);
export const action = (args: Route.ActionArgs) => teamInviteAction(args);

export const headers: Route.HeadersFunction = () => PORTAL_HEADERS;

export const meta: Route.MetaFunction = () => [
  { title: `Team | Client dashboard | ${site.name}` },
  { name: "robots", content: "noindex" },
];

export default function TeamInviteRoute({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  return <TeamTab data={loaderData} result={actionData} />;
}
