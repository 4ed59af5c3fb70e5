import { bookingFeedLoader } from "~/server/booking/booking-feed.handler.server";
import type { Route } from "./+types/booking-feed";

/** GET /calendar/bookings/<token>.ics — a host's secret, rotatable calendar feed (decision 069). */
export const loader = (args: Route.LoaderArgs) => bookingFeedLoader(args);
