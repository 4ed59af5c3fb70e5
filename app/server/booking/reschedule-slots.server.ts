import {
  blockedTimesSpan,
  openSlots,
  type BlockedTime,
  type Slot,
} from "~/domain/booking/availability";
import type { Database } from "../db/client.server";
import type { ManagedBooking } from "./bookings.server";
import { blockedTimes, hostOfferingSlots } from "./host-time.server";

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
  // A host whose own calendar could not be read lately is never shown free (decision 069).
  const host = await hostOfferingSlots(db, booking.hostId, now);
  if (!host) return [];
  const { from, to } = blockedTimesSpan(host.rules, now);
  const blocked = await blockedBesides(db, booking, from, to, now);
  return openSlots(host.hours, host.rules, blocked, now).filter(
    (slot) => slot.start.getTime() !== booking.startsAt.getTime(),
  );
}

/** What blocks the booking's host from `from` to `to`, but the booking's own time: the one it moves from. */
export async function blockedBesides(
  db: Database,
  booking: Pick<ManagedBooking, "hostId" | "blockedStart" | "blockedEnd">,
  from: Date,
  to: Date,
  now: Date,
): Promise<BlockedTime[]> {
  return (await blockedTimes(db, booking.hostId, from, to, { now })).filter(
    (time) =>
      time.start.getTime() !== booking.blockedStart.getTime() ||
      time.end.getTime() !== booking.blockedEnd.getTime(),
  );
}
