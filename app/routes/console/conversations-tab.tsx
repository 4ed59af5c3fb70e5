import { ConversationsTab } from "~/components/console/conversations-tab";
import { consolePageMeta } from "~/content/console-page-meta";
import { CONSOLE_HEADERS } from "~/server/console/console-frame.server";
import { conversationsTabLoader } from "~/server/console/conversations-tab.handler.server";
import type { Route } from "./+types/conversations-tab";

export const loader = (args: Route.LoaderArgs) => conversationsTabLoader(args);

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

export const meta: Route.MetaFunction = () => consolePageMeta("Conversations");

export default function ConversationsTabRoute({
  loaderData,
}: Route.ComponentProps) {
  return <ConversationsTab data={loaderData} />;
}
