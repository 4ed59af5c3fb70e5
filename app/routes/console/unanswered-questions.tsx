import { UnansweredQuestionsPage } from "~/components/console/unanswered-questions-page";
import { consolePageMeta } from "~/content/console-page-meta";
import { CONSOLE_HEADERS } from "~/server/console/console-frame.server";
import {
  unansweredQuestionsAction,
  unansweredQuestionsLoader,
} from "~/server/console/unanswered-questions.handler.server";
import type { Route } from "./+types/unanswered-questions";

export const loader = (args: Route.LoaderArgs) =>
  unansweredQuestionsLoader(args);
export const action = (args: Route.ActionArgs) =>
  unansweredQuestionsAction(args);

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

export const meta: Route.MetaFunction = () =>
  consolePageMeta("Unanswered questions", "Assistant knowledge");

export default function UnansweredQuestionsRoute({
  loaderData,
}: Route.ComponentProps) {
  return <UnansweredQuestionsPage data={loaderData} />;
}
