import type { Route } from "./+types/chat-ocr";
import { chatMethodNotAllowed } from "~/server/chat/chat-http.server";
import { chatOcrAnswer } from "~/server/chat/media/media-routes.server";

/** POST /api/chat/ocr — one image's text, added to the conversation as two lines. */
export function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return chatMethodNotAllowed("POST");
  return chatOcrAnswer(request, context);
}

export const loader = () => chatMethodNotAllowed("POST");
