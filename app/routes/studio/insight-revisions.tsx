import { StudioRevisions } from "~/components/studio/studio-revisions";
import { consolePageMeta } from "~/content/console-page-meta";
import { CONSOLE_HEADERS } from "~/server/console/console-frame.server";
import {
  insightRevisionsAction,
  insightRevisionsLoader,
} from "~/server/studio/insight-revisions.handler.server";
import type { Route } from "./+types/insight-revisions";

export const loader = (args: Route.LoaderArgs) => insightRevisionsLoader(args);
export const action = (args: Route.ActionArgs) => insightRevisionsAction(args);

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  consolePageMeta(`History: ${loaderData?.item.title || "Insight"}`);

export default function InsightRevisionsRoute({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  return (
    <StudioRevisions
      kind={{ noun: "insight", listPath: "/lead_admin/insights" }}
      data={loaderData}
      result={actionData}
    />
  );
}
