import { BookingHostEditor } from "~/components/booking/booking-host-editor";
import type { HostFormResult } from "~/domain/booking/host-views";
import { consolePageMeta } from "~/content/console-page-meta";
import { CONSOLE_HEADERS } from "~/server/console/console-frame.server";
import {
  bookingHostAction,
  bookingHostLoader,
} from "~/server/booking/booking-host.handler.server";
import type { Route } from "./+types/booking-host";

export const loader = (args: Route.LoaderArgs) => bookingHostLoader(args);
export const action = (args: Route.ActionArgs) => bookingHostAction(args);

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

export const meta: Route.MetaFunction = ({ data }) =>
  consolePageMeta(`${data?.host.name ?? "Host"}'s hours`);

export default function BookingHostRoute({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  return (
    <BookingHostEditor
      data={loaderData}
      result={actionData as HostFormResult | undefined}
    />
  );
}
