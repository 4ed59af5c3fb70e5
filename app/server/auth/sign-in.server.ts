import { eq } from "drizzle-orm";
import { message, type Message, type MessageId } from "~/i18n/message";
import type { RouterContextProvider } from "react-router";
import { authMessages } from "~/domain/auth/auth-forms";
import type { Toast } from "~/domain/forms/form-result";
import type { UserRole } from "~/domain/enums";
import { profiles } from "../db/schema.server";
import { getAppServices } from "../services.server";
import { authHeaders, forwardCookies } from "./auth-request.server";
import { getAuth } from "./auth.server";
import { authErrorCode } from "./account-form.server";

/** The toasts a completed sign-in shows on the page it leads to. */
export const signInToasts = {
  client: {
    kind: "success",
    title: message("account.toast.welcomeBack"),
    description: message("account.toast.signedIn"),
  },
  staff: {
    kind: "success",
    title: message("account.toast.welcomeBack"),
    description: message("account.toast.staffSignedIn"),
  },
  accessRequired: {
    kind: "error",
    title: authMessages.accessRequiredTitle,
    description: authMessages.accessRequired,
  },
} as const satisfies Record<string, Toast>;

/** Where a password sign-in led. `headers` carry the cookies to set (session or second-factor challenge). */
export type PasswordSignIn =
  | {
      kind: "signed-in";
      role: UserRole | null;
      clientId: string | null;
      headers: Headers;
    }
  | { kind: "second-factor"; headers: Headers }
  | { kind: "refused"; message: Message | MessageId; headers: Headers };

/**
 * Email and password through better-auth: a new session (new id) on success, or — when the
 * account has TOTP — a short-lived challenge cookie and no session until the code is given.
 * The messages never say whether the address has an account.
 */
export async function signInWithPassword(
  request: Request,
  context: Readonly<RouterContextProvider>,
  credentials: { email: string; password: string },
): Promise<PasswordSignIn> {
  const headers = new Headers();
  try {
    const result = await getAuth().api.signInEmail({
      body: {
        email: credentials.email,
        password: credentials.password,
        rememberMe: true,
      },
      headers: authHeaders(request, context),
      returnHeaders: true,
    });
    forwardCookies(result.headers, headers);
    const response = result.response as {
      twoFactorRedirect?: boolean;
      user?: { id: string };
    };
    if (response.twoFactorRedirect) return { kind: "second-factor", headers };
    const userId = response.user?.id;
    const profile = userId ? await profileOf(userId) : null;
    return {
      kind: "signed-in",
      role: profile?.role ?? null,
      clientId: profile?.clientId ?? null,
      headers,
    };
  } catch (error) {
    const code = authErrorCode(error);
    if (code === "EMAIL_NOT_VERIFIED") {
      return {
        kind: "refused",
        message: "account.form.confirmEmailFirst",
        headers,
      };
    }
    if (code !== null)
      return {
        kind: "refused",
        message: authMessages.invalidCredentials,
        headers,
      };
    throw error;
  }
}

export async function profileOf(
  userId: string,
): Promise<{ role: UserRole; clientId: string | null } | null> {
  const [row] = await getAppServices()
    .database.db.select({ role: profiles.role, clientId: profiles.clientId })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  return row ? { role: row.role as UserRole, clientId: row.clientId } : null;
}
