import { redirect, type RouterContextProvider } from "react-router";
import { isOneClickUnsubscribe } from "~/domain/newsletter/newsletter-preferences";
import { newsletterPreferencesCopy } from "~/content/newsletter-preferences";
import { localeFromPath, localizedPath } from "~/i18n/locale";
import type { Route } from "../../routes/newsletter/+types/newsletter-unsubscribe";
import { requestInfoContext } from "../http/request-context.server";
import { getAppServices } from "../services.server";
import { NEWSLETTER_PATHS } from "./newsletter-links.server";
import { subscriberOfPreferencesToken } from "./newsletter-preferences.server";
import { unsubscribeSubscriber } from "./newsletter-subscribers.server";

/**
 * /newsletter/unsubscribe?token=… (and /fr/…), the URL of the e-mails' `List-Unsubscribe`
 * header: the RFC 8058 one-click POST, sent by the mail provider with no cookie and no Origin
 * (the edge lets it through for its token: newsletter-edge.server.ts). A GET never
 * unsubscribes — link scanners and previews follow links — it leads to the preferences page,
 * where the button is.
 */
export function newsletterUnsubscribeLoader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const token = url.searchParams.get("token");
  const target = localizedPath(NEWSLETTER_PATHS.preferences, locale);
  return redirect(
    token === null ? target : `${target}?${new URLSearchParams({ token })}`,
    { status: 303, headers: { "Cache-Control": "no-store" } },
  );
}

function text(body: string, status: number): Response {
  return new Response(`${body}\n`, {
    status,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
    },
  });
}

function postedForm(context: Readonly<RouterContextProvider>): FormData {
  const body = context.get(requestInfoContext).body;
  return body?.kind === "form" ? body.formData : new FormData();
}

export async function newsletterUnsubscribeAction({
  request,
  context,
}: Route.ActionArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const copy = newsletterPreferencesCopy[locale];
  const { env, database } = getAppServices();
  const subscriberId = await subscriberOfPreferencesToken(
    database.db,
    env.authSecret,
    url.searchParams.get("token"),
  );
  if (!subscriberId)
    return text(`${copy.invalidTitle}. ${copy.invalidBody}`, 400);
  if (!isOneClickUnsubscribe(postedForm(context)))
    return text(copy.oneClickNotOneClick, 400);
  const outcome = await unsubscribeSubscriber(database.db, {
    subscriberId,
    source: "one_click",
    page: localizedPath(NEWSLETTER_PATHS.unsubscribe, locale),
    locale,
  });
  if (outcome.email === null) return text(`${copy.goneTitle}.`, 404);
  return text(outcome.changed ? copy.oneClickDone : copy.oneClickAlready, 200);
}
