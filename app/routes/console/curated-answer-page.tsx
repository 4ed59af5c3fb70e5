import { CuratedAnswerEditPage } from "~/components/console/curated-answer-pages";
import { consolePageMeta } from "~/content/console-page-meta";
import type { FormResult } from "~/domain/forms/form-result";
import { CONSOLE_HEADERS } from "~/server/console/console-frame.server";
import {
  curatedAnswerPageAction,
  curatedAnswerPageLoader,
} from "~/server/console/curated-answer-page.handler.server";
import type { Route } from "./+types/curated-answer-page";

export const loader = (args: Route.LoaderArgs) => curatedAnswerPageLoader(args);
export const action = (args: Route.ActionArgs) => curatedAnswerPageAction(args);

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

export const meta: Route.MetaFunction = () =>
  consolePageMeta("Answer", "Assistant knowledge");

export default function CuratedAnswerRoute({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  return (
    <CuratedAnswerEditPage
      answer={loaderData.answer}
      result={actionData as FormResult | undefined}
    />
  );
}
