import { InsightNewsletter } from "~/components/studio/insight-newsletter";
import { consolePageMeta } from "~/content/console-page-meta";
import { CONSOLE_HEADERS } from "~/server/console/console-frame.server";
import {
  insightNewsletterAction,
  insightNewsletterLoader,
} from "~/server/studio/insight-newsletter.handler.server";
import type { Route } from "./+types/insight-newsletter";

export const loader = (args: Route.LoaderArgs) => insightNewsletterLoader(args);
export const action = (args: Route.ActionArgs) => insightNewsletterAction(args);

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  consolePageMeta(
    `Send to subscribers: ${loaderData?.insight.title ?? "Insight"}`,
    "Insights",
  );

export default function InsightNewsletterRoute({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  return <InsightNewsletter data={loaderData} result={actionData} />;
}
