import {
  TaxonomyPage,
  type TaxonomyResult,
} from "~/components/studio/taxonomy-page";
import { consolePageMeta } from "~/content/console-page-meta";
import { CONSOLE_HEADERS } from "~/server/console/console-frame.server";
import {
  taxonomyAction,
  taxonomyLoader,
} from "~/server/studio/taxonomy.handler.server";
import type { Route } from "./+types/taxonomy";

export const loader = (args: Route.LoaderArgs) => taxonomyLoader(args);
export const action = (args: Route.ActionArgs) => taxonomyAction(args);

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

export const meta: Route.MetaFunction = () => consolePageMeta("Taxonomy");

export default function TaxonomyRoute({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  return (
    <TaxonomyPage
      data={loaderData}
      result={actionData as TaxonomyResult | undefined}
    />
  );
}
