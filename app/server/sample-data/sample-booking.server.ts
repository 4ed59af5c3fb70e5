import type { Transaction } from "../db/client.server";
import { bookingHosts } from "../db/schema.server";

/**
 * The local run's consultant: weekday hours in Ottawa's zone, so /book shows open times out of
 * the box (docs/booking.md). Staff change the hours, or add hosts, in the console's Bookings tab.
 */
export const demoBookingHost = {
  displayName: "Hélène Marchand",
  email: "staff.admin@example.org",
  zone: "America/Toronto",
  weeklyHours: Object.fromEntries(
    ["1", "2", "3", "4", "5"].map((day) => [
      day,
      [
        { start: "09:00", end: "12:00" },
        { start: "13:00", end: "17:00" },
      ],
    ]),
  ),
  dateOverrides: [],
  durationMinutes: 30,
  intervalMinutes: 30,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 10,
  minimumNoticeMinutes: 240,
  windowDays: 21,
} as const;

export async function seedDemoBookingHost(tx: Transaction): Promise<void> {
  await tx.insert(bookingHosts).values(demoBookingHost);
}
