import { data, redirect } from "react-router";
import { stepOfFirstError } from "~/domain/forms/lead-forms";
import type { Route } from "../../routes/forms/+types/get-started";
import { moveGetStartedStep } from "../leads/get-started-steps.server";
import { leadFormDefinitions } from "../leads/lead-form-definitions.server";
import { handleLeadPost, leadFormContext } from "../leads/lead-post.server";
import { toActionData } from "../leads/lead-responses.server";
import { getAppServices } from "../services.server";
import { localeFromPath } from "~/i18n/locale";

/** /get-started: the three-step form, with its signed token, and where to book the consultation. */
export function getStartedLoader({ request }: Route.LoaderArgs) {
  return {
    form: leadFormContext(request, "get_started"),
    schedulingUrl: getAppServices().env.schedulingUrl ?? null,
  };
}

/**
 * Without JavaScript the form posts each step: ?intent=next / previous moves between steps
 * (get-started-steps.server.ts), any other post is the lead itself.
 */
export async function getStartedAction({ request, context }: Route.ActionArgs) {
  const intent = new URL(request.url).searchParams.get("intent");
  if (intent === "next" || intent === "previous")
    return moveGetStartedStep(
      { request, context },
      intent,
      localeFromPath(new URL(request.url).pathname),
    );
  const outcome = await handleLeadPost(leadFormDefinitions.get_started, {
    request,
    context,
  });
  // Booked on our own picker (no SCHEDULING_URL): the thank-you step is /book for this request,
  // reached by 303 so a reload cannot post the request twice (docs/booking.md).
  const bookingPath =
    outcome.response.ok && outcome.response.details.bookingPath;
  if (bookingPath) return redirect(bookingPath, 303);
  const actionData = toActionData(outcome);
  // A refused final post shows the step that needs attention.
  const step = actionData.details
    ? undefined
    : stepOfFirstError(actionData.fieldErrors);
  return data(
    { ...actionData, step },
    { status: outcome.status, headers: outcome.headers },
  );
}
