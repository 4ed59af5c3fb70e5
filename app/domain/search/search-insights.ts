import { CONTENT_LOCALES, type ContentLocale } from "../enums";
import { SEARCH_LOG_RETENTION_MONTHS } from "./search-enums";

/**
 * The console's Site search section (/lead_admin/search): what readers searched for over a
 * period, the queries that found nothing, and how often a search led to a result being opened.
 * The periods, the language filter and the figures' arithmetic are here, shared by the page and
 * the queries; the rows come from app/server/search/search-insights.server.ts.
 */
export const SEARCH_CONSOLE_PATH = "/lead_admin/search";

/**
 * The periods, each ending now. The longest is the whole log: searches are kept
 * SEARCH_LOG_RETENTION_MONTHS months, so a longer period would only repeat it.
 */
const PERIOD_SPANS = {
  "7d": { days: 7, months: 0, label: "7 days" },
  "30d": { days: 30, months: 0, label: "30 days" },
  "12m": { days: 0, months: 12, label: "12 months" },
  [`${SEARCH_LOG_RETENTION_MONTHS}m`]: {
    days: 0,
    months: SEARCH_LOG_RETENTION_MONTHS,
    label: `${SEARCH_LOG_RETENTION_MONTHS} months`,
  },
} as const satisfies Record<
  string,
  { days: number; months: number; label: string }
>;

export type SearchPeriod = keyof typeof PERIOD_SPANS;
export const SEARCH_PERIODS = Object.keys(PERIOD_SPANS) as SearchPeriod[];
export const DEFAULT_SEARCH_PERIOD: SearchPeriod = "30d";

function isSearchPeriod(value: string | null): value is SearchPeriod {
  return value !== null && Object.hasOwn(PERIOD_SPANS, value);
}

/** `?period=` as the page reads it: anything but a known period is the default. */
export function parseSearchPeriod(value: string | null): SearchPeriod {
  return isSearchPeriod(value) ? value : DEFAULT_SEARCH_PERIOD;
}

/** "7 days", "13 months": what the period links say after "Last". */
export function searchPeriodLabel(period: SearchPeriod): string {
  return PERIOD_SPANS[period].label;
}

/**
 * When a period that ends at `now` starts. Months are calendar months in UTC, clamped to the
 * month's last day (March 31 less one month is February 28), as PostgreSQL subtracts an
 * interval of months — the same arithmetic the daily housekeeping deletes by, so the longest
 * period is exactly what the log keeps.
 */
export function searchPeriodStart(period: SearchPeriod, now: Date): Date {
  const { days, months } = PERIOD_SPANS[period];
  const start = new Date(now.getTime() - days * 86_400_000);
  if (months === 0) return start;
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  start.setUTCFullYear(year, month, Math.min(start.getUTCDate(), lastDay));
  return start;
}

/** `?language=en|fr`: the searches made on the English or the French pages; anything else is both. */
export function parseSearchLanguage(
  value: string | null,
): ContentLocale | null {
  return (CONTENT_LOCALES as readonly (string | null)[]).includes(value)
    ? (value as ContentLocale)
    : null;
}

export const searchLanguageLabels: Record<ContentLocale, string> = {
  en: "English",
  fr: "French",
};

/** The page's URL for a period and a language, with only what differs from the defaults. */
export function searchConsoleHref(
  period: SearchPeriod,
  language: ContentLocale | null,
): string {
  const params = new URLSearchParams();
  if (period !== DEFAULT_SEARCH_PERIOD) params.set("period", period);
  if (language) params.set("language", language);
  const query = params.toString();
  return query ? `${SEARCH_CONSOLE_PATH}?${query}` : SEARCH_CONSOLE_PATH;
}

// The assistant's pages a query that found nothing leads to (docs/console.md, Assistant): a
// search with no result is a question the site does not answer yet, as an unanswered chat
// question is.
const NEW_ANSWER_PATH = "/lead_admin/assistant/new";
const UNANSWERED_PATH = "/lead_admin/assistant/unanswered";

/** The assistant's answer form, prefilled with the query as the question, in its language. */
export function writeAnswerHref(query: string, locale: ContentLocale): string {
  return `${NEW_ANSWER_PATH}?${new URLSearchParams({ question: query, locale })}`;
}

/** The assistant's unanswered questions over the nearest of its own periods (7, 30, 365 days). */
export function unansweredQuestionsHref(period: SearchPeriod): string {
  const { days, months } = PERIOD_SPANS[period];
  return `${UNANSWERED_PATH}?days=${months > 0 ? 365 : days}`;
}

/** A part of a whole as a ratio; null when there is no whole to be part of. */
export function shareOf(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}

/** How many rows each table shows; the page says when there are more. */
export const TOP_QUERIES_SHOWN = 25;
export const ZERO_RESULT_QUERIES_SHOWN = 25;

export type SearchTotals = {
  searches: number;
  /** Searches that found nothing. */
  zeroResults: number;
  /** Searches from which a result was opened. */
  clicked: number;
};

export type TopQueryRow = {
  query: string;
  searches: number;
  averageHits: number;
  /** Searches of this query from which a result was opened. */
  clicked: number;
  /** Over the searches with a click; null when none had one. */
  averagePosition: number | null;
};

export type ZeroResultRow = {
  query: string;
  locale: ContentLocale;
  times: number;
  /** ISO 8601, UTC. */
  lastSearched: string;
};

export type SearchInsights = {
  period: SearchPeriod;
  language: ContentLocale | null;
  /** The period's bounds, ISO 8601 (UTC). */
  from: string;
  to: string;
  totals: SearchTotals;
  topQueries: TopQueryRow[];
  /** Distinct queries in the period: more than the table shows when over TOP_QUERIES_SHOWN. */
  distinctQueries: number;
  zeroResults: ZeroResultRow[];
  /** Distinct query and language pairs that found nothing. */
  distinctZeroResults: number;
};
