import { ClientWorkspace } from "~/components/console/client-workspace";
import { consolePageMeta } from "~/content/console-page-meta";
import {
  clientWorkspaceAction,
  clientWorkspaceLoader,
} from "~/server/console/client-workspace.handler.server";
import { CONSOLE_HEADERS } from "~/server/console/console-frame.server";
import type { Route } from "./+types/client-workspace";

export const loader = (args: Route.LoaderArgs) => clientWorkspaceLoader(args);
export const action = (args: Route.ActionArgs) => clientWorkspaceAction(args);

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  consolePageMeta(loaderData?.client.name ?? "Client");

export default function ClientWorkspaceRoute({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  return <ClientWorkspace data={loaderData} result={actionData} />;
}
