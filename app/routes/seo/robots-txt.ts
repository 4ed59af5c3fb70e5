import { robotsTxtLoader } from "~/server/seo/robots-txt.handler.server";
import type { Route } from "./+types/robots-txt";

export const loader = (args: Route.LoaderArgs) => robotsTxtLoader(args);
