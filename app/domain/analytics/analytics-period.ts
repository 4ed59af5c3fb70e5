import { z } from "zod";

/**
 * The Analytics tab's periods, in days, each ending today (UTC), and the day arithmetic the
 * tab, its CSV export and the rollup job share. Days are "YYYY-MM-DD" strings in UTC, the
 * rollup table's key (docs/analytics.md).
 */
export const ANALYTICS_PERIODS = [7, 30, 90, 365] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = 30;

const periodSchema = z.coerce.number().pipe(z.literal([...ANALYTICS_PERIODS]));

/** `?period=` as the tab and the export read it: anything but a known period is the default. */
export function parseAnalyticsPeriod(value: string | null): AnalyticsPeriod {
  const parsed = periodSchema.safeParse(value ?? "");
  return parsed.success ? parsed.data : DEFAULT_ANALYTICS_PERIOD;
}

/** The period a page's address asks for with `?period=`. */
export function analyticsPeriodOf(url: string): AnalyticsPeriod {
  return parseAnalyticsPeriod(new URL(url).searchParams.get("period"));
}

const DAY_MS = 86_400_000;

/** The UTC day of an instant, "YYYY-MM-DD". */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** A day plus (or minus) a number of days. */
export function addDays(day: string, days: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}

/** Whole days from `from` to `to` (0 when equal, negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round(
    (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS,
  );
}

/** Every day from `from` to `to`, both included. */
export function daysFrom(from: string, to: string): string[] {
  const count = daysBetween(from, to) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, i) => addDays(from, i));
}

export type DayRange = { from: string; to: string };

/** A period of `days` days ending `today`, and the period of equal length just before it. */
export function periodRanges(
  today: string,
  days: AnalyticsPeriod,
): { current: DayRange; previous: DayRange } {
  const from = addDays(today, -(days - 1));
  return {
    current: { from, to: today },
    previous: { from: addDays(from, -days), to: addDays(from, -1) },
  };
}

/** The same day of the month `months` months earlier (clamped to the month's last day). */
export function monthsBeforeDay(day: string, months: number): string {
  const [year, month, date] = day.split("-").map(Number) as [
    number,
    number,
    number,
  ];
  const first = new Date(Date.UTC(year, month - 1 - months, 1));
  const lastOfMonth = new Date(
    Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0),
  ).getUTCDate();
  first.setUTCDate(Math.min(date, lastOfMonth));
  return utcDay(first);
}
