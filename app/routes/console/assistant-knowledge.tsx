import { AssistantKnowledgePage } from "~/components/console/assistant-knowledge-page";
import { site } from "~/content/site";
import { CONSOLE_HEADERS } from "~/server/console/console-frame.server";
import { assistantKnowledgeLoader } from "~/server/console/assistant-knowledge.handler.server";
import type { Route } from "./+types/assistant-knowledge";

export const loader = (args: Route.LoaderArgs) =>
  assistantKnowledgeLoader(args);

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

export const meta: Route.MetaFunction = () => [
  { title: `Assistant knowledge | Console | ${site.name}` },
  { name: "robots", content: "noindex" },
];

export default function AssistantKnowledgeRoute({
  loaderData,
}: Route.ComponentProps) {
  return <AssistantKnowledgePage data={loaderData} />;
}
