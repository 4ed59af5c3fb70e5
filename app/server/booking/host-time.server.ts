import { and, asc, eq, gt, lt, ne } from "drizzle-orm";
import {
  offersSlot,
  type BlockedTime,
  type HostHours,
  type SlotRules,
} from "~/domain/booking/availability";
import {
  dateOverridesSchema,
  weeklyHoursSchema,
} from "~/domain/booking/host-rules";
import type { Database, Transaction } from "../db/client.server";
import {
  bookingBusyTimes,
  bookingHolds,
  bookingHosts,
  bookings,
} from "../db/schema.server";
import { busySourceFresh } from "./busy-sync.server";

/**
 * A host's time as booking reads it: their rules, and what already blocks it — confirmed
 * meetings (buffers included), busy time from their own calendar, and times held for visitors
 * who are giving their details (decisions 068, 069, 071).
 */

type HostRow = typeof bookingHosts.$inferSelect;

export type BookableHost = {
  readonly hours: HostHours;
  readonly rules: SlotRules;
  readonly lastAssignedAt: Date | null;
};

/** A host row as the availability rules read it; a row whose hours do not parse offers nothing. */
export function bookableHostOf(row: HostRow): BookableHost | null {
  const weekly = weeklyHoursSchema.safeParse(row.weeklyHours);
  const overrides = dateOverridesSchema.safeParse(row.dateOverrides);
  if (!weekly.success || !overrides.success) return null;
  return {
    hours: {
      hostId: row.id,
      zone: row.zone,
      weekly: weekly.data,
      overrides: overrides.data,
    },
    rules: {
      durationMinutes: row.durationMinutes,
      intervalMinutes: row.intervalMinutes,
      bufferBeforeMinutes: row.bufferBeforeMinutes,
      bufferAfterMinutes: row.bufferAfterMinutes,
      minimumNoticeMinutes: row.minimumNoticeMinutes,
      windowDays: row.windowDays,
    },
    lastAssignedAt: row.lastAssignedAt,
  };
}

/**
 * The hosts who offer slots now: active, hours that parse, and — when their busy time comes from
 * their own calendar — a read of it that succeeded within the hour. A host whose calendar we
 * cannot read is never shown free (decision 069).
 */
export async function activeHosts(
  db: Database,
  now: Date,
): Promise<BookableHost[]> {
  const rows = await db
    .select()
    .from(bookingHosts)
    .where(eq(bookingHosts.active, true))
    .orderBy(asc(bookingHosts.createdAt), asc(bookingHosts.id));
  return rows.flatMap((row) => offeringSlots(row, now) ?? []);
}

/** One host, by the same test as activeHosts: null when they offer no slot now. */
export async function hostOfferingSlots(
  db: Database,
  hostId: string,
  now: Date,
): Promise<BookableHost | null> {
  const [row] = await db
    .select()
    .from(bookingHosts)
    .where(eq(bookingHosts.id, hostId));
  return row ? offeringSlots(row, now) : null;
}

function offeringSlots(row: HostRow, now: Date): BookableHost | null {
  return row.active && busySourceFresh(row, now) ? bookableHostOf(row) : null;
}

/** Which live hold does not count as blocking: the visitor's own, named by its token's hash. */
export type HoldView = {
  readonly now: Date;
  readonly exceptHoldHash?: string | null;
};

function liveHoldsOf(
  hostId: string,
  from: Date,
  to: Date,
  { now, exceptHoldHash }: HoldView,
) {
  return and(
    eq(bookingHolds.hostId, hostId),
    gt(bookingHolds.expiresAt, now),
    lt(bookingHolds.blockedStart, to),
    gt(bookingHolds.blockedEnd, from),
    exceptHoldHash ? ne(bookingHolds.tokenHash, exceptHoldHash) : undefined,
  );
}

/**
 * What blocks a host's time between two instants: their confirmed meetings, buffers included,
 * the busy time imported from their own calendar, and other visitors' live holds.
 */
export async function blockedTimes(
  db: Database | Transaction,
  hostId: string,
  from: Date,
  to: Date,
  holds: HoldView = { now: new Date() },
): Promise<BlockedTime[]> {
  const meetings = await db
    .select({ start: bookings.blockedStart, end: bookings.blockedEnd })
    .from(bookings)
    .where(
      and(
        eq(bookings.hostId, hostId),
        eq(bookings.status, "confirmed"),
        lt(bookings.blockedStart, to),
        gt(bookings.blockedEnd, from),
      ),
    );
  const busy = await db
    .select({ start: bookingBusyTimes.startsAt, end: bookingBusyTimes.endsAt })
    .from(bookingBusyTimes)
    .where(
      and(
        eq(bookingBusyTimes.hostId, hostId),
        lt(bookingBusyTimes.startsAt, to),
        gt(bookingBusyTimes.endsAt, from),
      ),
    );
  const held = await db
    .select({ start: bookingHolds.blockedStart, end: bookingHolds.blockedEnd })
    .from(bookingHolds)
    .where(liveHoldsOf(hostId, from, to, holds));
  return [...meetings, ...busy, ...held];
}

const DAY = 86_400_000;

/** Least recently assigned first; a host never assigned comes before all others. */
function byLeastRecent(a: BookableHost, b: BookableHost): number {
  const at = (host: BookableHost) =>
    host.lastAssignedAt?.getTime() ?? -Infinity;
  return at(a) - at(b) || a.hours.hostId.localeCompare(b.hours.hostId);
}

/**
 * Who could take `start`: how many active hosts' rules offer it, and those of them free then
 * (meetings, busy time and other visitors' live holds), least recently assigned first — the
 * order a hold or a booking tries them in (round robin).
 */
export async function hostsFreeAt(
  db: Database,
  start: Date,
  holds: HoldView,
): Promise<{ offering: number; free: BookableHost[] }> {
  let offering = 0;
  const free: BookableHost[] = [];
  for (const host of await activeHosts(db, holds.now)) {
    if (!offersSlot(host.hours, host.rules, [], holds.now, start)) continue;
    offering += 1;
    const blocked = await blockedTimes(
      db,
      host.hours.hostId,
      new Date(start.getTime() - DAY),
      new Date(start.getTime() + DAY),
      holds,
    );
    if (offersSlot(host.hours, host.rules, blocked, holds.now, start))
      free.push(host);
  }
  return { offering, free: free.sort(byLeastRecent) };
}

/**
 * Takes the host's row lock for the rest of the transaction. Every write that places time on a
 * host — a hold, a booking, a move — takes it first, so the check for holds that follows sees
 * every hold and booking committed before it, and none is committed beside it. (Two bookings
 * would still be stopped by the exclusion constraint; holds live in another table.)
 */
export async function lockHost(tx: Transaction, hostId: string): Promise<void> {
  await tx
    .select({ id: bookingHosts.id })
    .from(bookingHosts)
    .where(eq(bookingHosts.id, hostId))
    .for("update");
}

/** Whether another visitor's live hold overlaps `time` on this host (read under `lockHost`). */
export async function heldByAnother(
  tx: Transaction,
  hostId: string,
  time: BlockedTime,
  holds: HoldView,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: bookingHolds.id })
    .from(bookingHolds)
    .where(liveHoldsOf(hostId, time.start, time.end, holds))
    .limit(1);
  return row !== undefined;
}

/** Thrown inside a host's transaction when a live hold has the time: the try rolls back. */
export class HeldTimeError extends Error {
  constructor() {
    super("another visitor holds this time");
  }
}
