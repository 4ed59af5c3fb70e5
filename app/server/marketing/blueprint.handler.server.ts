import type { Route } from "../../routes/marketing/+types/blueprint";
import { leadFormContext } from "../leads/lead-post.server";
import { leadPageAction } from "../leads/lead-responses.server";

/** /blueprint: the form, with its signed token (fill time and idempotency). */
export function blueprintLoader({ request }: Route.LoaderArgs) {
  return { form: leadFormContext(request, "blueprint") };
}

/** The form posted without JavaScript: the page again, with the errors or the confirmation. */
export function blueprintAction(args: Route.ActionArgs) {
  return leadPageAction("blueprint", args);
}
