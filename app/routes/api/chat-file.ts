import {
  chatFileAction,
  chatFileLoader,
} from "~/server/api/chat-file.handler.server";
import type { Route } from "./+types/chat-file";

/**
 * GET /api/chat/files/:attachmentId — an attachment's bytes, for the browser session that
 * uploaded it only (X-Chat-Session); everyone else, and any malformed id, gets 404.
 */
export const loader = (args: Route.LoaderArgs) => chatFileLoader(args);
export const action = (args: Route.ActionArgs) => chatFileAction(args);
