import { ConversationTranscriptPage } from "~/components/console/conversation-transcript";
import { consolePageMeta } from "~/content/console-page-meta";
import { CONSOLE_HEADERS } from "~/server/console/console-frame.server";
import { conversationPageLoader } from "~/server/console/conversation-page.handler.server";
import type { Route } from "./+types/conversation-page";

export const loader = (args: Route.LoaderArgs) => conversationPageLoader(args);

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

export const meta: Route.MetaFunction = ({ data }) =>
  consolePageMeta(
    data
      ? `Conversation with ${data.transcript.visitor.label}`
      : "Conversation",
  );

export default function ConversationPageRoute({
  loaderData,
}: Route.ComponentProps) {
  return <ConversationTranscriptPage transcript={loaderData.transcript} />;
}
