import { conversationFileLoader } from "~/server/console/conversations-page.server";
import type { Route } from "./+types/conversation-file";

// A resource route: a file a visitor attached in the chat, for staff, re-authorized on every request.
export const loader = ({ request, params }: Route.LoaderArgs) =>
  conversationFileLoader({ request, params });
