import { data } from "react-router";
import type { NewsletterConfirmView } from "~/domain/newsletter/newsletter-signup";
import { localeFromPath, type Locale } from "~/i18n/locale";
import type { Route } from "../../routes/newsletter/+types/newsletter-confirm";
import { requestInfoContext } from "../http/request-context.server";
import { getAppServices, getDb } from "../services.server";
import {
  confirmationState,
  confirmSubscription,
  type ConfirmationState,
} from "./newsletter-confirm.server";
import { preferencesUrl } from "./newsletter-links.server";

type ConfirmView = NewsletterConfirmView;

/**
 * The token is in the URL: kept by no cache, indexed by no engine; it is sent to no other site
 * either (`Referrer-Policy: same-origin`, `newsletterTokenPageHeaders`, app/server/newsletter/newsletter-edge.server.ts).
 */
export const CONFIRM_PAGE_HEADERS = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
} as const;

const STATUS: Record<ConfirmView["state"], number> = {
  pending: 200,
  confirmed: 200,
  expired: 410,
  invalid: 400,
};

function view(
  state: ConfirmationState,
  token: string,
  justNow: boolean,
  pageLocale: Locale,
): ConfirmView {
  if (state.state === "pending") return { state: "pending", token };
  if (state.state !== "confirmed") return { state: state.state };
  // The permanent preferences link is shown once, to the POST that confirmed: a used
  // confirmation link, opened again within its 48 hours, shows none (docs/newsletter.md).
  if (!justNow) return { state: "confirmed", justNow: false };
  const { env } = getAppServices();
  return {
    state: "confirmed",
    justNow: true,
    preferencesUrl: preferencesUrl({
      origin: env.publicUrl,
      secret: env.authSecret,
      locale: pageLocale,
      subscriberId: state.subscriberId,
      version: state.version,
    }),
  };
}

function answer(page: ConfirmView) {
  return data(page, {
    status: STATUS[page.state],
    headers: CONFIRM_PAGE_HEADERS,
  });
}

/** GET /newsletter/confirm?token=…: shows the button; a GET never confirms (link scanners follow GETs). */
export async function newsletterConfirmLoader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token") ?? "";
  const { env } = getAppServices();
  const state = await confirmationState(getDb(), env.authSecret, token);
  return answer(view(state, token, false, localeFromPath(url.pathname)));
}

/** POST: the button (the token in a hidden field) confirms; a second POST changes nothing. */
export async function newsletterConfirmAction({
  request,
  context,
}: Route.ActionArgs) {
  const url = new URL(request.url);
  const body = context.get(requestInfoContext).body;
  const posted = body?.kind === "form" ? body.formData.get("token") : null;
  const token = typeof posted === "string" ? posted.slice(0, 300) : "";
  const { env } = getAppServices();
  const state = await confirmSubscription(getDb(), env.authSecret, token, {
    page: url.pathname,
  });
  return answer(
    view(state, token, state.changed === true, localeFromPath(url.pathname)),
  );
}
