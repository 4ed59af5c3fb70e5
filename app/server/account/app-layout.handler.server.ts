import type { Route } from "../../routes/account/+types/app-layout";
import { getSignedIn } from "../auth/current-user.server";
import { chooseUiLocale, isEnglishOnlyPath } from "~/domain/account/ui-locale";

/**
 * The language of every account page (app/i18n/page-locale.ts reads `uiLocale` from here, on
 * the server and, from the hydration data, in the browser). The session is the one the page's
 * own loader reads (getSignedIn reads it once per GET); the English-only areas read nothing.
 */
export async function appLayoutLoader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const signedIn = isEnglishOnlyPath(pathname)
    ? null
    : await getSignedIn(request);
  return {
    uiLocale: chooseUiLocale({
      pathname,
      preference: signedIn?.profile?.preferredLocale,
      acceptLanguage: request.headers.get("accept-language"),
    }),
  };
}
