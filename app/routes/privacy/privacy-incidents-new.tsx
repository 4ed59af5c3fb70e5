import { NewIncidentPage } from "~/components/privacy/incident-pages";
import { consolePageMeta } from "~/content/console-page-meta";
import type { IncidentFormResult } from "~/domain/privacy/incident-register";
import { CONSOLE_HEADERS } from "~/server/console/console-frame.server";
import {
  privacyIncidentsNewAction,
  privacyIncidentsNewLoader,
} from "~/server/privacy/privacy-incidents-new.handler.server";
import type { Route } from "./+types/privacy-incidents-new";

export const loader = (args: Route.LoaderArgs) =>
  privacyIncidentsNewLoader(args);
export const action = (args: Route.ActionArgs) =>
  privacyIncidentsNewAction(args);

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

export const meta: Route.MetaFunction = () =>
  consolePageMeta("Record an incident");

export default function PrivacyIncidentsNewRoute({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  return (
    <NewIncidentPage
      today={loaderData.today}
      result={actionData as IncidentFormResult | undefined}
    />
  );
}
