import { ConversationsTab } from "~/components/console/conversations-tab";
import { site } from "~/content/site";
import { CONSOLE_HEADERS } from "~/server/console/console-frame.server";
import { conversationsTabLoader } from "~/server/console/conversations-tab.handler.server";
import type { Route } from "./+types/conversations-tab";

export const loader = (args: Route.LoaderArgs) => conversationsTabLoader(args);

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

export const meta: Route.MetaFunction = () => [
  { title: `Conversations | Console | ${site.name}` },
  { name: "robots", content: "noindex" },
];

export default function ConversationsTabRoute({
  loaderData,
}: Route.ComponentProps) {
  return <ConversationsTab data={loaderData} />;
}
