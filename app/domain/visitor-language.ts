import { isLocale, type Locale } from "~/i18n/locale";

/**
 * The language a visitor used (the page's, stored with the lead or the conversation), as the
 * staff console names it. The console itself stays in English (decision 055); this only tells
 * staff which language to answer in.
 */
export const visitorLanguageLabels: Record<Locale, string> = {
  en: "English",
  fr: "French",
};

/** A stored `locale` column as a Locale: anything unexpected reads as English, the default. */
export function visitorLocaleOf(stored: string | null | undefined): Locale {
  return isLocale(stored) ? stored : "en";
}

/** The word the CSV export and the pages show; empty when the source row is gone. */
export function visitorLanguageLabel(
  stored: string | null | undefined,
): string {
  return stored == null ? "" : visitorLanguageLabels[visitorLocaleOf(stored)];
}
