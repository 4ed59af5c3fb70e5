import { getChatMedia } from "~/server/chat/chat-registry.server";
import { chatCapabilities } from "~/server/chat/media/chat-voice.server";
import { chatJson } from "~/server/chat/media/media-http.server";
import { getAppServices } from "~/server/services.server";

/** GET /api/chat/capabilities — what this server offers, so the panel hides what it cannot do. */
export function loader() {
  const capabilities = chatCapabilities(getChatMedia(), getAppServices().env.chat.provider !== null);
  // The same for every visitor until the configuration changes (a restart).
  return chatJson(200, capabilities, { "Cache-Control": "public, max-age=300" });
}
