import { data, redirect, type RouterContextProvider } from "react-router";
import { message, type MessageId } from "~/i18n/message";
import {
  authMessages,
  invitedSignUpSchema,
  roleLabel,
  signUpSchema,
} from "~/domain/auth/auth-forms";
import type { InvitationView } from "~/domain/auth-views";
import { isStaffRole } from "~/domain/enums";
import { setFlashToast, takeFlashToast } from "../http/flash-toast.server";
import { getAppServices } from "../services.server";
import {
  accountFormOf,
  authErrorCode,
  formFailure,
  formSuccess,
  holdUntil,
  parseForm,
  textField,
} from "./account-form.server";
import { authHeaders } from "./auth-request.server";
import { getAuth } from "./auth.server";
import {
  accessRequiredReason,
  getSignedIn,
  homeOf,
  signedInView,
} from "./current-user.server";
import { acceptInvitation } from "./accept-invitation.server";
import { findInvitation } from "./invitations.server";
import { uiLocaleOf } from "../account/ui-locale.server";
import { checkNewPassword } from "./password-strength.server";
import { withSignUpPageLocale } from "./sign-up-page-locale.server";
import { signInFromForm } from "./password-sign-in-form.server";
import { signInToasts } from "./sign-in.server";
import { throttleAccountAction } from "./sign-in-throttling.server";
import type { Route } from "../../routes/auth/+types/auth";

type Context = Readonly<RouterContextProvider>;

/** Sign-up answers take at least this long, whether or not the address already has an account. */
const SIGN_UP_FLOOR_MS = 400;

/** /auth: signed-in visitors go where they belong; others get the tabs. */
export async function authLoader({ request }: Route.LoaderArgs) {
  const signedIn = await getSignedIn(request);
  const home = signedIn ? homeOf(signedIn) : null;
  // Staff go through /admin/auth, which sends them on to the console.
  if (isStaffRole(signedIn?.profile?.role)) throw redirect("/admin/auth");
  if (home) throw redirect(home);

  const url = new URL(request.url);
  const { toast, headers } = await takeFlashToast(request);
  const token = url.searchParams.get("invitation");
  let invitation: InvitationView | null = null;
  let invitationInvalid = false;
  if (token !== null) {
    const found = await findInvitation(getAppServices().database.db, token);
    if (found.status === "valid") {
      const { email, role, company } = found.invitation;
      invitation = { token, email, role, roleLabel: roleLabel(role), company };
    } else invitationInvalid = true;
  }
  const email =
    invitation?.email ?? cleanEmailParam(url.searchParams.get("email"));
  return data(
    {
      email,
      invitation,
      invitationInvalid,
      defaultTab: invitation ? ("signup" as const) : ("signin" as const),
      accessRequired: signedIn ? signedInView(signedIn) : null,
      // The panel says why, in the same words as the toast that sent them here (docs/access-audit.md § 13).
      accessRequiredReason: signedIn ? accessRequiredReason(signedIn) : null,
      toast,
    },
    { headers },
  );
}

function cleanEmailParam(value: string | null): string | null {
  if (!value) return null;
  const trimmed = value.trim().slice(0, 254);
  return /^[^\s@]+@[^\s@]+$/.test(trimmed) ? trimmed : null;
}

/**
 * POST /auth: sign in or sign up. Nothing is checked before the form is read: the edge has
 * counted the post per address (`AUTH_RATE_LIMIT`), and sign-in's and sign-up's own limits are
 * per account, so they come once the e-mail is known (docs/accounts.md).
 */
export async function authAction({ request, context }: Route.ActionArgs) {
  const form = accountFormOf(context);
  return textField(form, "intent") === "signup"
    ? signUp(request, context, form)
    : signIn(request, context, form);
}

async function signIn(request: Request, context: Context, form: FormData) {
  const outcome = await signInFromForm(request, context, form, {
    extra: { form: "signin" as const },
    title: message("account.toast.signInFailed"),
  });
  if (outcome.kind === "answer") return outcome.answer;
  if (outcome.kind === "second-factor")
    throw redirect("/auth/two-factor", { headers: outcome.headers });
  if (isStaffRole(outcome.role)) {
    await setFlashToast(outcome.headers, signInToasts.staff);
    throw redirect("/admin/auth", { headers: outcome.headers });
  }
  if (outcome.clientId) {
    await setFlashToast(outcome.headers, signInToasts.client);
    throw redirect("/dashboard", { headers: outcome.headers });
  }
  // Signed in, but no client yet: /auth shows who is signed in and what happens next.
  await setFlashToast(outcome.headers, signInToasts.accessRequired);
  throw redirect("/auth", { headers: outcome.headers });
}

async function signUp(request: Request, context: Context, form: FormData) {
  const extra = { form: "signup" as const };
  const values = {
    fullName: textField(form, "fullName"),
    email: textField(form, "email"),
  };
  const failed = (description: MessageId, status = 400) =>
    formFailure(extra, {
      toast: {
        kind: "error",
        title: message("account.toast.signUpFailed"),
        description,
      },
      values,
      status,
    });
  // Both ways in refuse a password the strength check refuses, on the password field.
  const weakPassword = async (
    password: string,
    person: { email: string; fullName: string },
  ) => {
    const strength = await checkNewPassword(password, person);
    return strength.ok
      ? null
      : formFailure(extra, {
          fieldErrors: { password: strength.message },
          values,
        });
  };

  if (form.has("invitation")) {
    const parsed = parseForm(invitedSignUpSchema, form, [
      "fullName",
      "password",
      "invitation",
    ]);
    if (!parsed.ok)
      return formFailure(extra, { fieldErrors: parsed.fieldErrors, values });
    const { db } = getAppServices().database;
    const found = await findInvitation(db, parsed.value.invitation);
    if (found.status !== "valid") return failed(authMessages.invalidInvitation);
    const weak = await weakPassword(parsed.value.password, {
      email: found.invitation.email,
      fullName: parsed.value.fullName,
    });
    if (weak) return weak;
    const accepted = await acceptInvitation(db, {
      token: parsed.value.invitation,
      fullName: parsed.value.fullName,
      password: parsed.value.password,
    });
    if (!accepted.ok) {
      return failed(
        accepted.reason === "account-exists"
          ? authMessages.accountExists
          : authMessages.invalidInvitation,
      );
    }
    return formSuccess(
      extra,
      {
        kind: "success",
        title: message("account.toast.accountCreated"),
        // The Access Required words are for a client's person; a colleague has no organization here.
        description: isStaffRole(accepted.role)
          ? message("account.toast.staffAccountCreated")
          : message("account.toast.accountCreatedForClient"),
      },
      undefined,
      { email: accepted.email },
    );
  }

  const parsed = parseForm(signUpSchema, form, [
    "fullName",
    "email",
    "password",
  ]);
  if (!parsed.ok)
    return formFailure(extra, { fieldErrors: parsed.fieldErrors, values });
  const weak = await weakPassword(parsed.value.password, {
    email: parsed.value.email,
    fullName: parsed.value.fullName,
  });
  if (weak) return weak;
  const throttled = await throttleAccountAction(
    "sign_up",
    context,
    parsed.value.email,
  );
  if (throttled)
    return formFailure(extra, {
      toast: throttled.toast,
      values,
      status: 429,
      headers: throttled.headers,
    });
  const startedAt = Date.now();
  try {
    // The same answer whether or not the address has an account (better-auth e-mails its owner instead).
    await withSignUpPageLocale(await uiLocaleOf(request), () =>
      getAuth().api.signUpEmail({
        body: {
          name: parsed.value.fullName,
          email: parsed.value.email,
          password: parsed.value.password,
        },
        headers: authHeaders(request, context),
      }),
    );
  } catch (error) {
    if (authErrorCode(error) === null) throw error;
    await holdUntil(startedAt, SIGN_UP_FLOOR_MS);
    return failed(authMessages.signUpRefused);
  }
  await holdUntil(startedAt, SIGN_UP_FLOOR_MS);
  return formSuccess(extra, {
    kind: "success",
    title: message("account.toast.accountCreated"),
    description: message("account.toast.checkEmailToVerify"),
  });
}
