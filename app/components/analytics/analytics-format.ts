import { format, parseISO } from "date-fns";

/** How the Analytics tab writes its numbers and days (the console's English formats). */

export const count = (n: number) => n.toLocaleString("en-GB");

/** A share as a whole percent ("12%"), one decimal under 10% ("2.5%"); a dash without one. */
export function percent(share: number | null): string {
  if (share === null) return "–";
  const value = share * 100;
  return `${value < 10 && value > 0 ? value.toFixed(1) : Math.round(value)}%`;
}

/** "Nov 27, 2026": a rollup day is a UTC date, read as a date, never as an instant. */
export const longDay = (day: string) => format(parseISO(day), "MMM d, yyyy");

/** "Nov 27": the chart's axis and its table. */
export const shortDay = (day: string) => format(parseISO(day), "MMM d");

export const periodLabel = (days: number) =>
  days === 365 ? "12 months" : `${days} days`;
