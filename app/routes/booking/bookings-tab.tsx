import { BookingsTab } from "~/components/booking/bookings-tab";
import type { NoShowResult } from "~/domain/booking/booking-list";
import { consolePageMeta } from "~/content/console-page-meta";
import { CONSOLE_HEADERS } from "~/server/console/console-frame.server";
import {
  bookingsTabAction,
  bookingsTabLoader,
} from "~/server/booking/bookings-tab.handler.server";
import type { Route } from "./+types/bookings-tab";

export const loader = (args: Route.LoaderArgs) => bookingsTabLoader(args);
export const action = (args: Route.ActionArgs) => bookingsTabAction(args);

export const headers: Route.HeadersFunction = () => CONSOLE_HEADERS;

export const meta: Route.MetaFunction = () => consolePageMeta("Bookings");

export default function BookingsTabRoute({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  return (
    <BookingsTab
      data={loaderData}
      result={actionData as NoShowResult | undefined}
    />
  );
}
