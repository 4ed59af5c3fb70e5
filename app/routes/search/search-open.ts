import type { Route } from "./+types/search-open";
import { searchOpenLoader } from "~/server/search/search-open.handler.server";

export const loader = (args: Route.LoaderArgs) => searchOpenLoader(args);
