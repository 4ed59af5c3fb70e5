import { chatCapabilitiesLoader } from "~/server/api/chat-capabilities.handler.server";
import type { Route } from "./+types/chat-capabilities";

/** GET /api/chat/capabilities — what this server offers, so the panel hides what it cannot do. */
export const loader = (args: Route.LoaderArgs) => chatCapabilitiesLoader(args);
