import {
  chatSpeechAction,
  chatSpeechLoader,
} from "~/server/api/chat-speech.handler.server";
import type { Route } from "./+types/chat-speech";

/** POST /api/chat/speech — a reply read aloud on the server (provider voice or espeak-ng). */
export const action = (args: Route.ActionArgs) => chatSpeechAction(args);
export const loader = (args: Route.LoaderArgs) => chatSpeechLoader(args);
