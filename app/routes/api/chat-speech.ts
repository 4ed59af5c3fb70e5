import type { Route } from "./+types/chat-speech";
import { chatMethodNotAllowed } from "~/server/chat/chat-http.server";
import { chatSpeechAnswer } from "~/server/chat/media/media-routes.server";

/** POST /api/chat/speech — a reply read aloud on the server (provider voice or espeak-ng). */
export function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return chatMethodNotAllowed("POST");
  return chatSpeechAnswer(request, context);
}

export const loader = () => chatMethodNotAllowed("POST");
