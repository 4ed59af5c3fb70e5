import { data, redirect } from "react-router";
import { message } from "~/i18n/message";
import { signInSchema } from "~/domain/auth/auth-forms";
import { consoleHomeOf } from "~/domain/console-sections";
import { isStaffRole } from "~/domain/enums";
import { setFlashToast, takeFlashToast } from "../http/flash-toast.server";
import {
  accountFormOf,
  formFailure,
  parseForm,
  textField,
} from "./account-form.server";
import { getSignedIn } from "./current-user.server";
import { signInToasts, signInWithPassword } from "./sign-in.server";
import { throttledSignIn } from "./sign-in-throttling.server";
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
  const form = accountFormOf(context);
  const values = { email: textField(form, "email") };
  const parsed = parseForm(signInSchema, form, ["email", "password"]);
  if (!parsed.ok)
    return formFailure({}, { fieldErrors: parsed.fieldErrors, values });
  const outcome = await throttledSignIn(request, context, parsed.value, () =>
    signInWithPassword(request, context, parsed.value),
  );
  if (outcome.kind === "throttled" || outcome.kind === "refused") {
    return formFailure(
      {},
      {
        toast: {
          kind: "error",
          title: message("account.toast.authenticationFailed"),
          description: outcome.message,
        },
        values,
        status: outcome.kind === "throttled" ? 429 : 400,
        headers: outcome.headers,
      },
    );
  }
  if (outcome.kind === "second-factor")
    throw redirect("/auth/two-factor?area=staff", { headers: outcome.headers });
  if (!isStaffRole(outcome.role))
    throw redirect("/auth", { headers: outcome.headers });
  await setFlashToast(outcome.headers, signInToasts.staff);
  throw redirect(consoleHomeOf(outcome.role), { headers: outcome.headers });
}
