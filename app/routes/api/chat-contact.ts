import {
  chatContactAction,
  chatContactLoader,
} from "~/server/api/chat-contact.handler.server";
import type { Route } from "./+types/chat-contact";

/** POST /api/chat/contact — the visitor's details for a lead, or a hand-off to a person. */
export const action = (args: Route.ActionArgs) => chatContactAction(args);
export const loader = (args: Route.LoaderArgs) => chatContactLoader(args);
