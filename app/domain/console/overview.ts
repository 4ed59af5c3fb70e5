import {
  LEAD_SOURCES,
  LEAD_STATUSES,
  type LeadSource,
  type LeadStatus,
} from "../enums";
import { leadSourceLabels, leadStatusLabels } from "./lead-format";

/**
 * The console's Overview tab: the shapes its charts and tables share, and the
 * pure arithmetic behind them (weeks in UTC, the funnel, ticket age buckets), so the
 * numbers are tested without a database.
 */
export const OVERVIEW_WEEKS = 12;
const DAY_MS = 24 * 60 * 60 * 1000;

// The Overview names sources and stages as the inbox does.
export { leadSourceLabels, leadStatusLabels };

/** Monday 00:00 UTC of the ISO week holding `date` (PostgreSQL's date_trunc('week')). */
export function weekStartUtc(date: Date): Date {
  const day = new Date(
    Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()),
  );
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS);
}

/** The last `count` week starts, oldest first, the current (partial) week last. */
export function recentWeekStarts(now: Date, count = OVERVIEW_WEEKS): Date[] {
  const current = weekStartUtc(now).getTime();
  return Array.from(
    { length: count },
    (_, index) => new Date(current - (count - 1 - index) * 7 * DAY_MS),
  );
}

/** "2026-11-16": a week's key, as the query groups by it. */
export const weekKey = (date: Date) => date.toISOString().slice(0, 10);

// Made once: building a formatter costs far more than formatting with one.
const weekLabelFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});

/** "Nov 16": a week's label (the Monday it starts), in UTC like the weeks themselves. */
export function weekLabel(date: Date): string {
  return weekLabelFormat.format(date);
}

export type WeekRow = { week: string; label: string; total: number } & Record<
  LeadSource,
  number
>;

/** Every week of the window with a count per source; a week or source without leads is 0. */
export function leadsPerWeek(
  weekStarts: Date[],
  counts: { week: string; source: string; count: number }[],
): WeekRow[] {
  return weekStarts.map((start) => {
    const key = weekKey(start);
    const row = { week: key, label: weekLabel(start), total: 0 } as WeekRow;
    for (const source of LEAD_SOURCES) row[source] = 0;
    for (const item of counts) {
      if (item.week !== key) continue;
      if (!(LEAD_SOURCES as readonly string[]).includes(item.source)) continue;
      row[item.source as LeadSource] += item.count;
      row.total += item.count;
    }
    return row;
  });
}

export type FunnelStage = { status: LeadStatus; label: string; count: number };

/**
 * Leads at or past each stage of new → contacted → qualified → converted: a converted lead
 * was also contacted and qualified. Any other stored status is left out.
 */
export function conversionFunnel(
  counts: { status: string; count: number }[],
): FunnelStage[] {
  const at = (status: LeadStatus) =>
    counts
      .filter((item) => item.status === status)
      .reduce((sum, item) => sum + item.count, 0);
  return LEAD_STATUSES.map((status, index) => ({
    status,
    label: leadStatusLabels[status],
    count: LEAD_STATUSES.slice(index).reduce(
      (sum, later) => sum + at(later),
      0,
    ),
  }));
}

/** Open ticket age buckets: [from, to) in days since the ticket was opened. */
export const TICKET_AGE_BUCKETS = [
  { key: "under_1d", label: "< 1 day", fromDays: 0, toDays: 1 },
  { key: "1_3d", label: "1–3 days", fromDays: 1, toDays: 3 },
  { key: "3_7d", label: "3–7 days", fromDays: 3, toDays: 7 },
  { key: "1_4w", label: "1–4 weeks", fromDays: 7, toDays: 28 },
  { key: "over_4w", label: "> 4 weeks", fromDays: 28, toDays: null },
] as const;
export type TicketAgeBucketKey = (typeof TICKET_AGE_BUCKETS)[number]["key"];

export type TicketAgeRow = {
  key: TicketAgeBucketKey;
  label: string;
  count: number;
};

export type OverviewData = {
  weeks: WeekRow[];
  funnel: FunnelStage[];
  ticketAges: TicketAgeRow[];
  /** ISO time the numbers were read at (weeks and ages are relative to it). */
  asOf: string;
};
