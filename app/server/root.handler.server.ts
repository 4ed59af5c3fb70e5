import type { Route } from "../+types/root";
import { localeFromPath } from "~/i18n/locale";
import { publicOrigin } from "./public-origin.server";

/**
 * The public origin, for absolute URLs in every page's meta (see app/content/seo.ts), and the
 * page's language as its URL says (/fr is French). The signed-in areas' layouts return their
 * own `uiLocale` (the account's choice), which app/i18n/page-locale.ts prefers.
 */
export function rootLoader({ request }: Route.LoaderArgs) {
  return {
    origin: publicOrigin(),
    uiLocale: localeFromPath(new URL(request.url).pathname),
  };
}
