import { data, redirect } from "react-router";
import { message } from "~/i18n/message";
import { consoleHomeOf } from "~/domain/console-sections";
import { isStaffRole } from "~/domain/enums";
import { setFlashToast, takeFlashToast } from "../http/flash-toast.server";
import { accountFormOf } from "./account-form.server";
import { getSignedIn } from "./current-user.server";
import { signInFromForm } from "./password-sign-in-form.server";
import { signInToasts } from "./sign-in.server";
import type { Route } from "../../routes/auth/+types/staff-sign-in";

/** /admin/auth: signed-in staff go on to their console home; any other account to /auth. */
export async function staffSignInLoader({ request }: Route.LoaderArgs) {
  const signedIn = await getSignedIn(request);
  const role = signedIn?.profile?.role;
  if (isStaffRole(role)) throw redirect(consoleHomeOf(role));
  if (signedIn) throw redirect("/auth");
  const { toast, headers } = await takeFlashToast(request);
  return data({ toast }, { headers });
}

/** POST /admin/auth: the same sign-in as /auth's, throttled the same way once the e-mail is read. */
export async function staffSignInAction({
  request,
  context,
}: Route.ActionArgs) {
  const outcome = await signInFromForm(
    request,
    context,
    accountFormOf(context),
    {
      extra: {},
      title: message("account.toast.authenticationFailed"),
    },
  );
  if (outcome.kind === "answer") return outcome.answer;
  if (outcome.kind === "second-factor")
    throw redirect("/auth/two-factor?area=staff", { headers: outcome.headers });
  if (!isStaffRole(outcome.role))
    throw redirect("/auth", { headers: outcome.headers });
  await setFlashToast(outcome.headers, signInToasts.staff);
  throw redirect(consoleHomeOf(outcome.role), { headers: outcome.headers });
}
