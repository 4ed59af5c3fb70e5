import { AsyncLocalStorage } from "node:async_hooks";
import type { Locale } from "~/i18n/locale";

/**
 * The language of the sign-up page, for better-auth's hooks: a server-side API call gives them
 * no request to read it from, and they run inside the call (the new account's profile, then its
 * verification e-mail). Only a new account is written with it, so a sign-up attempt for an
 * address that already has an account cannot change that account's e-mail language.
 */
const signUpPageLocale = new AsyncLocalStorage<Locale>();

export function withSignUpPageLocale<T>(
  locale: Locale,
  signUp: () => Promise<T>,
): Promise<T> {
  return signUpPageLocale.run(locale, signUp);
}

/** The sign-up page's language while its better-auth call runs; undefined anywhere else. */
export function signUpPageLocaleNow(): Locale | undefined {
  return signUpPageLocale.getStore();
}
