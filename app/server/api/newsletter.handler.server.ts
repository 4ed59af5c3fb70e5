import type { Route } from "../../routes/api/+types/newsletter";
import { noStoreJson } from "../http/no-store-json.server";
import { getAppServices } from "../services.server";
import {
  handleSignupPost,
  newsletterFormToken,
} from "../newsletter/newsletter-signup-post.server";

/**
 * GET /api/newsletter — a fresh signed form token for the box on /blog and in the footer
 * (app/enhance/newsletter-box.ts): those pages are served from memory, so the token cannot be in
 * them. `no-store`: each visitor's token is their own. The minimum fill time comes with it: the
 * box waits that long after fetching before it sends, so a quick visitor is not taken for a bot.
 */
export function newsletterLoader(_args: Route.LoaderArgs) {
  return noStoreJson(200, {
    formToken: newsletterFormToken(),
    minFillMs: getAppServices().env.formMinFillMs,
  });
}

/** POST /api/newsletter — the enhanced box's sign-up; the same pipeline and words as /newsletter. */
export async function newsletterAction(args: Route.ActionArgs) {
  const outcome = await handleSignupPost(args);
  return noStoreJson(outcome.status, outcome.response, outcome.headers);
}
