import { verifyJWT } from "better-auth/crypto";
import { message } from "~/i18n/message";
import { eq } from "drizzle-orm";
import { redirect } from "react-router";
import { user } from "../db/schema.server";
import { setFlashToast } from "../http/flash-toast.server";
import { getAppServices } from "../services.server";
import { authErrorCode } from "./account-form.server";
import { getAuth } from "./auth.server";
import type { Route } from "../../routes/auth/+types/verify-email";

/**
 * /auth/verify-email?token=…: confirms the address of a self sign-up and sends the visitor
 * to sign in. better-auth's token is a signed, expiring JWT; it is single-use in effect here:
 * once the address is confirmed, the same link only says so.
 */
export async function verifyEmailLoader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const headers = new Headers();
  const email = await emailOfToken(token, getAppServices().env.authSecret);
  if (email) {
    const [row] = await getAppServices()
      .database.db.select({ verified: user.emailVerified })
      .from(user)
      .where(eq(user.email, email))
      .limit(1);
    if (row?.verified) {
      await setFlashToast(headers, {
        kind: "info",
        title: message("account.toast.alreadyConfirmed"),
        description: message("account.toast.confirmLinkUsed"),
      });
      throw redirect(`/auth?email=${encodeURIComponent(email)}`, { headers });
    }
  }
  try {
    await getAuth().api.verifyEmail({ query: { token } });
  } catch (error) {
    if (authErrorCode(error) === null) throw error;
    await setFlashToast(headers, {
      kind: "error",
      title: message("account.toast.linkNotValid"),
      description: message("account.toast.confirmLinkInvalid"),
    });
    throw redirect("/auth", { headers });
  }
  await setFlashToast(headers, {
    kind: "success",
    title: message("account.toast.emailConfirmed"),
    description: message("account.toast.emailConfirmedNext"),
  });
  throw redirect(email ? `/auth?email=${encodeURIComponent(email)}` : "/auth", {
    headers,
  });
}

/**
 * The address a genuine, unexpired verification token names — checked against our secret
 * first, so a forged token cannot ask whether an address has a confirmed account.
 */
async function emailOfToken(
  token: string,
  secret: string,
): Promise<string | null> {
  if (token.length === 0 || token.length > 2000) return null;
  const claims = (await verifyJWT(token, secret)) as { email?: unknown } | null;
  return typeof claims?.email === "string" ? claims.email.toLowerCase() : null;
}
