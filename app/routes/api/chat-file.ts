import type { Route } from "./+types/chat-file";
import { chatMethodNotAllowed } from "~/server/chat/chat-http.server";
import { chatFileAnswer } from "~/server/chat/media/media-routes.server";

/**
 * GET /api/chat/files/:attachmentId — an attachment's bytes, for the browser session that
 * uploaded it only (X-Chat-Session); everyone else, and any malformed id, gets 404.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  return chatFileAnswer(request, params.attachmentId);
}

export const action = () => chatMethodNotAllowed("GET");
