import { data, redirect } from "react-router";
import type { Route } from "../../routes/console/+types/newsletter-subscriber";
import {
  accountFormOf,
  formFailure,
  textField,
} from "../auth/account-form.server";
import { setFlashToast } from "../http/flash-toast.server";
import { isUuid, notFound } from "../http/not-found-response.server";
import { CONSOLE_HEADERS } from "./console-frame.server";
import { requireContentStaff } from "./console-guard.server";
import {
  unsafeGetSubscriber,
  unsafeStaffUnsubscribe,
} from "./unsafe-newsletter-subscriber.server";

export const NEWSLETTER_PATH = "/lead_admin/newsletter";

/**
 * /lead_admin/newsletter/:subscriberId: one subscriber, their consent record and deliveries.
 * `?unsubscribe=confirm` shows the confirmation of a manual unsubscribe (a link, so the step
 * works without JavaScript). An id that is not a subscriber's answers 404.
 */
export async function newsletterSubscriberLoader({
  request,
  context,
  params,
}: Route.LoaderArgs) {
  const { scope } = await requireContentStaff(request, context);
  if (!isUuid(params.subscriberId)) throw notFound();
  const subscriber = await unsafeGetSubscriber(scope, params.subscriberId);
  if (!subscriber) throw notFound();
  const confirming =
    new URL(request.url).searchParams.get("unsubscribe") === "confirm" &&
    subscriber.status !== "unsubscribed";
  return data({ subscriber, confirming }, { headers: CONSOLE_HEADERS });
}

/**
 * The page's one post: `intent=unsubscribe` with `confirmed=yes` (the confirmation's button).
 * Unsubscribing someone already unsubscribed changes nothing and says so.
 */
export async function newsletterSubscriberAction({
  request,
  context,
  params,
}: Route.ActionArgs) {
  const { scope } = await requireContentStaff(request, context);
  if (!isUuid(params.subscriberId)) throw notFound();
  const form = accountFormOf(context);
  if (
    textField(form, "intent") !== "unsubscribe" ||
    textField(form, "confirmed") !== "yes"
  )
    return formFailure(
      {},
      {
        headers: CONSOLE_HEADERS,
        toast: {
          kind: "error",
          title: "Not unsubscribed",
          description:
            "The form did not confirm the unsubscribe. Use the Unsubscribe button and confirm.",
        },
      },
    );
  const page = `${NEWSLETTER_PATH}/${params.subscriberId}`;
  const outcome = await unsafeStaffUnsubscribe(
    scope,
    params.subscriberId,
    page,
  );
  if (outcome.kind === "not-found") throw notFound();
  const headers = new Headers(CONSOLE_HEADERS);
  await setFlashToast(
    headers,
    outcome.kind === "unsubscribed"
      ? {
          kind: "success",
          title: "Unsubscribed",
          description: `${outcome.email} will receive no more newsletters; messages not yet sent to them are skipped.`,
        }
      : {
          kind: "info",
          title: "Already unsubscribed",
          description: `${outcome.email} had already left the newsletter: nothing changed.`,
        },
  );
  return redirect(page, { headers });
}
