import { data, redirect, type RouterContextProvider } from "react-router";
import { signInSchema } from "~/domain/auth/auth-forms";
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

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** /admin/auth: a signed-in admin goes on to the console; any other account to /auth. */
export async function staffSignInLoader({ request }: Args) {
  const signedIn = await getSignedIn(request);
  if (signedIn?.profile?.role === "admin") throw redirect("/lead_admin");
  if (signedIn) throw redirect("/auth");
  const { toast, headers } = await takeFlashToast(request);
  return data({ toast }, { headers });
}

export async function staffSignInAction({ request, context }: Args) {
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
          title: "Authentication failed",
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
  if (outcome.role !== "admin")
    throw redirect("/auth", { headers: outcome.headers });
  await setFlashToast(outcome.headers, signInToasts.staff);
  throw redirect("/lead_admin", { headers: outcome.headers });
}
