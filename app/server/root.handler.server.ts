import type { Route } from "../+types/root";
import { publicOrigin } from "./public-origin.server";

/** The public origin, for absolute URLs in every page's meta (see app/content/seo.ts). */
export function rootLoader(_args: Route.LoaderArgs) {
  return { origin: publicOrigin() };
}
