import type { Route } from "./+types/chat-transcriptions";
import { chatMethodNotAllowed } from "~/server/chat/chat-http.server";
import { chatTranscriptionAnswer } from "~/server/chat/media/media-routes.server";

/** POST /api/chat/transcriptions — a voice recording (raw audio/* body) to text, via the provider. */
export function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return chatMethodNotAllowed("POST");
  return chatTranscriptionAnswer(request, context);
}

export const loader = () => chatMethodNotAllowed("POST");
