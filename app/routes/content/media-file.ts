import { mediaFileLoader } from "~/server/content/media-file.handler.server";
import type { Route } from "./+types/media-file";

export const loader = (args: Route.LoaderArgs) => mediaFileLoader(args);
