import { IntegrationsListPage } from "~/components/integrations/integrations-list-page";
import { consolePageMeta } from "~/content/console-page-meta";
import { CONSOLE_HEADERS } from "~/server/console/console-frame.server";
import { integrationsListLoader } from "~/server/integrations/integrations-list.handler.server";
import type { Route } from "./+types/integrations-list";

export const loader = (args: Route.LoaderArgs) => integrationsListLoader(args);

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

export const meta: Route.MetaFunction = () => consolePageMeta("Integrations");

export default function IntegrationsListRoute({
  loaderData,
}: Route.ComponentProps) {
  return <IntegrationsListPage data={loaderData} />;
}
