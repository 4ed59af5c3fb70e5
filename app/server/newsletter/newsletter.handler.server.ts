import { data } from "react-router";
import type { Route } from "../../routes/newsletter/+types/newsletter";
import { formTokenFor } from "../leads/lead-post.server";
import { handleSignupPost } from "./newsletter-signup-post.server";

/**
 * /newsletter: the sign-up form with its signed token. The box on /blog and in the footer (pages
 * served from memory, without a token) posts here too: such a post is answered with this form,
 * the address filled in and a fresh token (newsletter-signup-post.server.ts).
 */
export function newsletterLoader({ request }: Route.LoaderArgs) {
  return {
    formToken: formTokenFor("newsletter"),
    pagePath: new URL(request.url).pathname,
  };
}

export async function newsletterAction(args: Route.ActionArgs) {
  const outcome = await handleSignupPost(args);
  return data(
    { response: outcome.response, email: outcome.email, page: outcome.page },
    { status: outcome.status, headers: outcome.headers },
  );
}
