import {
  accountTextFormPolicy,
  type BodyPolicy,
} from "../http/body-limits.server";

/**
 * The account pages (sign-in, sign-up, second factor, password reset, verification, the
 * account page, sign-out): text forms only. Their own per-account throttle
 * (app/server/auth/auth-throttle.server.ts) runs in the action; this per-IP count stops a
 * flood before any body is read or password hashed.
 */
const ACCOUNT_PAGE = /^\/(?:auth(?:\/[^/]+)?|admin\/auth|account|sign-out)$/;

/** The body policy of an account page (the hydrated pages post to its data URL, `/auth.data`), or null. */
export function accountBodyPolicy(path: string): BodyPolicy | null {
  return ACCOUNT_PAGE.test(path) ? accountTextFormPolicy : null;
}
