import { EndpointPage } from "~/components/integrations/endpoint-page";
import { consolePageMeta } from "~/content/console-page-meta";
import type { EndpointActionData } from "~/domain/integrations/endpoint-views";
import { CONSOLE_HEADERS } from "~/server/console/console-frame.server";
import {
  integrationsEndpointAction,
  integrationsEndpointLoader,
} from "~/server/integrations/integrations-endpoint.handler.server";
import type { Route } from "./+types/integrations-endpoint";

export const loader = (args: Route.LoaderArgs) =>
  integrationsEndpointLoader(args);
export const action = (args: Route.ActionArgs) =>
  integrationsEndpointAction(args);

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

export const meta: Route.MetaFunction = () =>
  consolePageMeta("Endpoint", "Integrations");

export default function IntegrationsEndpointRoute({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  return (
    <EndpointPage
      data={loaderData}
      result={actionData as EndpointActionData | undefined}
    />
  );
}
