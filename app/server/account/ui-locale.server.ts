import { chooseUiLocale } from "~/domain/account/ui-locale";
import type { Locale } from "~/i18n/locale";
import { getSignedIn } from "../auth/current-user.server";

/**
 * The language of the page a signed-in area's action answers (the same choice as the account
 * layout's loader, app-layout.handler.server.ts): what an action writes with the reader's own
 * values in it (a name, an address) is worded on the server, in that language.
 */
export async function uiLocaleOf(request: Request): Promise<Locale> {
  const signedIn = await getSignedIn(request);
  return chooseUiLocale({
    pathname: new URL(request.url).pathname,
    preference: signedIn?.profile?.preferredLocale,
    acceptLanguage: request.headers.get("accept-language"),
  });
}
