import { randomBytes } from "node:crypto";
import { and, asc, eq, gt, lte } from "drizzle-orm";
import { blockedTimeOf } from "~/domain/booking/availability";
import type { Database, Transaction } from "../db/client.server";
import { bookingHolds } from "../db/schema.server";
import { hashManageToken, LINK_TOKEN } from "./bookings.server";
import {
  blockedTimes,
  HeldTimeError,
  hostsFreeAt,
  lockHost,
} from "./host-time.server";

/**
 * Holding a time while the visitor gives their details (decision 071). Choosing a time on /book
 * holds it with one free host for `BOOKING_HOLD_MINUTES`: nobody else is offered it or can book
 * it meanwhile. A hold is a courtesy, not a gate: when it lapses, the visitor's post still books
 * the time if it is free. One client (one address) holds at most `MAX_HOLDS_PER_CLIENT` times;
 * a further choice releases its oldest, so no one can keep the calendar off the page.
 */

export const MAX_HOLDS_PER_CLIENT = 3;

const DAY = 86_400_000;

export type HoldRequest = {
  readonly start: Date;
  /** The zone the times were shown in, so the details step says the time the same way. */
  readonly visitorZone: string;
  /** Who is asking, as the rate limiter knows them (their address); only its hash is kept. */
  readonly clientKey: string;
};

export type HoldOutcome =
  | {
      readonly status: "held";
      /** The hold link's secret: given once, only its hash is kept. */
      readonly token: string;
      readonly start: Date;
      readonly expiresAt: Date;
    }
  /** Offered by the rules, but every host who offers it is booked or held now. */
  | { readonly status: "taken" }
  /** No host's rules offer this time: outside hours, notice or window, a day off, forged. */
  | { readonly status: "not-offered" };

export type HeldTime = {
  readonly start: Date;
  readonly visitorZone: string;
  readonly expiresAt: Date;
  /** Whether the hold still keeps the time (else a post books it only if it is still free). */
  readonly live: boolean;
};

function clientHash(clientKey: string): string {
  return hashManageToken(`booking-hold-client:${clientKey}`);
}

/**
 * Holds `start` for the visitor with the first free host: under the host's row lock the time is
 * checked against meetings, busy time and live holds once more, and the client's oldest holds
 * beyond the cap are released.
 */
export async function holdSlot(
  db: Database,
  request: HoldRequest,
  options: { holdMinutes: number; now?: Date },
): Promise<HoldOutcome> {
  const now = options.now ?? new Date();
  const { offering, free } = await hostsFreeAt(db, request.start, { now });
  if (offering === 0) return { status: "not-offered" };
  const client = clientHash(request.clientKey);
  const expiresAt = new Date(now.getTime() + options.holdMinutes * 60_000);
  for (const host of free) {
    const token = randomBytes(32).toString("base64url");
    const blocked = blockedTimeOf(request.start, host.rules);
    try {
      await db.transaction(async (tx) => {
        await lockHost(tx, host.hours.hostId);
        // Meetings, busy time and live holds that overlap it, read after the lock.
        const overlapping = await blockedTimes(
          tx,
          host.hours.hostId,
          blocked.start,
          blocked.end,
          { now },
        );
        if (overlapping.length > 0) throw new HeldTimeError();
        await releaseBeyondCap(tx, client, now);
        // A lapsed link still shows its time for a day (the post may still book it); then it goes.
        await tx
          .delete(bookingHolds)
          .where(lte(bookingHolds.expiresAt, new Date(now.getTime() - DAY)));
        await tx.insert(bookingHolds).values({
          hostId: host.hours.hostId,
          startsAt: request.start,
          blockedStart: blocked.start,
          blockedEnd: blocked.end,
          tokenHash: hashManageToken(token),
          clientKeyHash: client,
          visitorZone: request.visitorZone,
          expiresAt,
          createdAt: now,
        });
      });
      return { status: "held", token, start: request.start, expiresAt };
    } catch (error) {
      if (!(error instanceof HeldTimeError)) throw error;
      // Someone booked or held this host's time first: try the next free host.
    }
  }
  return { status: "taken" };
}

/** Keeps the client's newest live holds below the cap, so the new one makes it exactly the cap. */
async function releaseBeyondCap(
  tx: Transaction,
  client: string,
  now: Date,
): Promise<void> {
  const live = await tx
    .select({ id: bookingHolds.id })
    .from(bookingHolds)
    .where(
      and(
        eq(bookingHolds.clientKeyHash, client),
        gt(bookingHolds.expiresAt, now),
      ),
    )
    .orderBy(asc(bookingHolds.createdAt), asc(bookingHolds.id));
  for (const hold of live.slice(0, live.length - (MAX_HOLDS_PER_CLIENT - 1)))
    await tx.delete(bookingHolds).where(eq(bookingHolds.id, hold.id));
}

/** The time a hold link names, live or lapsed; a wrong or unknown link finds nothing. */
export async function heldTimeOf(
  db: Database,
  token: string | null,
  now = new Date(),
): Promise<HeldTime | null> {
  if (!token || !LINK_TOKEN.test(token)) return null;
  const [hold] = await db
    .select({
      start: bookingHolds.startsAt,
      visitorZone: bookingHolds.visitorZone,
      expiresAt: bookingHolds.expiresAt,
    })
    .from(bookingHolds)
    .where(eq(bookingHolds.tokenHash, hashManageToken(token)));
  return hold ? { ...hold, live: hold.expiresAt > now } : null;
}
