import type { Route } from "./+types/chat-uploads";
import { chatMethodNotAllowed } from "~/server/chat/chat-http.server";
import { chatUploadsAnswer } from "~/server/chat/media/media-routes.server";

/** POST /api/chat/uploads — documents for the visitor's next message (multipart, field `files`). */
export function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return chatMethodNotAllowed("POST");
  return chatUploadsAnswer(request, context);
}

export const loader = () => chatMethodNotAllowed("POST");
