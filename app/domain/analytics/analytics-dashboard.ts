import type { AnalyticsPeriod, DayRange } from "./analytics-period";
import type { PageCounts, PagePair } from "./analytics-pages";

/** What the Analytics tab shows (docs/analytics.md); built by the server, plain data. */

export type AnalyticsTotals = PageCounts & {
  /** Conversions per session, 0..1; null without sessions. */
  conversionRate: number | null;
};

export type DailyPoint = {
  day: string;
  visitors: number;
  pageViews: number;
  /** The same position in the previous period (its day `period` days earlier). */
  previousDay: string;
  previousVisitors: number;
  previousPageViews: number;
};

export type KeyRow = PageCounts & { key: string };

export type FunnelStep = {
  key: string;
  label: string;
  sessions: number;
  /** Sessions lost since the step before, 0..1; null for the first step or after an empty one. */
  dropOff: number | null;
  /** Share of the first step's sessions still here, 0..1; null when the first step is empty. */
  ofFirst: number | null;
};

export type AnalyticsDashboard = {
  period: AnalyticsPeriod;
  current: DayRange;
  previous: DayRange;
  /** The last day read from the rollups; the days after it were computed from raw data. */
  rolledUpThrough: string | null;
  totals: { current: AnalyticsTotals; previous: AnalyticsTotals };
  daily: DailyPoint[];
  pages: PagePair[];
  sources: KeyRow[];
  campaigns: KeyRow[];
  landings: KeyRow[];
  forms: KeyRow[];
  devices: KeyRow[];
  funnel: FunnelStep[];
  /** Nothing recorded in either period: the tab shows its empty state. */
  empty: boolean;
};

export function totalsOf(counts: PageCounts): AnalyticsTotals {
  return {
    ...counts,
    conversionRate:
      counts.sessions > 0 ? counts.conversions / counts.sessions : null,
  };
}

export type Change =
  { kind: "same" } | { kind: "new" } | { kind: "up" | "down"; percent: number };

/** A number against the previous period's: up or down by a whole percent, or new from zero. */
export function changeOf(current: number, previous: number): Change {
  if (current === previous) return { kind: "same" };
  if (previous === 0) return { kind: "new" };
  const percent = Math.round((Math.abs(current - previous) / previous) * 100);
  if (percent === 0) return { kind: "same" };
  return { kind: current > previous ? "up" : "down", percent };
}

/** The get-started funnel from each key's sessions, in FUNNEL_KEYS order. */
export function funnelSteps(
  keys: readonly string[],
  sessionsOf: (key: string) => number,
): FunnelStep[] {
  const first = sessionsOf(keys[0] ?? "");
  return keys.map((key, index) => {
    const sessions = sessionsOf(key);
    const before = index === 0 ? 0 : sessionsOf(keys[index - 1]!);
    return {
      key,
      label:
        key === "sent"
          ? "Form sent"
          : index === 0
            ? "Step 1: opened the form"
            : `Step ${key.replace("step-", "")} reached`,
      sessions,
      dropOff: index === 0 || before === 0 ? null : 1 - sessions / before,
      ofFirst: first === 0 ? null : sessions / first,
    };
  });
}
