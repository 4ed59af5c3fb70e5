import { redirect, type RouterContextProvider } from "react-router";
import { setFlashToast } from "../http/flash-toast.server";
import { authHeaders, forwardCookies } from "./auth-request.server";
import { getAuth } from "./auth.server";
import { getSignedIn } from "./current-user.server";

/** POST /sign-out: ends the session on the server (not only the cookie) and says so. */
export async function signOutAction({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
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
    title: "Signed out",
    description: "You have signed out. See you soon.",
  });
  throw redirect(
    signedIn?.profile?.role === "admin" ? "/admin/auth" : "/auth",
    { headers },
  );
}

/** GET /sign-out changes nothing: it sends the visitor to the sign-in page. */
export function signOutLoader() {
  throw redirect("/auth");
}
