import { ChartLine, Download } from "lucide-react";
import type {
  AnalyticsDashboard,
  DailyPoint,
} from "~/domain/analytics/analytics-dashboard";
import { buttonClasses } from "../ui/button-link";
import { EmptyState } from "../ui/page-states";
import { longDay, periodLabel } from "./analytics-format";
import { AnalyticsTotals } from "./analytics-totals";
import {
  FormsTable,
  FunnelTable,
  KeyTable,
  TopPagesTable,
} from "./analytics-tables";
import { PeriodLinks } from "./period-links";
import { TrendChart } from "./trend-chart";
import { PageHeading } from "../ui/page-heading";

export const ANALYTICS_BASE = "/lead_admin/analytics";

/** The daily trends drawn side by side: which figure of a day, and of its day a period before. */
const DAILY_TRENDS = [
  {
    id: "visitors-per-day",
    title: "Visitors per day",
    measure: "visitors",
    value: "visitors",
    previousValue: "previousVisitors",
  },
  {
    id: "page-views-per-day",
    title: "Page views per day",
    measure: "page views",
    value: "pageViews",
    previousValue: "previousPageViews",
  },
] as const satisfies readonly {
  id: string;
  title: string;
  measure: string;
  value: keyof DailyPoint;
  previousValue: keyof DailyPoint;
}[];

/**
 * The console's Analytics tab: the period's totals against the previous period, the daily
 * trends as server-drawn charts each followed by its table, and where visits and leads came
 * from. Every control is a link, so the page works without JavaScript.
 */
export function AnalyticsTab({ data }: { data: AnalyticsDashboard }) {
  const periodName = periodLabel(data.period);
  return (
    <section className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeading
        title="Analytics"
        relaxed
        actions={
          <a
            href={`${ANALYTICS_BASE}/export.csv?period=${data.period}`}
            download
            className={buttonClasses("secondary")}
          >
            <Download aria-hidden="true" className="size-4" />
            Download CSV ({periodName})
          </a>
        }
      >
        Counted by the server, without cookies or tracking scripts. A visitor is
        a key that changes every day and can no longer be traced back to anyone
        once that day&apos;s secret is deleted, 48 hours later. No IP address or
        full user agent is stored: only the browser family, system and kind of
        device.
      </PageHeading>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PeriodLinks basePath={ANALYTICS_BASE} current={data.period} />
        <p className="text-sm text-text-muted">
          {longDay(data.current.from)} to {longDay(data.current.to)} (UTC),
          against {longDay(data.previous.from)} to {longDay(data.previous.to)}.
        </p>
      </div>
      {data.empty ? (
        <EmptyState
          Icon={ChartLine}
          message="No visits recorded in this period or the one before."
        >
          Page views appear here as visitors browse the public site; figures are
          final the morning after each day (UTC).
        </EmptyState>
      ) : (
        <>
          <AnalyticsTotals
            current={data.totals.current}
            previous={data.totals.previous}
            periodName={periodName}
          />
          <div className="grid gap-4 xl:grid-cols-2">
            {DAILY_TRENDS.map((trend) => (
              <TrendChart
                key={trend.id}
                id={trend.id}
                title={trend.title}
                measure={trend.measure}
                periodName={periodName}
                points={data.daily.map((point) => ({
                  day: point.day,
                  value: point[trend.value],
                  previousDay: point.previousDay,
                  previousValue: point[trend.previousValue],
                }))}
              />
            ))}
          </div>
          <TopPagesTable pages={data.pages} />
          <KeyTable table="sources" rows={data.sources} />
          <KeyTable table="campaigns" rows={data.campaigns} />
          <FormsTable forms={data.forms} />
          <KeyTable table="landings" rows={data.landings} />
          <FunnelTable funnel={data.funnel} />
          <KeyTable table="devices" rows={data.devices} />
          <p className="text-xs text-text-muted">
            {data.rolledUpThrough
              ? `Days through ${longDay(data.rolledUpThrough)} come from the nightly rollup; later days are counted live.`
              : "No day has been rolled up yet: every figure is counted live."}{" "}
            A visitor is counted once a day, so visitors over several days add
            up each day&apos;s.
          </p>
        </>
      )}
    </section>
  );
}
