import { StudioNewItem } from "~/components/studio/studio-new-item";
import { consolePageMeta } from "~/content/console-page-meta";
import { CONSOLE_HEADERS } from "~/server/console/console-frame.server";
import {
  insightNewAction,
  insightNewLoader,
} from "~/server/studio/insight-new.handler.server";
import type { Route } from "./+types/insight-new";

export const loader = (args: Route.LoaderArgs) => insightNewLoader(args);
export const action = (args: Route.ActionArgs) => insightNewAction(args);

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

export const meta: Route.MetaFunction = () => consolePageMeta("New insight");

export default function InsightNewRoute({ actionData }: Route.ComponentProps) {
  return (
    <StudioNewItem
      noun="insight"
      listPath="/lead_admin/insights"
      listLabel="All insights"
      result={actionData}
    />
  );
}
