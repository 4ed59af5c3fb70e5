import { AssistantKnowledgePage } from "~/components/console/assistant-knowledge-page";
import { consolePageMeta } from "~/content/console-page-meta";
import { CONSOLE_HEADERS } from "~/server/console/console-frame.server";
import { assistantKnowledgeLoader } from "~/server/console/assistant-knowledge.handler.server";
import type { Route } from "./+types/assistant-knowledge";

export const loader = (args: Route.LoaderArgs) =>
  assistantKnowledgeLoader(args);

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

export const meta: Route.MetaFunction = () =>
  consolePageMeta("Assistant knowledge");

export default function AssistantKnowledgeRoute({
  loaderData,
}: Route.ComponentProps) {
  return <AssistantKnowledgePage data={loaderData} />;
}
