import type { Route } from "../../routes/api/+types/chat-capabilities";
import { chatJson } from "../chat/chat-http.server";
import { getChatMedia } from "../chat/chat-registry.server";
import { chatCapabilities } from "../chat/media/chat-voice.server";
import { getAppServices } from "../services.server";

/**
 * GET /api/chat/capabilities — what this server offers, so the panel hides what it cannot do.
 * The same for every visitor until the configuration changes (a restart).
 */
export function chatCapabilitiesLoader(_args: Route.LoaderArgs): Response {
  const capabilities = chatCapabilities(
    getChatMedia(),
    getAppServices().env.chat.provider !== null,
  );
  return chatJson(200, capabilities, {
    "Cache-Control": "public, max-age=300",
  });
}
