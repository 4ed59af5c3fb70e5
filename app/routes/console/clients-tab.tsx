import { ClientsTab } from "~/components/console/clients-tab";
import { consolePageMeta } from "~/content/console-page-meta";
import {
  clientsTabAction,
  clientsTabLoader,
} from "~/server/console/clients-tab.handler.server";
import { CONSOLE_HEADERS } from "~/server/console/console-frame.server";
import type { Route } from "./+types/clients-tab";

export const loader = (args: Route.LoaderArgs) => clientsTabLoader(args);
export const action = (args: Route.ActionArgs) => clientsTabAction(args);

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

export const meta: Route.MetaFunction = () => consolePageMeta("Clients");

export default function ClientsTabRoute({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  return <ClientsTab data={loaderData} result={actionData} />;
}
