import type { Route } from "../../routes/marketing/+types/contact";
import { leadFormContext } from "../leads/lead-post.server";
import { leadPageAction } from "../leads/lead-responses.server";

/** /contact: the form, with its signed token (fill time and idempotency). */
export function contactLoader({ request }: Route.LoaderArgs) {
  return { form: leadFormContext(request, "contact") };
}

/** The form posted without JavaScript: the page again, with the errors or the confirmation. */
export function contactAction(args: Route.ActionArgs) {
  return leadPageAction("contact", args);
}
