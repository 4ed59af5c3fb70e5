import { htmlLang, type Locale } from "./locale";

/**
 * Dates, numbers and sizes written the way each language writes them: "Nov 5, 2026" and
 * "5 nov. 2026", "1.76 KB" and "1,76 Ko", "99.9%" and "99,9 %", "$50,000" and "50 000 $".
 * Intl does the work; the formatters are cached, as building one costs far more than using it.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

export function formatDate(
  locale: Locale,
  date: Date | string,
  options: Intl.DateTimeFormatOptions = {
    day: "numeric",
    month: "short",
    year: "numeric",
  },
  timeZone = "UTC",
): string {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(htmlLang(locale), {
      ...options,
      timeZone,
    });
    dateFormats.set(key, format);
  }
  return format.format(typeof date === "string" ? new Date(date) : date);
}

export function formatNumber(
  locale: Locale,
  value: number,
  options?: Intl.NumberFormatOptions,
): string {
  return new Intl.NumberFormat(htmlLang(locale), options).format(value);
}

export function formatPercent(
  locale: Locale,
  ratio: number,
  digits = 1,
): string {
  return formatNumber(locale, ratio, {
    style: "percent",
    maximumFractionDigits: digits,
  });
}

export function formatMoney(
  locale: Locale,
  amount: number,
  currency = "CAD",
): string {
  return formatNumber(locale, amount, {
    style: "currency",
    currency,
    currencyDisplay: "narrowSymbol",
    maximumFractionDigits: 0,
  });
}

const SIZE_UNITS = {
  en: ["B", "KB", "MB", "GB"],
  fr: ["o", "Ko", "Mo", "Go"],
} as const;

/** A file size in the reader's units: 1.76 KB, 1,76 Ko. */
export function formatBytes(locale: Locale, bytes: number): string {
  const units = SIZE_UNITS[locale];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 ? 0 : 2;
  return `${formatNumber(locale, value, { maximumFractionDigits: digits })}\u00a0${units[unit]}`;
}
