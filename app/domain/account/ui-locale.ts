import { isLocale, localeFromAcceptLanguage, type Locale } from "~/i18n/locale";

/**
 * The language of the signed-in areas (docs/decisions/055-english-and-french.md § 1, § 7). They
 * have one URL for both languages, so the account's choice decides (profiles.preferred_locale),
 * else the browser's Accept-Language. The staff console, the staff sign-in and the sales demo
 * are English whoever asks: decision 055 keeps the console English, and the demo is shown by
 * staff in English.
 */
const ENGLISH_ONLY_PREFIXES = ["/lead_admin", "/admin", "/allied"];

export function isEnglishOnlyPath(pathname: string): boolean {
  return ENGLISH_ONLY_PREFIXES.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}

export function chooseUiLocale(input: {
  pathname: string;
  /** The account's stored choice; null when it never chose (or no one is signed in). */
  preference: string | null | undefined;
  acceptLanguage: string | null;
}): Locale {
  if (isEnglishOnlyPath(input.pathname)) return "en";
  if (isLocale(input.preference)) return input.preference;
  return localeFromAcceptLanguage(input.acceptLanguage);
}

/** Whether a navigation crosses between an English-only area and one in the chosen language. */
export function switchesLanguageArea(from: string, to: string): boolean {
  return isEnglishOnlyPath(from) !== isEnglishOnlyPath(to);
}
