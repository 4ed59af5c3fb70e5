import { StudioRevisions } from "~/components/studio/studio-revisions";
import { consolePageMeta } from "~/content/console-page-meta";
import { CONSOLE_HEADERS } from "~/server/console/console-frame.server";
import {
  caseStudyRevisionsAction,
  caseStudyRevisionsLoader,
} from "~/server/studio/case-study-revisions.handler.server";
import type { Route } from "./+types/case-study-revisions";

export const loader = (args: Route.LoaderArgs) =>
  caseStudyRevisionsLoader(args);
export const action = (args: Route.ActionArgs) =>
  caseStudyRevisionsAction(args);

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  consolePageMeta(`History: ${loaderData?.item.title || "Case study"}`);

export default function CaseStudyRevisionsRoute({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  return (
    <StudioRevisions
      kind={{ noun: "case study", listPath: "/lead_admin/case-studies" }}
      data={loaderData}
      result={actionData}
    />
  );
}
