import { CuratedAnswerNewPage } from "~/components/console/curated-answer-pages";
import { consolePageMeta } from "~/content/console-page-meta";
import type { FormResult } from "~/domain/forms/form-result";
import { CONSOLE_HEADERS } from "~/server/console/console-frame.server";
import {
  curatedAnswerNewAction,
  curatedAnswerNewLoader,
} from "~/server/console/curated-answer-new.handler.server";
import type { Route } from "./+types/curated-answer-new";

export const loader = (args: Route.LoaderArgs) => curatedAnswerNewLoader(args);
export const action = (args: Route.ActionArgs) => curatedAnswerNewAction(args);

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

export const meta: Route.MetaFunction = () =>
  consolePageMeta("New answer", "Assistant knowledge");

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
