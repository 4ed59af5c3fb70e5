import { NewEndpointPage } from "~/components/integrations/new-endpoint-page";
import { consolePageMeta } from "~/content/console-page-meta";
import type { NewEndpointResult } from "~/domain/integrations/endpoint-views";
import { CONSOLE_HEADERS } from "~/server/console/console-frame.server";
import {
  integrationsNewAction,
  integrationsNewLoader,
} from "~/server/integrations/integrations-new.handler.server";
import type { Route } from "./+types/integrations-new";

export const loader = (args: Route.LoaderArgs) => integrationsNewLoader(args);
export const action = (args: Route.ActionArgs) => integrationsNewAction(args);

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

export const meta: Route.MetaFunction = () =>
  consolePageMeta("Add an endpoint", "Integrations");

export default function IntegrationsNewRoute({
  actionData,
}: Route.ComponentProps) {
  return (
    <NewEndpointPage result={actionData as NewEndpointResult | undefined} />
  );
}
