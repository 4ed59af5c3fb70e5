import type { ReactNode } from "react";
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { LEAD_SOURCES } from "~/domain/enums";
import {
  leadSourceLabels,
  type FunnelStage,
  type TicketAgeRow,
  type WeekRow,
} from "~/domain/console/overview";
import { useHydrated } from "../ui/use-hydrated";

// The site's palette (app/app.css), far enough apart to tell the stacked sources apart.
const sourceColors: Record<(typeof LEAD_SOURCES)[number], string> = {
  blueprint: "#0f766e",
  contact: "#f59e0b",
  get_started: "#23406f",
  job_application: "#5eead4",
  chat: "#b45309",
};
const BAR = "#0f766e";

/**
 * One chart and the table of its numbers. The chart is decoration for sighted readers
 * (aria-hidden); the table, in a <details> with a caption, carries the same numbers for
 * everyone. The chart's box has a fixed height, and the chart is drawn only once React has
 * hydrated (it measures its width), so the server's page does not shift when it appears.
 */
export function ChartCard({
  id,
  title,
  description,
  chart,
  table,
}: {
  id: string;
  title: string;
  description: string;
  chart: ReactNode;
  table: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid grid-cols-[minmax(0,1fr)] gap-3 rounded-xl border border-line bg-surface p-4 sm:p-6"
    >
      <div className="grid gap-1">
        <h3 id={`${id}-title`} className="text-lg font-semibold text-ink-900">
          {title}
        </h3>
        <p className="text-sm text-text-muted">{description}</p>
      </div>
      <div aria-hidden="true" className="h-72 w-full min-w-0">
        {hydrated ? chart : null}
      </div>
      <details className="group text-sm">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-700 underline-offset-4 hover:underline">
          Show the numbers<span className="sr-only">: {title}</span>
        </summary>
        <div
          className="relative mt-2 overflow-x-auto rounded-lg border border-line"
          role="region"
          aria-label={`${title}: data table`}
          // A wide table scrolls inside its own focusable region on a phone.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
        >
          {table}
        </div>
      </details>
    </section>
  );
}

export const chartTh =
  "border-b border-line bg-surface-muted px-3 py-2 text-left text-xs font-semibold tracking-wide text-ink-800 uppercase";
export const chartTd =
  "border-b border-line px-3 py-2 text-left text-ink-900 tabular-nums";

/** One bar (or stacked part) of a weekly chart. */
export type WeeklyBar = {
  dataKey: string;
  name: string;
  fill: string;
  stackId?: string;
};

/**
 * Bars per week, the console's one weekly chart (the Overview's leads, the Newsletter's growth):
 * the same grid, axes and legend, its numbers always given beside it in a table.
 */
export function WeeklyBarChart({
  weeks,
  bars,
}: {
  weeks: readonly object[];
  bars: readonly WeeklyBar[];
}) {
  return <CountBarChart data={[...weeks]} bars={bars} legend />;
}

/** The console's bar chart: one grid and pair of axes; a legend when bars are told apart. */
function CountBarChart({
  data,
  bars,
  legend = false,
}: {
  data: object[];
  bars: readonly WeeklyBar[];
  legend?: boolean;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" stroke="#d9e0e8" />
        <XAxis dataKey="label" tick={{ fontSize: 12, fill: "#475569" }} />
        <YAxis
          allowDecimals={false}
          tick={{ fontSize: 12, fill: "#475569" }}
          width={40}
        />
        <Tooltip />
        {legend ? (
          <Legend
            wrapperStyle={{ fontSize: 12 }}
            // The swatch carries the colour; the name stays dark enough to read.
            formatter={(value: string) => (
              <span style={{ color: "#0b1f3a" }}>{value}</span>
            )}
          />
        ) : null}
        {bars.map((bar) => (
          <Bar key={bar.dataKey} {...bar} isAnimationActive={false} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

/** A weekly chart's numbers: a row a week, a column each. */
export type WeeklyColumn<Week> = {
  key: string;
  header: string;
  cell: (week: Week) => ReactNode;
  /** Classes added to the column's cells. */
  className?: string;
};

export function WeeklyTable<Week extends { week: string; label: string }>({
  caption,
  className,
  weeks,
  columns,
}: {
  caption: string;
  className: string;
  weeks: readonly Week[];
  columns: readonly WeeklyColumn<Week>[];
}) {
  return (
    <table className={className}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className={chartTh}>
            Week of
          </th>
          {columns.map((column) => (
            <th key={column.key} scope="col" className={chartTh}>
              {column.header}
            </th>
          ))}
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
            {columns.map((column) => (
              <td
                key={column.key}
                className={
                  column.className ? `${chartTd} ${column.className}` : chartTd
                }
              >
                {column.cell(week)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function LeadsPerWeekChart({ weeks }: { weeks: WeekRow[] }) {
  return (
    <ChartCard
      id="leads-per-week"
      title="Leads per week by source"
      description="The last 12 weeks (Monday to Sunday, UTC), spam excluded."
      chart={
        <WeeklyBarChart
          weeks={weeks}
          bars={LEAD_SOURCES.map((source) => ({
            dataKey: source,
            name: leadSourceLabels[source],
            fill: sourceColors[source],
            stackId: "leads",
          }))}
        />
      }
      table={
        <WeeklyTable
          caption="Leads per week by source, last 12 weeks, spam excluded"
          className="w-full min-w-[36rem] border-collapse text-sm"
          weeks={weeks}
          columns={[
            ...LEAD_SOURCES.map((source) => ({
              key: source,
              header: leadSourceLabels[source],
              cell: (week: WeekRow) => week[source],
            })),
            {
              key: "total",
              header: "Total",
              cell: (week) => week.total,
              className: "font-semibold",
            },
          ]}
        />
      }
    />
  );
}

function SimpleBars({
  data,
  name,
}: {
  data: { label: string; count: number }[];
  name: string;
}) {
  return (
    <CountBarChart data={data} bars={[{ dataKey: "count", name, fill: BAR }]} />
  );
}

function CountTable({
  caption,
  heading,
  rows,
}: {
  caption: string;
  heading: string;
  rows: { key: string; label: string; count: number }[];
}) {
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className={chartTh}>
            {heading}
          </th>
          <th scope="col" className={chartTh}>
            Count
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} data-key={row.key}>
            <th scope="row" className={`${chartTd} font-semibold`}>
              {row.label}
            </th>
            <td className={chartTd}>{row.count}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function FunnelChart({ funnel }: { funnel: FunnelStage[] }) {
  return (
    <ChartCard
      id="conversion-funnel"
      title="Conversion funnel"
      description="Leads of the last 12 weeks at or past each stage, spam excluded."
      chart={<SimpleBars data={funnel} name="Leads" />}
      table={
        <CountTable
          caption="Conversion funnel: leads of the last 12 weeks at or past each stage, spam excluded"
          heading="Stage"
          rows={funnel.map((stage) => ({ ...stage, key: stage.status }))}
        />
      }
    />
  );
}

export function TicketAgeChart({ ages }: { ages: TicketAgeRow[] }) {
  return (
    <ChartCard
      id="ticket-ages"
      title="Open tickets by age"
      description="Open and in-progress support tickets, by time since they were opened."
      chart={<SimpleBars data={ages} name="Tickets" />}
      table={
        <CountTable
          caption="Open and in-progress tickets by age"
          heading="Age"
          rows={ages}
        />
      }
    />
  );
}
