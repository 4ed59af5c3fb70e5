import { data, redirect } from "react-router";
import { recoveryMessages } from "~/domain/auth/recovery-messages";
import { secondFactorSchema } from "~/domain/auth/auth-forms";
import { consoleHomeOf } from "~/domain/console-sections";
import { isStaffRole } from "~/domain/enums";
import {
  redirectWithToast,
  setFlashToast,
  takeFlashToast,
} from "../http/flash-toast.server";
import { getAppServices } from "../services.server";
import {
  accountFormOf,
  authErrorCode,
  formFailure,
  parseForm,
} from "./account-form.server";
import { authHeaders, forwardCookies } from "./auth-request.server";
import {
  authCookiePrefix,
  getAuth,
  SECOND_FACTOR_LOCK_SECONDS,
} from "./auth.server";
import { backupCodeAsStored } from "./backup-codes.server";
import { profileOf, signInToasts } from "./sign-in.server";
import { throttleAccountAction } from "./sign-in-throttling.server";
import type { Route } from "../../routes/auth/+types/two-factor";

/** The challenge cookie better-auth sets after the password of an account with TOTP. */
function challengeCookieName(): string {
  return `${authCookiePrefix(getAppServices().env)}.two_factor`;
}

function hasChallenge(request: Request): boolean {
  const cookie = request.headers.get("cookie") ?? "";
  return cookie
    .split(/;\s*/)
    .some((pair) => pair.startsWith(`${challengeCookieName()}=`));
}

function areaOf(request: Request): "client" | "staff" {
  return new URL(request.url).searchParams.get("area") === "staff"
    ? "staff"
    : "client";
}

async function restart(area: "client" | "staff"): Promise<never> {
  throw await redirectWithToast(area === "staff" ? "/admin/auth" : "/auth", {
    kind: "error",
    title: recoveryMessages.signInAgainTitle,
    description: recoveryMessages.secondStepExpired,
  });
}

/** /auth/two-factor: the second step of a sign-in for accounts with an authenticator app. */
export async function twoFactorLoader({ request }: Route.LoaderArgs) {
  if (!hasChallenge(request)) return restart(areaOf(request));
  const area = areaOf(request);
  const { toast, headers } = await takeFlashToast(request);
  return data({ area, toast }, { headers });
}

export async function twoFactorAction({ request, context }: Route.ActionArgs) {
  if (!hasChallenge(request)) return restart(areaOf(request));
  const area = areaOf(request);
  const parsed = parseForm(secondFactorSchema, accountFormOf(context), [
    "code",
  ]);
  if (!parsed.ok) return formFailure({}, { fieldErrors: parsed.fieldErrors });
  const throttled = await throttleAccountAction("second_factor", context);
  if (throttled)
    return formFailure(
      {},
      { toast: throttled.toast, status: 429, headers: throttled.headers },
    );

  const { code } = parsed.value;
  const headers = new Headers();
  let userId: string | undefined;
  try {
    const api = getAuth().api;
    const options = {
      headers: authHeaders(request, context),
      returnHeaders: true as const,
    };
    const result = /^\d{6}$/.test(code)
      ? await api.verifyTOTP({ ...options, body: { code } })
      : await api.verifyBackupCode({
          ...options,
          body: { code: backupCodeAsStored(code) },
        });
    forwardCookies(result.headers, headers);
    userId = (result.response as { user?: { id: string } }).user?.id;
  } catch (error) {
    const errorCode = authErrorCode(error);
    if (errorCode === null) throw error;
    if (errorCode === "INVALID_TWO_FACTOR_COOKIE") return restart(area);
    const locked =
      errorCode === "ACCOUNT_TEMPORARILY_LOCKED" ||
      errorCode === "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE";
    return formFailure(
      {},
      {
        fieldErrors: {
          code: locked
            ? recoveryMessages.tooManyCodes
            : recoveryMessages.codeOrBackupDidNotWork,
        },
        status: locked ? 429 : 400,
        // The plugin does not say when the lock ends: its length is the longest wait.
        headers: locked
          ? { "Retry-After": String(SECOND_FACTOR_LOCK_SECONDS) }
          : undefined,
      },
    );
  }
  const profile = userId ? await profileOf(userId) : null;
  if (isStaffRole(profile?.role)) {
    await setFlashToast(headers, signInToasts.staff);
    throw redirect(consoleHomeOf(profile.role), { headers });
  }
  if (area === "staff") throw redirect("/auth", { headers });
  await setFlashToast(
    headers,
    profile?.clientId ? signInToasts.client : signInToasts.accessRequired,
  );
  throw redirect(profile?.clientId ? "/dashboard" : "/auth", { headers });
}
