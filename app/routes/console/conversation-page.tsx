import { ConversationTranscriptPage } from "~/components/console/conversation-transcript";
import { site } from "~/content/site";
import { CONSOLE_HEADERS } from "~/server/console/console-frame.server";
import { conversationPageLoader } from "~/server/console/conversation-page.handler.server";
import type { Route } from "./+types/conversation-page";

export const loader = (args: Route.LoaderArgs) => conversationPageLoader(args);

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

export const meta: Route.MetaFunction = ({ data }) => [
  {
    title: `${data ? `Conversation with ${data.transcript.visitor.label}` : "Conversation"} | Console | ${site.name}`,
  },
  { name: "robots", content: "noindex" },
];

export default function ConversationPageRoute({
  loaderData,
}: Route.ComponentProps) {
  return <ConversationTranscriptPage transcript={loaderData.transcript} />;
}
