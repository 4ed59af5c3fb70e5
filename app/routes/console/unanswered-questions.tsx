import { UnansweredQuestionsPage } from "~/components/console/unanswered-questions-page";
import { site } from "~/content/site";
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

export const meta: Route.MetaFunction = () => [
  {
    title: `Unanswered questions | Assistant knowledge | Console | ${site.name}`,
  },
  { name: "robots", content: "noindex" },
];

export default function UnansweredQuestionsRoute({
  loaderData,
}: Route.ComponentProps) {
  return <UnansweredQuestionsPage data={loaderData} />;
}
