import { conversationFileLoader } from "~/server/console/conversation-file.handler.server";
import type { Route } from "./+types/conversation-file";

// A resource route: a file a visitor attached in the chat, for staff, re-authorized on every request.
export const loader = (args: Route.LoaderArgs) => conversationFileLoader(args);
