import { SupportTab } from "~/components/portal/support-tab";
import { site } from "~/content/site";
import { localeFromMatches } from "~/content/seo";
import { intlFor } from "~/i18n/intl";
import { PORTAL_HEADERS } from "~/server/portal/dashboard-frame.server";
import {
  supportTabAction,
  supportTabLoader,
} from "~/server/portal/support-tab.handler.server";
import type { Route } from "./+types/support-tab";

export const loader = (args: Route.LoaderArgs) => supportTabLoader(args);
// The Create Ticket dialog posts here.
export const action = (args: Route.ActionArgs) => supportTabAction(args);

export const headers: Route.HeadersFunction = () => PORTAL_HEADERS;

export const meta: Route.MetaFunction = ({ matches }) => [
  {
    title: intlFor(localeFromMatches(matches)).formatMessage(
      {
        id: "portal.supportMetaTitle",
        defaultMessage: "Support | Client dashboard | {site}",
      },
      { site: site.name },
    ),
  },
  { name: "robots", content: "noindex" },
];

export default function SupportTabRoute({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  return <SupportTab data={loaderData} result={actionData} />;
}
