import { BookingHostsPage } from "~/components/booking/booking-hosts-page";
import type { HostFormResult } from "~/domain/booking/host-views";
import { consolePageMeta } from "~/content/console-page-meta";
import { CONSOLE_HEADERS } from "~/server/console/console-frame.server";
import {
  bookingHostsAction,
  bookingHostsLoader,
} from "~/server/booking/booking-hosts.handler.server";
import type { Route } from "./+types/booking-hosts";

export const loader = (args: Route.LoaderArgs) => bookingHostsLoader(args);
export const action = (args: Route.ActionArgs) => bookingHostsAction(args);

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

export const meta: Route.MetaFunction = () => consolePageMeta("Booking hosts");

export default function BookingHostsRoute({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  return (
    <BookingHostsPage
      data={loaderData}
      result={actionData as HostFormResult | undefined}
    />
  );
}
