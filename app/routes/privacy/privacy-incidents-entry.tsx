import { IncidentEntryPage } from "~/components/privacy/incident-pages";
import { consolePageMeta } from "~/content/console-page-meta";
import type { IncidentFormResult } from "~/domain/privacy/incident-register";
import { CONSOLE_HEADERS } from "~/server/console/console-frame.server";
import {
  privacyIncidentsEntryAction,
  privacyIncidentsEntryLoader,
} from "~/server/privacy/privacy-incidents-entry.handler.server";
import type { Route } from "./+types/privacy-incidents-entry";

export const loader = (args: Route.LoaderArgs) =>
  privacyIncidentsEntryLoader(args);
export const action = (args: Route.ActionArgs) =>
  privacyIncidentsEntryAction(args);

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

export const meta: Route.MetaFunction = ({ data }) =>
  consolePageMeta(
    `Incident discovered ${data?.entry.values.discoveredOn ?? ""}`,
  );

export default function PrivacyIncidentsEntryRoute({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  return (
    <IncidentEntryPage
      entry={loaderData.entry}
      today={loaderData.today}
      result={actionData as IncidentFormResult | undefined}
    />
  );
}
