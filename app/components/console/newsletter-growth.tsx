import type { GrowthWeek } from "~/domain/console/newsletter-list";
import { ChartCard, WeeklyBarChart, WeeklyTable } from "./overview-charts";

// The Overview tab's palette: teal for those who joined, amber for those who left.
const CONFIRMED = "#0f766e";
const UNSUBSCRIBED = "#b45309";

/** Confirmations and unsubscribes per week: a chart for sighted readers, and its numbers. */
export function NewsletterGrowth({ weeks }: { weeks: GrowthWeek[] }) {
  return (
    <ChartCard
      id="newsletter-growth"
      title="Growth per week"
      description="New confirmations and unsubscribes, the last 12 weeks (Monday to Sunday, UTC)."
      chart={
        <WeeklyBarChart
          weeks={weeks}
          bars={[
            { dataKey: "confirmed", name: "Confirmed", fill: CONFIRMED },
            {
              dataKey: "unsubscribed",
              name: "Unsubscribed",
              fill: UNSUBSCRIBED,
            },
          ]}
        />
      }
      table={
        <WeeklyTable
          caption="Newsletter confirmations and unsubscribes per week, last 12 weeks"
          className="w-full min-w-[20rem] border-collapse text-sm"
          weeks={weeks}
          columns={[
            {
              key: "confirmed",
              header: "Confirmed",
              cell: (week) => week.confirmed,
            },
            {
              key: "unsubscribed",
              header: "Unsubscribed",
              cell: (week) => week.unsubscribed,
            },
            {
              key: "net",
              header: "Net",
              cell: (week) => signed(week.confirmed - week.unsubscribed),
            },
          ]}
        />
      }
    />
  );
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
