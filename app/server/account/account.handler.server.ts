import { data, redirect, type RouterContextProvider } from "react-router";
import { message } from "~/i18n/message";
import QRCode from "qrcode";
import {
  changePasswordSchema,
  secondFactorSchema,
} from "~/domain/auth/auth-forms";
import type { SessionView, TwoFactorEnrolment } from "~/domain/auth-views";
import type { Toast } from "~/domain/forms/form-result";
import { deviceLabel } from "~/domain/auth/device-label";
import { isStaffRole } from "~/domain/enums";
import { languageSchema } from "~/domain/account/language-form";
import { isLocale } from "~/i18n/locale";
import { intlFor } from "~/i18n/intl";
import { savePreferredLocale } from "./preferred-locale.server";
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
  formSuccess,
  parseForm,
  textField,
} from "../auth/account-form.server";
import {
  authHeaders,
  forwardCookies,
  sessionTokenOf,
} from "../auth/auth-request.server";
import { getAuth } from "../auth/auth.server";
import {
  activeSessionsOf,
  endOtherSessions,
  signedInView,
} from "../auth/current-user.server";
import { requireUser, type SignedInWithProfile } from "../auth/guards.server";
import { checkNewPassword } from "../auth/password-strength.server";
import { throttleAccountAction } from "../auth/sign-in-throttling.server";
import type { Route } from "../../routes/account/+types/account";
type Intent =
  | "set-language"
  | "change-password"
  | "revoke-session"
  | "revoke-other-sessions"
  | "start-mfa"
  | "confirm-mfa"
  | "disable-mfa";

/** The intents that check the account's password: each counts against the account_password throttle. */
const PASSWORD_CHECKED: ReadonlySet<Intent> = new Set([
  "change-password",
  "start-mfa",
  "disable-mfa",
]);

/** /account: every signed-in user's password, sessions and second factor. */
export async function accountLoader({ request, context }: Route.LoaderArgs) {
  const signedIn = await requireUser(request);
  const { toast, headers } = await takeFlashToast(request);
  return data(
    {
      user: signedInView(signedIn),
      // null until the person chooses: the page then shows the browser's language, unchosen.
      language: isLocale(signedIn.profile.preferredLocale)
        ? signedIn.profile.preferredLocale
        : null,
      sessions: await sessionsOf(request, context, signedIn),
      mfa: {
        enabled: signedIn.twoFactorEnabled,
        required: mfaRequiredFor(signedIn),
      },
      toast,
    },
    { headers },
  );
}

function mfaRequiredFor(signedIn: SignedInWithProfile): boolean {
  return (
    isStaffRole(signedIn.profile.role) && getAppServices().env.staffMfaRequired
  );
}

async function sessionsOf(
  request: Request,
  context: Readonly<RouterContextProvider>,
  signedIn: SignedInWithProfile,
): Promise<SessionView[]> {
  // The caller's session was just read (requireUser): their list needs one statement, not
  // better-auth's listSessions, which would read the session again first.
  const sessions = await activeSessionsOf(signedIn.userId);
  return sessions
    .map((session) => ({
      id: session.id,
      current: session.id === signedIn.sessionId,
      device: deviceLabel(session.userAgent),
      ipAddress: session.ipAddress ?? null,
      signedInAt: new Date(session.createdAt).toISOString(),
      lastActiveAt: new Date(session.updatedAt).toISOString(),
    }))
    .sort(
      (a, b) =>
        Number(b.current) - Number(a.current) ||
        b.lastActiveAt.localeCompare(a.lastActiveAt),
    );
}

export async function accountAction({ request, context }: Route.ActionArgs) {
  const signedIn = await requireUser(request);
  const form = accountFormOf(context);
  const intent = textField(form, "intent") as Intent;
  const headers = authHeaders(request, context);
  const api = getAuth().api;
  const extra = { intent };
  const done = (toast: Toast, responseHeaders?: Headers) =>
    formSuccess(extra, toast, responseHeaders);
  if (PASSWORD_CHECKED.has(intent)) {
    // Per account as well as per address (docs/access-audit.md): the edge counts posts per address only.
    const throttled = await throttleAccountAction(
      "account_password",
      context,
      signedIn.userId,
    );
    if (throttled)
      return formFailure(extra, {
        toast: throttled.toast,
        status: 429,
        headers: throttled.headers,
      });
  }

  try {
    switch (intent) {
      case "set-language": {
        const parsed = parseForm(languageSchema, form, ["locale"]);
        if (!parsed.ok)
          return formFailure(extra, { fieldErrors: parsed.fieldErrors });
        await savePreferredLocale(signedIn.userId, parsed.value.locale);
        // Said in the language just chosen: the page around it turns to it too.
        const intl = intlFor(parsed.value.locale);
        return done({
          kind: "success",
          title: intl.formatMessage({
            id: "account.languageSaved",
            defaultMessage: "Language saved",
          }),
          description: intl.formatMessage({
            id: "account.languageSavedDescription",
            defaultMessage:
              "The portal and your account pages now show in English.",
          }),
        });
      }
      case "change-password": {
        const parsed = parseForm(changePasswordSchema, form, [
          "currentPassword",
          "newPassword",
        ]);
        if (!parsed.ok)
          return formFailure(extra, { fieldErrors: parsed.fieldErrors });
        const strength = await checkNewPassword(parsed.value.newPassword, {
          email: signedIn.email,
          fullName: signedIn.name,
        });
        if (!strength.ok)
          return formFailure(extra, {
            fieldErrors: { newPassword: strength.message },
          });
        const result = await api.changePassword({
          body: {
            currentPassword: parsed.value.currentPassword,
            newPassword: parsed.value.newPassword,
            revokeOtherSessions: true,
          },
          headers,
          returnHeaders: true,
        });
        return newSessionAnswer(result.headers, {
          kind: "success",
          title: message("account.toast.passwordChanged"),
          description: message("account.toast.othersSignedOut"),
        });
      }
      case "revoke-session": {
        const sessionId = textField(form, "sessionId");
        const sessions = await api.listSessions({ headers });
        // Only the caller's own sessions are listed: another user's id finds nothing.
        const target = sessions.find((session) => session.id === sessionId);
        if (!target)
          return formFailure(extra, {
            toast: {
              kind: "error",
              title: message("account.toast.sessionNotFound"),
              description: message("account.toast.sessionMayHaveEnded"),
            },
            status: 404,
          });
        await api.revokeSession({ body: { token: target.token }, headers });
        if (target.id === signedIn.sessionId) return signedOutAnswer();
        return done({
          kind: "success",
          title: message("account.toast.sessionSignedOut"),
          description: `${deviceLabel(target.userAgent)} is no longer signed in.`,
        });
      }
      case "revoke-other-sessions": {
        await api.revokeOtherSessions({ headers });
        return done({
          kind: "success",
          title: message("account.toast.otherSessionsSignedOut"),
          description: message("account.toast.onlyThisDevice"),
        });
      }
      case "start-mfa": {
        const password = textField(form, "password");
        if (!password)
          return formFailure(extra, {
            fieldErrors: {
              password: "account.form.passwordToStartMfa",
            },
          });
        if (signedIn.twoFactorEnabled) {
          return formFailure(extra, {
            toast: {
              kind: "info",
              title: message("account.toast.alreadyOn"),
              description: message("account.toast.mfaAlreadyOn"),
            },
          });
        }
        const started = await api.enableTwoFactor({
          body: { password, method: "totp" },
          headers,
        });
        if (started.method !== "totp")
          throw new Error("two-factor enrolment did not return a TOTP secret");
        return formSuccess({
          ...extra,
          enrolment: await enrolmentOf(started.totpURI, started.backupCodes),
        });
      }
      case "confirm-mfa": {
        const parsed = parseForm(secondFactorSchema, form, ["code"]);
        if (!parsed.ok)
          return formFailure(extra, { fieldErrors: parsed.fieldErrors });
        const result = await api.verifyTOTP({
          body: { code: parsed.value.code },
          headers,
          returnHeaders: true,
        });
        // Enrolment replaced this session with one that passed the code (auth/auth.server.ts). Every
        // other session signed in with the password alone: they end (docs/access-audit.md).
        await endOtherSessions(signedIn.userId, sessionTokenOf(result.headers));
        return newSessionAnswer(result.headers, {
          kind: "success",
          title: message("account.mfaOn"),
          description: message("account.toast.mfaOnDescription"),
        });
      }
      case "disable-mfa": {
        const password = textField(form, "password");
        if (!password)
          return formFailure(extra, {
            fieldErrors: {
              password: "account.form.passwordToStopMfa",
            },
          });
        const result = await api.disableTwoFactor({
          body: { password },
          headers,
          returnHeaders: true,
        });
        return newSessionAnswer(result.headers, {
          kind: "success",
          title: message("account.toast.mfaOff"),
          description: mfaRequiredFor(signedIn)
            ? message("account.toast.staffMustSetUpAgain")
            : message("account.toast.passwordOnly"),
        });
      }
      default:
        return formFailure(extra, {
          toast: {
            kind: "error",
            title: message("portal.team.toast.unknownAction"),
            description: message("account.toast.reloadAndRetry"),
          },
        });
    }
  } catch (error) {
    const code = authErrorCode(error);
    if (code === null) throw error;
    return formFailure(extra, accountErrorOf(intent, code));
  }
}

function accountErrorOf(
  intent: Intent,
  code: string,
): { fieldErrors?: Record<string, string>; toast?: Toast } {
  if (code === "INVALID_PASSWORD") {
    const field = intent === "change-password" ? "currentPassword" : "password";
    return { fieldErrors: { [field]: "account.form.notCurrentPassword" } };
  }
  if (code === "INVALID_CODE") {
    return {
      fieldErrors: {
        code: "account.form.codeDidNotWork",
      },
    };
  }
  return {
    toast: {
      kind: "error",
      title: message("account.toast.didNotWork"),
      description: message("account.toast.reloadAndRetry"),
    },
  };
}

async function enrolmentOf(
  totpUri: string,
  backupCodes: string[],
): Promise<TwoFactorEnrolment> {
  return {
    totpUri,
    secret: new URL(totpUri).searchParams.get("secret") ?? "",
    qrSvg: await QRCode.toString(totpUri, {
      type: "svg",
      margin: 1,
      errorCorrectionLevel: "M",
    }),
    backupCodes,
  };
}

/**
 * The answer to an action after which better-auth replaced this session (new cookie, old row
 * gone): a redirect back to the page with the new cookie and the toast. Answering with data
 * would sign a browser without JavaScript out: its plain post re-runs the page's loader with
 * the request's old cookie (docs/access-audit.md).
 */
async function newSessionAnswer(
  authHeaders: Headers | null,
  toast: Toast,
): Promise<never> {
  const headers = forwardCookies(authHeaders, new Headers());
  await setFlashToast(headers, toast);
  throw redirect("/account", { headers });
}

async function signedOutAnswer(): Promise<never> {
  throw await redirectWithToast("/auth", {
    kind: "info",
    title: message("account.toast.signedOut"),
    description: message("account.toast.signedOutDevice"),
  });
}
