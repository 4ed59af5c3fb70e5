import { LeadPageView } from "~/components/console/lead-page-view";
import { site } from "~/content/site";
import { CONSOLE_HEADERS } from "~/server/console/console-frame.server";
import {
  leadPageAction,
  leadPageLoader,
} from "~/server/console/lead-page.handler.server";
import type { Route } from "./+types/lead-page";

// One lead under the Leads tab: parse in the server module, render here.
export const loader = (args: Route.LoaderArgs) => leadPageLoader(args);
export const action = (args: Route.ActionArgs) => leadPageAction(args);

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.lead.fullName ?? "Lead"} | Console | ${site.name}` },
  { name: "robots", content: "noindex" },
];

export default function LeadPage({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  return <LeadPageView data={loaderData} result={actionData} />;
}
