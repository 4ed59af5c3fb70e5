import {
  chatUploadsAction,
  chatUploadsLoader,
} from "~/server/api/chat-uploads.handler.server";
import type { Route } from "./+types/chat-uploads";

/** POST /api/chat/uploads — documents for the visitor's next message (multipart, field `files`). */
export const action = (args: Route.ActionArgs) => chatUploadsAction(args);
export const loader = (args: Route.LoaderArgs) => chatUploadsLoader(args);
