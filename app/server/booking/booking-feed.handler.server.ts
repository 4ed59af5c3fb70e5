import type { Route } from "../../routes/booking/+types/booking-feed";
import { site } from "~/content/site";
import { getAppServices } from "../services.server";
import { bookingGetRetryAfter } from "./booking-limiters.server";
import { bookingFeedFor } from "./booking-feed.server";

/**
 * GET /calendar/bookings/<token>.ics — a host's subscribed calendar, limited per client
 * (`BOOKING_GET_LIMITS["booking-feed"]` per 10 minutes, booking-limiters.server.ts).
 */

const NOT_FOUND = () =>
  new Response("Not found\n", {
    status: 404,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
    },
  });

export async function bookingFeedLoader({
  params,
  context,
}: Route.LoaderArgs): Promise<Response> {
  const retryAfter = await bookingGetRetryAfter("booking-feed", context);
  if (retryAfter !== null)
    return new Response("Too many requests\n", {
      status: 429,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "no-store",
        "Retry-After": String(retryAfter),
      },
    });
  const token = /^(.+)\.ics$/.exec(params.file ?? "")?.[1];
  if (!token) return NOT_FOUND();
  const { env, database } = getAppServices();
  const text = await bookingFeedFor(database.db, token, {
    publicUrl: env.publicUrl,
    productOwner: site.name,
  });
  if (text === null) return NOT_FOUND();
  return new Response(text, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
      "Referrer-Policy": "no-referrer",
    },
  });
}
