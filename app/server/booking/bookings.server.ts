import { createHash, randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import {
  blockedTimesSpan,
  blockedTimeOf,
  offersSlot,
  openSlots,
  type Slot,
} from "~/domain/booking/availability";
import type { Database, Transaction } from "../db/client.server";
import { hasDatabaseErrorCode } from "../db/database-errors.server";
import {
  queueBookingEmails,
  type BookingHostContact,
  type BookingMailInput,
} from "./booking-mail.server";
import { queueBookingReminders } from "./booking-reminders.server";
import { bookingHolds, bookingHosts, bookings } from "../db/schema.server";
import {
  activeHosts,
  blockedTimes,
  heldByAnother,
  HeldTimeError,
  hostOfferingSlots,
  hostsFreeAt,
  lockHost,
  type BookableHost,
} from "./host-time.server";
import { blockedBesides } from "./reschedule-slots.server";

/**
 * Booking a consultation: the slots every active host offers, and the one write that takes a
 * slot. The database's exclusion constraint (drizzle/0028_booking.sql) decides a race between
 * bookings, the host's row lock one between a booking and a hold (decision 071); this module
 * only chooses which free host to try first (decision 068).
 */

/** What a booking's e-mails say of its host. */
const hostContactColumns = {
  displayName: bookingHosts.displayName,
  email: bookingHosts.email,
  zone: bookingHosts.zone,
};

const DAY = 86_400_000;

/** Every start some host offers, each once, in order: what the visitor chooses from. */
export async function listOpenSlots(
  db: Database,
  now = new Date(),
): Promise<Slot[]> {
  const byStart = new Map<number, Slot>();
  for (const host of await activeHosts(db, now)) {
    const { from, to } = blockedTimesSpan(host.rules, now);
    const blocked = await blockedTimes(db, host.hours.hostId, from, to, {
      now,
    });
    for (const slot of openSlots(host.hours, host.rules, blocked, now))
      if (!byStart.has(slot.start.getTime()))
        byStart.set(slot.start.getTime(), slot);
  }
  return [...byStart.values()].sort(
    (a, b) => a.start.getTime() - b.start.getTime(),
  );
}

export type BookingRequest = {
  readonly start: Date;
  readonly visitorName: string;
  readonly visitorEmail: string;
  readonly organisation: string;
  readonly locale: "en" | "fr";
  readonly visitorZone: string;
  readonly leadId?: string | null;
  /** The visitor's `Idempotency-Key` (or the form's token): a retried post books nothing new. */
  readonly idempotencyKey?: string | null;
  /** The hold link of the time the visitor chose (decision 071): their own hold does not block it. */
  readonly holdToken?: string | null;
};

export type BookingOutcome =
  | {
      readonly status: "booked";
      readonly bookingId: string;
      readonly hostId: string;
      /** The manage link's secret: given once, only its hash is kept. */
      readonly manageToken: string;
      readonly start: Date;
      readonly end: Date;
    }
  /** The same request again (same idempotency key): the first booking stands. */
  | { readonly status: "duplicate"; readonly bookingId: string }
  /** Offered by the rules, but every host who offers it is taken now (409, with fresh slots). */
  | { readonly status: "taken" }
  /** No host's rules offer this time: outside hours, notice or window, a day off, forged. */
  | { readonly status: "not-offered" };

/** sha256 of a manage or hold token, hex: what the tables keep instead of the token. */
export function hashManageToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

async function bookingWithKey(
  db: Database,
  key: string,
): Promise<string | null> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.idempotencyKey, key));
  return row?.id ?? null;
}

/** A manage or hold link's secret: 32 random bytes, base64url. */
export const LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The visitor's own hold of the time they post, live or lapsed: its time does not block them,
 * and its host is tried first. A hold of another time, or an unknown link, is nobody's here.
 */
async function ownHoldOf(db: Database, request: BookingRequest) {
  const token = request.holdToken;
  if (!token || !LINK_TOKEN.test(token)) return null;
  const [hold] = await db
    .select({
      tokenHash: bookingHolds.tokenHash,
      hostId: bookingHolds.hostId,
      startsAt: bookingHolds.startsAt,
    })
    .from(bookingHolds)
    .where(eq(bookingHolds.tokenHash, hashManageToken(token)));
  return hold && hold.startsAt.getTime() === request.start.getTime()
    ? hold
    : null;
}

function assignmentReason(chosen: BookableHost, free: number): string {
  if (free === 1) return "the only host free at this time";
  const last = chosen.lastAssignedAt?.toISOString() ?? "never";
  return `round robin: least recently assigned of ${free} free hosts (last assigned ${last})`;
}

/**
 * Takes a slot for the visitor: re-checks it against every host's rules and meetings, then tries
 * the free hosts, least recently assigned first. Each try is one transaction (the meeting and the
 * host's round-robin time); a try that loses a race to another booking fails on the exclusion
 * constraint and the next host is tried.
 */
export async function bookSlot(
  db: Database,
  request: BookingRequest,
  now = new Date(),
): Promise<BookingOutcome> {
  const key = request.idempotencyKey ?? null;
  if (key) {
    const earlier = await bookingWithKey(db, key);
    if (earlier) return { status: "duplicate", bookingId: earlier };
  }
  const own = await ownHoldOf(db, request);
  const holds = { now, exceptHoldHash: own?.tokenHash ?? null };
  const { offering, free } = await hostsFreeAt(db, request.start, holds);
  if (offering === 0) return { status: "not-offered" };
  // The host of the visitor's own hold first: the time was held with them.
  free.sort(
    (a, b) =>
      Number(b.hours.hostId === own?.hostId) -
      Number(a.hours.hostId === own?.hostId),
  );
  for (const host of free) {
    const manageToken = randomBytes(32).toString("base64url");
    const end = new Date(
      request.start.getTime() + host.rules.durationMinutes * 60_000,
    );
    const blocked = blockedTimeOf(request.start, host.rules);
    try {
      const bookingId = await db.transaction(async (tx) => {
        await lockHost(tx, host.hours.hostId);
        if (await heldByAnother(tx, host.hours.hostId, blocked, holds))
          throw new HeldTimeError();
        const [row] = await tx
          .insert(bookings)
          .values({
            hostId: host.hours.hostId,
            leadId: request.leadId ?? null,
            visitorName: request.visitorName,
            visitorEmail: request.visitorEmail,
            organisation: request.organisation,
            locale: request.locale,
            visitorZone: request.visitorZone,
            startsAt: request.start,
            endsAt: end,
            blockedStart: blocked.start,
            blockedEnd: blocked.end,
            manageTokenHash: hashManageToken(manageToken),
            idempotencyKey: key,
            assignmentReason: assignmentReason(host, free.length),
          })
          .returning();
        if (holds.exceptHoldHash)
          await tx
            .delete(bookingHolds)
            .where(eq(bookingHolds.tokenHash, holds.exceptHoldHash));
        const [contact] = await tx
          .update(bookingHosts)
          .set({ lastAssignedAt: now, updatedAt: now })
          .where(eq(bookingHosts.id, host.hours.hostId))
          .returning(hostContactColumns);
        // The confirmation is written here because only here is the manage token known; in the
        // same transaction, so a try that loses its race leaves no e-mail.
        await queueBookingEmails(tx, {
          booking: row!,
          host: contact!,
          change: "booked",
          manageToken,
          stamp: now,
        });
        await queueBookingReminders(tx, row!, now);
        return row!.id;
      });
      return {
        status: "booked",
        bookingId,
        hostId: host.hours.hostId,
        manageToken,
        start: request.start,
        end,
      };
    } catch (error) {
      const lostRace =
        error instanceof HeldTimeError ||
        hasDatabaseErrorCode(error, "23P01") ||
        hasDatabaseErrorCode(error, "23505");
      if (!lostRace) throw error;
      // On PostgreSQL a retry can lose on the time before it loses on the key: answered below.
      if (key && (await bookingWithKey(db, key))) break;
      // Another booking took this host's time first: try the next free host.
    }
  }
  // The slot is taken — perhaps by this same request, retried, whose first try won meanwhile.
  if (key) {
    const earlier = await bookingWithKey(db, key);
    if (earlier) return { status: "duplicate", bookingId: earlier };
  }
  return { status: "taken" };
}

export type ManagedBooking = typeof bookings.$inferSelect;

async function hostContact(
  tx: Transaction,
  hostId: string,
): Promise<BookingHostContact> {
  const [contact] = await tx
    .select(hostContactColumns)
    .from(bookingHosts)
    .where(eq(bookingHosts.id, hostId));
  return contact!;
}

/** The booking a manage link names; a wrong or unknown token finds nothing (a 404 that says no more). */
export async function bookingByManageToken(
  db: Database,
  token: string,
): Promise<ManagedBooking | null> {
  if (!LINK_TOKEN.test(token)) return null;
  const [row] = await db
    .select()
    .from(bookings)
    .where(eq(bookings.manageTokenHash, hashManageToken(token)));
  return row ?? null;
}

export type ChangeRefusal =
  | { readonly status: "not-found" }
  /** A cancelled booking stays cancelled: an old e-mail's link cannot bring it back. */
  | { readonly status: "cancelled" }
  /** Inside the cancel notice (or already started): the visitor is shown how to reach us. */
  | { readonly status: "too-late" };

export type CancelOutcome =
  { readonly status: "done"; readonly booking: ManagedBooking } | ChangeRefusal;

export type RescheduleOutcome =
  | { readonly status: "done"; readonly booking: ManagedBooking }
  | ChangeRefusal
  | { readonly status: "not-offered" }
  | { readonly status: "taken" };

/**
 * A visitor's change by manage link: one update that only a still-confirmed booking matches (two
 * clicks change it once), with a higher SEQUENCE so the invitation queued with it is the
 * calendar's last word. Null, and no e-mail, when the booking was cancelled meanwhile.
 */
async function changeConfirmedBooking(
  tx: Transaction,
  bookingId: string,
  values: Partial<typeof bookings.$inferInsert>,
  mail: Omit<BookingMailInput, "booking" | "host">,
): Promise<ManagedBooking | null> {
  const [changed] = await tx
    .update(bookings)
    .set({ ...values, sequence: sql`${bookings.sequence} + 1` })
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, "confirmed")))
    .returning();
  if (!changed) return null;
  await queueBookingEmails(tx, {
    ...mail,
    booking: changed,
    host: await hostContact(tx, changed.hostId),
  });
  return changed;
}

/** Whether a visitor may still change a booking themselves, `noticeMinutes` before it starts. */
function changeRefusalOf(
  booking: ManagedBooking | null,
  now: Date,
  noticeMinutes: number,
): ChangeRefusal | null {
  if (!booking) return { status: "not-found" };
  if (booking.status === "cancelled") return { status: "cancelled" };
  if (booking.startsAt.getTime() - now.getTime() < noticeMinutes * 60_000)
    return { status: "too-late" };
  return null;
}

/**
 * Cancels by manage link: the status, the time and a higher SEQUENCE in one update that only a
 * still-confirmed booking matches, so two clicks cancel once and the invitation sent with it
 * (METHOD:CANCEL) is the last word.
 */
export async function cancelBooking(
  db: Database,
  token: string,
  options: { now?: Date; cancelNoticeMinutes: number },
): Promise<CancelOutcome> {
  const now = options.now ?? new Date();
  const booking = await bookingByManageToken(db, token);
  const refusal = changeRefusalOf(booking, now, options.cancelNoticeMinutes);
  if (refusal) return refusal;
  return db.transaction(async (tx) => {
    const cancelled = await changeConfirmedBooking(
      tx,
      booking!.id,
      { status: "cancelled", cancelledAt: now, updatedAt: now },
      { change: "cancelled", manageToken: token, stamp: now },
    );
    if (!cancelled) return { status: "cancelled" } as const;
    // Its reminders stay queued and find it cancelled when due (booking-reminders.server.ts).
    return { status: "done", booking: cancelled } as const;
  });
}

/**
 * Moves a booking to another start with the same host: the same row (the invitation's UID
 * stays), a higher SEQUENCE, the new time re-checked against the host's rules and meetings
 * (its own old time aside) and other visitors' holds, and the exclusion constraint deciding
 * any race with another booking.
 */
export async function rescheduleBooking(
  db: Database,
  token: string,
  start: Date,
  options: { now?: Date; cancelNoticeMinutes: number },
): Promise<RescheduleOutcome> {
  const now = options.now ?? new Date();
  const booking = await bookingByManageToken(db, token);
  const refusal = changeRefusalOf(booking, now, options.cancelNoticeMinutes);
  if (refusal) return refusal;
  const host = await hostOfferingSlots(db, booking!.hostId, now);
  if (!host || !offersSlot(host.hours, host.rules, [], now, start))
    return { status: "not-offered" };
  const others = await blockedBesides(
    db,
    booking!,
    new Date(start.getTime() - DAY),
    new Date(start.getTime() + DAY),
    now,
  );
  if (!offersSlot(host.hours, host.rules, others, now, start))
    return { status: "taken" };
  const blocked = blockedTimeOf(start, host.rules);
  try {
    return await db.transaction(async (tx) => {
      await lockHost(tx, host.hours.hostId);
      if (await heldByAnother(tx, host.hours.hostId, blocked, { now }))
        return { status: "taken" } as const;
      const moved = await changeConfirmedBooking(
        tx,
        booking!.id,
        {
          startsAt: start,
          endsAt: new Date(
            start.getTime() + host.rules.durationMinutes * 60_000,
          ),
          blockedStart: blocked.start,
          blockedEnd: blocked.end,
          noShow: false,
          updatedAt: now,
        },
        {
          change: "moved",
          manageToken: token,
          previousStart: booking!.startsAt,
          stamp: now,
        },
      );
      if (!moved) return { status: "cancelled" } as const;
      // The old start's reminders stay queued and find the start changed when due.
      await queueBookingReminders(tx, moved, now);
      return { status: "done", booking: moved } as const;
    });
  } catch (error) {
    if (hasDatabaseErrorCode(error, "23P01")) return { status: "taken" };
    throw error;
  }
}
