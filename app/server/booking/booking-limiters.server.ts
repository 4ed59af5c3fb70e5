import { data, type RouterContextProvider } from "react-router";
import { requestInfoContext } from "../http/request-context.server";
import { rateLimitClientKey } from "../security/client-key.server";
import type { LimiterStore } from "../security/limiter-store.server";
import {
  createFormRateLimiter,
  type FormRateLimiter,
} from "../security/rate-limit.server";
import { getAppServices } from "../services.server";

/**
 * Per-client limits on what a secret booking link opens with a plain GET — a host's calendar
 * feed, a booking's manage page, a held time — counted in the rate-limit store (shared across
 * instances when Redis is configured). Links carry 256 bits, so guessing is hopeless anyway;
 * the limits make trying cost something and keep a scraper from hammering the database.
 */
export const BOOKING_GET_LIMITS = {
  /** Calendars poll every few minutes to hours; this leaves room for that and a person. */
  "booking-feed": 60,
  /** A visitor opens their manage page or details step a few times; a refresh loop is not one. */
  "booking-links": 120,
} as const;

type LimitName = keyof typeof BOOKING_GET_LIMITS;

const KEY = Symbol.for("kestrel.booking-limiters");
type Holder = {
  [KEY]?: { store: LimiterStore; limiters: Map<LimitName, FormRateLimiter> };
};

function limiterFor(name: LimitName): FormRateLimiter {
  const { limiterStore } = getAppServices();
  const holder = globalThis as Holder;
  // Made again when the services are (tests restart them): counters live in their store.
  if (holder[KEY]?.store !== limiterStore)
    holder[KEY] = { store: limiterStore, limiters: new Map() };
  const { limiters } = holder[KEY]!;
  let limiter = limiters.get(name);
  if (!limiter) {
    limiter = createFormRateLimiter(
      name,
      BOOKING_GET_LIMITS[name],
      limiterStore.create,
    );
    limiters.set(name, limiter);
  }
  return limiter;
}

/** Seconds until this client may open another link of this kind, or null when it may now. */
export function bookingGetRetryAfter(
  name: LimitName,
  context: Readonly<RouterContextProvider>,
): Promise<number | null> {
  return limiterFor(name).consume(
    rateLimitClientKey(context.get(requestInfoContext).clientIp),
  );
}

/** For a page's loader: 429 with Retry-After (the site's error page) when the client is over. */
export async function limitBookingLinkLookup(
  context: Readonly<RouterContextProvider>,
): Promise<void> {
  const retryAfter = await bookingGetRetryAfter("booking-links", context);
  if (retryAfter !== null)
    throw data(null, {
      status: 429,
      headers: {
        "Retry-After": String(retryAfter),
        "Cache-Control": "no-store",
      },
    });
}
