import {
  FunnelChart,
  LeadsPerWeekChart,
  TicketAgeChart,
} from "~/components/console/overview-charts";
import { consolePageMeta } from "~/content/console-page-meta";
import { CONSOLE_HEADERS } from "~/server/console/console-frame.server";
import { overviewTabLoader } from "~/server/console/overview-tab.handler.server";
import type { Route } from "./+types/overview-tab";

export const loader = (args: Route.LoaderArgs) => overviewTabLoader(args);
export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

export const meta: Route.MetaFunction = () => consolePageMeta("Overview");

export default function OverviewTab({ loaderData }: Route.ComponentProps) {
  const { weeks, funnel, ticketAges } = loaderData;
  const total = weeks.reduce((sum, week) => sum + week.total, 0);
  return (
    <section
      aria-labelledby="overview-heading"
      className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-4"
    >
      <div className="grid gap-1">
        <h2
          id="overview-heading"
          className="text-2xl font-bold tracking-tight text-ink-900"
        >
          Overview
        </h2>
        <p className="text-sm text-text-muted">
          {total === 1 ? "1 lead" : `${total} leads`} in the last 12 weeks.
        </p>
      </div>
      <LeadsPerWeekChart weeks={weeks} />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-2">
        <FunnelChart funnel={funnel} />
        <TicketAgeChart ages={ticketAges} />
      </div>
    </section>
  );
}
