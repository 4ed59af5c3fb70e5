import {
  chatHistoryAction,
  chatHistoryLoader,
} from "~/server/api/chat-history.handler.server";
import type { Route } from "./+types/chat-history";

/** GET /api/chat/history?conversationId=… — the session's own conversation (X-Chat-Session). */
export const loader = (args: Route.LoaderArgs) => chatHistoryLoader(args);
export const action = (args: Route.ActionArgs) => chatHistoryAction(args);
