import { CaseStudiesList } from "~/components/studio/case-studies-list";
import { consolePageMeta } from "~/content/console-page-meta";
import { CONSOLE_HEADERS } from "~/server/console/console-frame.server";
import {
  caseStudiesListAction,
  caseStudiesListLoader,
} from "~/server/studio/case-studies-list.handler.server";
import type { Route } from "./+types/case-studies-list";

export const loader = (args: Route.LoaderArgs) => caseStudiesListLoader(args);
export const action = (args: Route.ActionArgs) => caseStudiesListAction(args);

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

export const meta: Route.MetaFunction = () => consolePageMeta("Case studies");

export default function CaseStudiesListRoute({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  return <CaseStudiesList data={loaderData} result={actionData} />;
}
