import type { Route } from "../../routes/booking/+types/booking-feed";
import { site } from "~/content/site";
import { requestInfoContext } from "../http/request-context.server";
import { rateLimitClientKey } from "../security/client-key.server";
import {
  createFormRateLimiter,
  type FormRateLimiter,
} from "../security/rate-limit.server";
import type { LimiterStore } from "../security/limiter-store.server";
import { getAppServices } from "../services.server";
import { bookingFeedFor } from "./booking-feed.server";

/**
 * GET /calendar/bookings/<token>.ics — a host's subscribed calendar. Calendars poll every few
 * minutes to hours; FEED_REQUESTS_PER_WINDOW per client per 10 minutes leaves room for that and
 * for a person opening it, while a client trying tokens (256 bits: hopeless anyway) is slowed.
 */
export const FEED_REQUESTS_PER_WINDOW = 60;

const KEY = Symbol.for("kestrel.booking-feed-limiter");
type Holder = { [KEY]?: { limiter: FormRateLimiter; store: LimiterStore } };

function feedLimiter(): FormRateLimiter {
  const { limiterStore } = getAppServices();
  const holder = globalThis as Holder;
  // Made again when the services are (tests restart them): counters live in their store.
  if (holder[KEY]?.store !== limiterStore)
    holder[KEY] = {
      limiter: createFormRateLimiter(
        "booking-feed",
        FEED_REQUESTS_PER_WINDOW,
        limiterStore.create,
      ),
      store: limiterStore,
    };
  return holder[KEY]!.limiter;
}

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
  const retryAfter = await feedLimiter().consume(
    rateLimitClientKey(context.get(requestInfoContext).clientIp),
  );
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
