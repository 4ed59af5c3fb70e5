import { chatCapabilitiesAnswer } from "~/server/chat/media/media-routes.server";

/** GET /api/chat/capabilities — what this server offers, so the panel hides what it cannot do. */
export function loader() {
  return chatCapabilitiesAnswer();
}
