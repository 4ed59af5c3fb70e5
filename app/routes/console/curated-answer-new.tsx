import { CuratedAnswerNewPage } from "~/components/console/curated-answer-pages";
import { site } from "~/content/site";
import type { FormResult } from "~/domain/forms/form-result";
import { CONSOLE_HEADERS } from "~/server/console/console-frame.server";
import {
  newCuratedAnswerAction,
  newCuratedAnswerLoader,
} from "~/server/console/curated-answer.handler.server";
import type { Route } from "./+types/curated-answer-new";

export const loader = (args: Route.LoaderArgs) => newCuratedAnswerLoader(args);
export const action = (args: Route.ActionArgs) => newCuratedAnswerAction(args);

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

export const meta: Route.MetaFunction = () => [
  { title: `New answer | Assistant knowledge | Console | ${site.name}` },
  { name: "robots", content: "noindex" },
];

export default function CuratedAnswerNewRoute({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  return (
    <CuratedAnswerNewPage
      group={loaderData.group}
      prefill={loaderData.prefill}
      result={actionData as FormResult | undefined}
    />
  );
}
