import { TeamTab } from "~/components/portal/team/team-tab";
import { site } from "~/content/site";
import { localeFromMatches } from "~/content/seo";
import { intlFor } from "~/i18n/intl";
import { PORTAL_HEADERS } from "~/server/portal/dashboard-frame.server";
import {
  teamTabAction,
  teamTabLoader,
} from "~/server/portal/team-tab.handler.server";
import type { Route } from "./+types/team-tab";

export const loader = (args: Route.LoaderArgs) => teamTabLoader(args);
export const action = (args: Route.ActionArgs) => teamTabAction(args);

export const headers: Route.HeadersFunction = () => PORTAL_HEADERS;

export const meta: Route.MetaFunction = ({ matches }) => [
  {
    title: intlFor(localeFromMatches(matches)).formatMessage(
      {
        id: "portal.teamMetaTitle",
        defaultMessage: "Team | Client dashboard | {site}",
      },
      { site: site.name },
    ),
  },
  { name: "robots", content: "noindex" },
];

export default function TeamTabRoute({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  return <TeamTab data={loaderData} result={actionData} />;
}
