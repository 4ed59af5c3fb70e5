import { format } from "date-fns";

/**
 * Publication dates as the spec shows them: 'MMM d, yyyy' in lists, 'MMMM d, yyyy' on
 * detail pages. Dates are read as UTC calendar days so the server's render and the
 * browser's hydration print the same day whatever either machine's time zone is.
 */
export const LIST_DATE_FORMAT = "MMM d, yyyy";
export const DETAIL_DATE_FORMAT = "MMMM d, yyyy";

function utcCalendarDay(value: Date | string): Date {
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime()))
    throw new RangeError(`Not a date: ${String(value)}`);
  return new Date(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}

/** "Sep 16, 2025" */
export function formatListDate(value: Date | string): string {
  return format(utcCalendarDay(value), LIST_DATE_FORMAT);
}

/** "September 16, 2025" */
export function formatDetailDate(value: Date | string): string {
  return format(utcCalendarDay(value), DETAIL_DATE_FORMAT);
}

/** The machine-readable form for <time dateTime>: the same UTC day, "2025-09-16". */
export function isoDay(value: Date | string): string {
  const date = typeof value === "string" ? new Date(value) : value;
  return date.toISOString().slice(0, 10);
}
