import {
  HostCalendarPage,
  type HostCalendarPageResult,
} from "~/components/booking/host-calendar-page";
import { consolePageMeta } from "~/content/console-page-meta";
import { CONSOLE_HEADERS } from "~/server/console/console-frame.server";
import {
  hostCalendarAction,
  hostCalendarLoader,
} from "~/server/booking/host-calendar.handler.server";
import type { Route } from "./+types/host-calendar";

export const loader = (args: Route.LoaderArgs) => hostCalendarLoader(args);
export const action = (args: Route.ActionArgs) => hostCalendarAction(args);

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

export const meta: Route.MetaFunction = () =>
  consolePageMeta("Host calendars", "Bookings");

export default function HostCalendarRoute({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  return (
    <HostCalendarPage
      host={loaderData.host}
      result={actionData as HostCalendarPageResult | undefined}
    />
  );
}
