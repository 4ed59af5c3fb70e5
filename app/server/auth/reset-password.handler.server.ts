import { and, eq, gt } from "drizzle-orm";
import { recoveryMessages } from "~/domain/auth/recovery-messages";
import { redirect } from "react-router";
import { passwordResetSchema } from "~/domain/auth/auth-forms";
import { user, verification } from "../db/schema.server";
import { setFlashToast } from "../http/flash-toast.server";
import { getAppServices } from "../services.server";
import {
  accountFormOf,
  authErrorCode,
  formFailure,
  parseForm,
} from "./account-form.server";
import { getAuth } from "./auth.server";
import { checkNewPassword } from "./password-strength.server";
import { trustThisDevice } from "./sign-in-throttling.server";
import type { Route } from "../../routes/auth/+types/reset-password";

const invalidLink = recoveryMessages.resetLinkExpired;

/** The user a live reset token belongs to, or null (unknown, used or expired). */
async function resetTokenOwner(
  token: string,
): Promise<{ email: string; name: string } | null> {
  if (!/^[A-Za-z0-9_-]{10,100}$/.test(token)) return null;
  const [row] = await getAppServices()
    .database.db.select({ email: user.email, name: user.name })
    .from(verification)
    .innerJoin(user, eq(user.id, verification.value))
    .where(
      and(
        eq(verification.identifier, `reset-password:${token}`),
        gt(verification.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** /auth/reset-password?token=…: the form, or why the link no longer works. */
export async function resetPasswordLoader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token, valid: (await resetTokenOwner(token)) !== null };
}

export async function resetPasswordAction({ context }: Route.ActionArgs) {
  const form = accountFormOf(context);
  const parsed = parseForm(passwordResetSchema, form, ["token", "password"]);
  if (!parsed.ok) return formFailure({}, { fieldErrors: parsed.fieldErrors });
  const owner = await resetTokenOwner(parsed.value.token);
  if (!owner)
    return formFailure(
      {},
      {
        toast: {
          kind: "error",
          title: recoveryMessages.linkExpiredTitle,
          description: invalidLink,
        },
      },
    );
  // A message with its parts: the page words it in its reader's language.
  const strength = await checkNewPassword(parsed.value.password, {
    email: owner.email,
    fullName: owner.name,
  });
  if (!strength.ok)
    return formFailure({}, { fieldErrors: { password: strength.message } });
  try {
    // Single use (the token is consumed) and every session of the account ends. A second
    // factor is still asked at the next sign-in: a reset never bypasses it.
    await getAuth().api.resetPassword({
      body: { token: parsed.value.token, newPassword: parsed.value.password },
    });
  } catch (error) {
    if (authErrorCode(error) === null) throw error;
    return formFailure(
      {},
      {
        toast: {
          kind: "error",
          title: recoveryMessages.linkExpiredTitle,
          description: invalidLink,
        },
      },
    );
  }
  const headers = new Headers();
  await trustThisDevice(headers, owner.email);
  await setFlashToast(headers, {
    kind: "success",
    title: recoveryMessages.passwordChangedTitle,
    description: recoveryMessages.signInWithNewPassword,
  });
  throw redirect(`/auth?email=${encodeURIComponent(owner.email)}`, { headers });
}
