import {
  TaxonomyPage,
  type TaxonomyResult,
} from "~/components/studio/taxonomy-page";
import { site } from "~/content/site";
import { CONSOLE_HEADERS } from "~/server/console/console-frame.server";
import {
  taxonomyAction,
  taxonomyLoader,
} from "~/server/studio/taxonomy.handler.server";
import type { Route } from "./+types/taxonomy";

export const loader = (args: Route.LoaderArgs) => taxonomyLoader(args);
export const action = (args: Route.ActionArgs) => taxonomyAction(args);

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

export const meta: Route.MetaFunction = () => [
  { title: `Taxonomy | Console | ${site.name}` },
  { name: "robots", content: "noindex" },
];

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
