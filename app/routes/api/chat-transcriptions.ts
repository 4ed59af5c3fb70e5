import {
  chatTranscriptionsAction,
  chatTranscriptionsLoader,
} from "~/server/api/chat-transcriptions.handler.server";
import type { Route } from "./+types/chat-transcriptions";

/** POST /api/chat/transcriptions — a voice recording (raw audio/* body) to text, via the provider. */
export const action = (args: Route.ActionArgs) =>
  chatTranscriptionsAction(args);
export const loader = (args: Route.LoaderArgs) =>
  chatTranscriptionsLoader(args);
