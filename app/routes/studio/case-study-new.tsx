import { StudioNewItem } from "~/components/studio/studio-new-item";
import { consolePageMeta } from "~/content/console-page-meta";
import { CONSOLE_HEADERS } from "~/server/console/console-frame.server";
import {
  caseStudyNewAction,
  caseStudyNewLoader,
} from "~/server/studio/case-study-new.handler.server";
import type { Route } from "./+types/case-study-new";

export const loader = (args: Route.LoaderArgs) => caseStudyNewLoader(args);
export const action = (args: Route.ActionArgs) => caseStudyNewAction(args);

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

export const meta: Route.MetaFunction = () => consolePageMeta("New case study");

export default function CaseStudyNewRoute({
  actionData,
}: Route.ComponentProps) {
  return (
    <StudioNewItem
      noun="case study"
      listPath="/lead_admin/case-studies"
      listLabel="All case studies"
      result={actionData}
    />
  );
}
