import type { Route } from "./+types/chat-contact";
import { chatContactResponse } from "~/server/chat/conversation/chat-contact.server";
import { chatMethodNotAllowed } from "~/server/chat/conversation/chat-request.server";

/** POST /api/chat/contact — the visitor's details for a lead, or a hand-off to a person. */
export function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return chatMethodNotAllowed("POST");
  return chatContactResponse(request, context);
}

export function loader() {
  return chatMethodNotAllowed("POST");
}
