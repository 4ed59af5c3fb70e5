import { applicationTarget } from "~/content/jobs";
import { GENERAL_APPLICATION } from "~/domain/forms/lead-forms";
import type { Route } from "../../routes/marketing/+types/careers";
import { leadFormContext } from "../leads/lead-post.server";
import { leadPageAction } from "../leads/lead-responses.server";

/** /careers (?apply=<job> opens the application for that job): the two application forms. */
export function careersLoader({ request }: Route.LoaderArgs) {
  const applyId = new URL(request.url).searchParams.get("apply");
  const preselected = applyId
    ? (applicationTarget(applyId) ?? GENERAL_APPLICATION)
    : "";
  // Two forms, two tokens: each is one idempotency key, so a lead from one never hides the other's.
  return {
    form: leadFormContext(request, "job_application"),
    dialogForm: leadFormContext(request, "job_application"),
    preselected,
  };
}

/** The application posted without JavaScript: the page again, with the errors or the confirmation. */
export function careersAction(args: Route.ActionArgs) {
  return leadPageAction("job_application", args);
}
