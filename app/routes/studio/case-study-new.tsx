import { StudioNewItem } from "~/components/studio/studio-new-item";
import { site } from "~/content/site";
import { CONSOLE_HEADERS } from "~/server/console/console-frame.server";
import {
  caseStudyNewAction,
  caseStudyNewLoader,
} from "~/server/studio/case-study-new.handler.server";
import type { Route } from "./+types/case-study-new";

export const loader = (args: Route.LoaderArgs) => caseStudyNewLoader(args);
export const action = (args: Route.ActionArgs) => caseStudyNewAction(args);

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

export const meta: Route.MetaFunction = () => [
  { title: `New case study | Console | ${site.name}` },
  { name: "robots", content: "noindex" },
];

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
