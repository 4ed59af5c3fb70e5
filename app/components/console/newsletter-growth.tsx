import type { GrowthWeek } from "~/domain/console/newsletter-list";
import { ChartCard, WeeklyBarChart, chartTd, chartTh } from "./overview-charts";

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
        <table className="w-full min-w-[20rem] border-collapse text-sm">
          <caption className="sr-only">
            Newsletter confirmations and unsubscribes per week, last 12 weeks
          </caption>
          <thead>
            <tr>
              <th scope="col" className={chartTh}>
                Week of
              </th>
              <th scope="col" className={chartTh}>
                Confirmed
              </th>
              <th scope="col" className={chartTh}>
                Unsubscribed
              </th>
              <th scope="col" className={chartTh}>
                Net
              </th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.week} data-week={week.week}>
                <th
                  scope="row"
                  className={`${chartTd} font-semibold whitespace-nowrap`}
                >
                  <time dateTime={week.week}>{week.label}</time>
                </th>
                <td className={chartTd}>{week.confirmed}</td>
                <td className={chartTd}>{week.unsubscribed}</td>
                <td className={chartTd}>
                  {signed(week.confirmed - week.unsubscribed)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
