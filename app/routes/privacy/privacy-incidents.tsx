import { IncidentRegisterPage } from "~/components/privacy/incident-register-page";
import { consolePageMeta } from "~/content/console-page-meta";
import { CONSOLE_HEADERS } from "~/server/console/console-frame.server";
import { privacyIncidentsLoader } from "~/server/privacy/privacy-incidents.handler.server";
import type { Route } from "./+types/privacy-incidents";

export const loader = (args: Route.LoaderArgs) => privacyIncidentsLoader(args);

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

export const meta: Route.MetaFunction = () =>
  consolePageMeta("Incident register");

export default function PrivacyIncidentsRoute({
  loaderData,
}: Route.ComponentProps) {
  return <IncidentRegisterPage data={loaderData} />;
}
