import { redirect } from "react-router";
import { message } from "~/i18n/message";
import { isStaffRole } from "~/domain/enums";
import { authHeaders, forwardCookies } from "../auth/auth-request.server";
import { getAuth } from "../auth/auth.server";
import { getSignedIn } from "../auth/current-user.server";
import { setFlashToast } from "../http/flash-toast.server";
import type { Route } from "../../routes/account/+types/sign-out";

/**
 * POST /sign-out: ends the session on the server (not only the cookie) and says so. No
 * signed-in guard: a visitor whose session has already ended is sent to sign in the same way.
 */
export async function signOutAction({ request, context }: Route.ActionArgs) {
  const signedIn = await getSignedIn(request);
  const headers = new Headers();
  if (signedIn) {
    const result = await getAuth().api.signOut({
      headers: authHeaders(request, context),
      returnHeaders: true,
    });
    forwardCookies(result.headers, headers);
  }
  await setFlashToast(headers, {
    kind: "success",
    title: message("account.toast.signedOut"),
    description: message("account.toast.signedOutSeeYou"),
  });
  throw redirect(
    isStaffRole(signedIn?.profile?.role) ? "/admin/auth" : "/auth",
    { headers },
  );
}

/** GET /sign-out changes nothing: it sends the visitor to the sign-in page. */
export function signOutLoader(_args: Route.LoaderArgs) {
  throw redirect("/auth");
}
