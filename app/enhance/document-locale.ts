import type { Locale } from "~/i18n/locale";

/**
 * The page's language as the server rendered it (<html lang="fr-CA"> on French pages): the
 * enhancers pick their messages from per-language tables with it, never from react-intl
 * (too large for the public pages' script budget, decision 055).
 */
export function documentLocale(): Locale {
  return document.documentElement.lang.toLowerCase().startsWith("fr")
    ? "fr"
    : "en";
}
