import {
  chatOcrAction,
  chatOcrLoader,
} from "~/server/api/chat-ocr.handler.server";
import type { Route } from "./+types/chat-ocr";

/** POST /api/chat/ocr — one image's text, added to the conversation as two lines. */
export const action = (args: Route.ActionArgs) => chatOcrAction(args);
export const loader = (args: Route.LoaderArgs) => chatOcrLoader(args);
