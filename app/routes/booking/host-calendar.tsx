import {
  HostCalendarPage,
  type HostCalendarPageResult,
} from "~/components/booking/host-calendar-page";
import { site } from "~/content/site";
import { CONSOLE_HEADERS } from "~/server/console/console-frame.server";
import {
  hostCalendarAction,
  hostCalendarLoader,
} from "~/server/booking/host-calendar.handler.server";
import type { Route } from "./+types/host-calendar";

export const loader = (args: Route.LoaderArgs) => hostCalendarLoader(args);
export const action = (args: Route.ActionArgs) => hostCalendarAction(args);

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

export const meta: Route.MetaFunction = () => [
  { title: `Host calendars | Bookings | Console | ${site.name}` },
  { name: "robots", content: "noindex" },
];

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
