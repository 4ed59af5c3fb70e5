import { data, type RouterContextProvider } from "react-router";
import {
  parseNewsletterPreferences,
  type NewsletterPreferencesResult,
  type NewsletterPreferencesView,
} from "~/domain/newsletter/newsletter-preferences";
import { localeFromPath, localizedPath } from "~/i18n/locale";
import type { Route } from "../../routes/newsletter/+types/newsletter-preferences";
import { requestInfoContext } from "../http/request-context.server";
import { getAppServices } from "../services.server";
import { NEWSLETTER_PATHS } from "./newsletter-links.server";
import {
  listNewsletterTopics,
  loadSubscriberPreferences,
  saveSubscriberPreferences,
  subscriberOfPreferencesToken,
} from "./newsletter-preferences.server";
import { unsubscribeSubscriber } from "./newsletter-subscribers.server";

/**
 * /newsletter/preferences?token=… (and /fr/…): one subscriber's page, opened by the signed
 * preferences token of their e-mails (newsletter-tokens.server.ts). A token that does not check
 * out, or of an earlier version (revoked), is refused (400) before anything else is read or
 * written; a valid one whose subscriber was
 * deleted answers 404. The headers (noindex, no referrer) are the edge's:
 * newsletter-edge.server.ts; a document is never stored (app/entry.server.tsx).
 */

/** The page's language and path, and the subscriber its token names (null: not a valid token). */
async function tokenOf(request: Request) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const { env, database } = getAppServices();
  const subscriberId = await subscriberOfPreferencesToken(
    database.db,
    env.authSecret,
    url.searchParams.get("token"),
  );
  return {
    locale,
    page: localizedPath(NEWSLETTER_PATHS.preferences, locale),
    subscriberId,
    token: subscriberId ? (url.searchParams.get("token") ?? "") : null,
  };
}

export async function newsletterPreferencesLoader({
  request,
}: Route.LoaderArgs) {
  const { locale, page, subscriberId, token } = await tokenOf(request);
  if (!subscriberId || !token)
    return data<NewsletterPreferencesView>({ state: "invalid" }, 400);
  const { db } = getAppServices().database;
  const subscriber = await loadSubscriberPreferences(db, subscriberId);
  if (!subscriber)
    return data<NewsletterPreferencesView>({ state: "gone" }, 404);
  if (subscriber.status === "unsubscribed")
    return data<NewsletterPreferencesView>({
      state: "unsubscribed",
      email: subscriber.email,
    });
  return data<NewsletterPreferencesView>({
    state: "active",
    email: subscriber.email,
    status: subscriber.status,
    locale: subscriber.locale,
    topicIds: subscriber.topicIds,
    topics: await listNewsletterTopics(db, locale),
    formAction: `${page}?${new URLSearchParams({ token })}`,
  });
}

/** The posted form as the body layer parsed it (never `request.formData()`). */
function postedForm(context: Readonly<RouterContextProvider>): FormData {
  const body = context.get(requestInfoContext).body;
  return body?.kind === "form" ? body.formData : new FormData();
}

export async function newsletterPreferencesAction({
  request,
  context,
}: Route.ActionArgs) {
  const { locale, page, subscriberId } = await tokenOf(request);
  if (!subscriberId)
    return data<NewsletterPreferencesResult>({ result: "invalid" }, 400);
  const parsed = parseNewsletterPreferences(postedForm(context));
  if (!parsed.ok)
    return data<NewsletterPreferencesResult>(
      { result: "problem", problem: parsed.problem },
      400,
    );
  const { db } = getAppServices().database;
  if (parsed.value.intent === "unsubscribe") {
    const outcome = await unsubscribeSubscriber(db, {
      subscriberId,
      source: "preferences",
      page,
      locale,
    });
    if (outcome.email === null)
      return data<NewsletterPreferencesResult>({ result: "gone" }, 404);
    return data<NewsletterPreferencesResult>({ result: "unsubscribed" });
  }
  const saved = await saveSubscriberPreferences(db, {
    subscriberId,
    topicIds: parsed.value.topics,
    locale: parsed.value.locale,
    page,
    pageLocale: locale,
  });
  switch (saved.outcome) {
    case "saved":
      return data<NewsletterPreferencesResult>({
        result: "saved",
        changed: saved.changed,
      });
    case "gone":
      return data<NewsletterPreferencesResult>({ result: "gone" }, 404);
    // The page now shows the unsubscribed state and the way back in: nothing to save.
    case "unsubscribed":
      return data<NewsletterPreferencesResult>(
        { result: "not-subscribed" },
        409,
      );
    case "unknown-topic":
      return data<NewsletterPreferencesResult>(
        { result: "problem", problem: "unknown-topic" },
        400,
      );
  }
}
