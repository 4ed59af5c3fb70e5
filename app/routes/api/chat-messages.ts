import {
  chatMessagesAction,
  chatMessagesLoader,
} from "~/server/api/chat-messages.handler.server";
import type { Route } from "./+types/chat-messages";

/**
 * POST /api/chat/messages — a visitor's message; the answer streams back as NDJSON
 * (app/domain/chat/chat-api.ts). Refusals before the stream are JSON `{ error }`.
 */
export const action = (args: Route.ActionArgs) => chatMessagesAction(args);
export const loader = (args: Route.LoaderArgs) => chatMessagesLoader(args);
