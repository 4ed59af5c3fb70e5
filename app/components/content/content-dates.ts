import { formatDetailDate, formatListDate } from "~/domain/content-dates";
import { formatDate } from "~/i18n/format";
import { useLocale } from "~/i18n/locale-context";

/**
 * Publication dates in the page's language: English as the spec shows them ("Sep 16, 2025",
 * "September 16, 2025"), French as Canadian French writes them ("16 sept. 2025",
 * "16 septembre 2025"). Both read the date as a UTC calendar day.
 */
export function useContentDates(): {
  list(date: Date | string): string;
  detail(date: Date | string): string;
} {
  const locale = useLocale();
  if (locale === "en")
    return { list: formatListDate, detail: formatDetailDate };
  return {
    list: (date) => formatDate(locale, date),
    detail: (date) =>
      formatDate(locale, date, {
        day: "numeric",
        month: "long",
        year: "numeric",
      }),
  };
}
