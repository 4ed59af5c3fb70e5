import type { Database } from "~/server/db/client.server";
import { bookingHosts } from "~/server/db/schema.server";
import type { BookingRequest } from "~/server/booking/bookings.server";

/**
 * The booking tests' host and visitor: a host in UTC with weekday hours 09:00–17:00, no minimum
 * notice and a 30-day window (tests pass their own `now`), and a visitor's request by index.
 */

export const WEEKDAYS_NINE_TO_FIVE = Object.fromEntries(
  ["1", "2", "3", "4", "5"].map((day) => [
    day,
    [{ start: "09:00", end: "17:00" }],
  ]),
);

export async function addBookingHost(
  db: Database,
  name: string,
  rules: Partial<typeof bookingHosts.$inferInsert> = {},
  mailDomain = "example.test",
) {
  const [host] = await db
    .insert(bookingHosts)
    .values({
      displayName: name,
      email: `${name.toLowerCase().replace(/\W+/g, ".")}@${mailDomain}`,
      zone: "UTC",
      weeklyHours: WEEKDAYS_NINE_TO_FIVE,
      minimumNoticeMinutes: 0,
      windowDays: 30,
      ...rules,
    })
    .returning();
  return host!;
}

export function bookingRequest(
  start: string,
  index = 0,
  extra: Partial<BookingRequest> = {},
): BookingRequest {
  return {
    start: new Date(start),
    visitorName: `Visitor ${index}`,
    visitorEmail: `visitor.${index}@ministry.example`,
    organisation: "Ministry of Examples",
    locale: "en",
    visitorZone: "America/Toronto",
    ...extra,
  };
}
