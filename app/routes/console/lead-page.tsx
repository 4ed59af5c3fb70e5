import { LeadPageView } from "~/components/console/lead-page-view";
import { consolePageMeta } from "~/content/console-page-meta";
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

export const meta: Route.MetaFunction = ({ data }) =>
  consolePageMeta(data?.lead.fullName ?? "Lead");

export default function LeadPage({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  return <LeadPageView data={loaderData} result={actionData} />;
}
