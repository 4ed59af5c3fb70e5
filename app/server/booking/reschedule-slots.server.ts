import { eq } from "drizzle-orm";
import { openSlots, type Slot } from "~/domain/booking/availability";
import type { Database } from "../db/client.server";
import { bookingHosts } from "../db/schema.server";
import type { ManagedBooking } from "./bookings.server";
import { bookableHostOf, blockedTimes } from "./host-time.server";
import { busySourceFresh } from "./busy-sync.server";

const DAY = 86_400_000;

/**
 * The times a booking may move to: its own host's open slots, its own current time not counted
 * as taken (rescheduleBooking keeps the host, so the invitation, its UID and the lead stay one
 * meeting). An inactive host, or one whose hours no longer parse, offers none.
 */
export async function rescheduleSlots(
  db: Database,
  booking: ManagedBooking,
  now = new Date(),
): Promise<Slot[]> {
  const [row] = await db
    .select()
    .from(bookingHosts)
    .where(eq(bookingHosts.id, booking.hostId));
  // A host whose own calendar could not be read lately is never shown free (decision 069).
  const host =
    row?.active && busySourceFresh(row, now) ? bookableHostOf(row) : null;
  if (!host) return [];
  const blocked = (
    await blockedTimes(
      db,
      host.hours.hostId,
      new Date(now.getTime() - DAY),
      new Date(now.getTime() + (host.rules.windowDays + 1) * DAY),
      { now },
    )
  ).filter(
    (time) =>
      time.start.getTime() !== booking.blockedStart.getTime() ||
      time.end.getTime() !== booking.blockedEnd.getTime(),
  );
  return openSlots(host.hours, host.rules, blocked, now).filter(
    (slot) => slot.start.getTime() !== booking.startsAt.getTime(),
  );
}
