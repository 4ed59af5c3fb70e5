import type { Route } from "./+types/newsletter-unsubscribe";
import {
  newsletterUnsubscribeAction,
  newsletterUnsubscribeLoader,
} from "~/server/newsletter/newsletter-unsubscribe.handler.server";

// RFC 8058 one-click unsubscribe (POST); a GET leads to the preferences page.
export const loader = (args: Route.LoaderArgs) =>
  newsletterUnsubscribeLoader(args);
export const action = (args: Route.ActionArgs) =>
  newsletterUnsubscribeAction(args);
