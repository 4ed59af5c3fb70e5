import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Database, Transaction } from "../db/client.server";
import { bookingHosts, bookings, outbox } from "../db/schema.server";
import { PermanentJobError, type JobHandler } from "../jobs/job-worker.server";
import type { Logger } from "../logger.server";
import type { OutboxMessage } from "../mail/outbox.server";
import { visitorMailCopy } from "./booking-mail-copy.server";
import {
  fullWhen,
  localeOfBooking,
  reachUsLines,
  shortWhen,
  type BookingHostContact,
  type BookingRow,
} from "./booking-mail.server";

/**
 * Reminders 24 hours and 1 hour before a meeting. Each is an outbox job due at its time,
 * queued with the booking (or its move) and keyed by a slot — booking, start, lead time — that
 * the outbox's unique index lets exist once. When due, the job re-reads the booking: cancelled,
 * moved to another start, or already begun, it ends without a word; otherwise it queues the
 * reminder e-mail under the same slot, so a job run twice (a worker killed after queueing,
 * before recording) still queues one e-mail (decision 068).
 */
export const BOOKING_REMINDER_KIND = "booking_reminder";
/** The reminder e-mail itself (one of MAIL_JOB_KINDS). */
export const BOOKING_REMINDER_EMAIL_KIND = "booking_reminder_email";

export const REMINDER_LEADS = { "24h": 24 * 60, "1h": 60 } as const;
export type ReminderLead = keyof typeof REMINDER_LEADS;

const reminderPayloadSchema = z.object({
  bookingId: z.uuid(),
  /** The start the reminder was made for: a moved booking's old reminders find it changed. */
  start: z.iso.datetime(),
  lead: z.enum(["24h", "1h"]),
  slot: z.string().min(1),
});
export type ReminderPayload = z.infer<typeof reminderPayloadSchema>;

export function reminderSlot(
  bookingId: string,
  start: Date,
  lead: ReminderLead,
): string {
  return `${bookingId}:${start.toISOString()}:${lead}`;
}

/**
 * Queues the reminders still ahead of `now` for a booking's start, in the caller's transaction.
 * A booking made (or moved) inside a reminder's lead time gets no such reminder: the
 * confirmation has just said the time. Returns the lead times queued.
 */
export async function queueBookingReminders(
  tx: Transaction,
  booking: Pick<BookingRow, "id" | "startsAt">,
  now: Date,
): Promise<ReminderLead[]> {
  const queued: ReminderLead[] = [];
  for (const lead of Object.keys(REMINDER_LEADS) as ReminderLead[]) {
    const at = new Date(
      booking.startsAt.getTime() - REMINDER_LEADS[lead] * 60_000,
    );
    if (at.getTime() <= now.getTime()) continue;
    const payload: ReminderPayload = {
      bookingId: booking.id,
      start: booking.startsAt.toISOString(),
      lead,
      slot: reminderSlot(booking.id, booking.startsAt, lead),
    };
    await tx
      .insert(outbox)
      .values({ kind: BOOKING_REMINDER_KIND, payload, nextAttemptAt: at })
      .onConflictDoNothing();
    queued.push(lead);
  }
  return queued;
}

/** The reminder, in the visitor's language; it has no manage link (only its hash is kept). */
export function bookingReminderEmail(
  booking: BookingRow,
  host: BookingHostContact,
  lead: ReminderLead,
): OutboxMessage {
  const locale = localeOfBooking(booking);
  const words = visitorMailCopy[locale];
  const zone = booking.visitorZone;
  const key = lead === "24h" ? "reminder24h" : "reminder1h";
  return {
    to: [booking.visitorEmail],
    replyTo: host.email,
    subject: words.subject[key](shortWhen(locale, zone, booking.startsAt)),
    text: [
      words.greeting(booking.visitorName),
      "",
      words.lead[key](host.displayName),
      "",
      `${words.whenLabel} ${fullWhen(locale, zone, booking.startsAt, booking.endsAt)}`,
      "",
      words.joinLine,
      "",
      words.reminderManage,
      "",
      ...reachUsLines(words),
      "",
      words.signature,
    ].join("\n"),
  };
}

export function createBookingReminderHandler(options: {
  db: Database;
  logger: Logger;
  /** The clock a reminder is judged by (tests drive it). */
  now?: () => Date;
}): JobHandler {
  const now = options.now ?? (() => new Date());
  return async (job) => {
    const parsed = reminderPayloadSchema.safeParse(job.payload);
    if (!parsed.success)
      throw new PermanentJobError("invalid booking reminder payload");
    const reminder = parsed.data;
    const outcome = await options.db.transaction(async (tx) => {
      // Locked, so a cancel or move in flight either comes first (and is seen) or waits.
      const [row] = await tx
        .select({ booking: bookings, host: bookingHosts })
        .from(bookings)
        .innerJoin(bookingHosts, eq(bookingHosts.id, bookings.hostId))
        .where(eq(bookings.id, reminder.bookingId))
        .for("update", { of: bookings });
      if (!row) return "gone";
      const { booking, host } = row;
      if (booking.status !== "confirmed") return "cancelled";
      if (booking.startsAt.toISOString() !== reminder.start) return "moved";
      if (booking.startsAt.getTime() <= now().getTime()) return "past";
      const payload = {
        ...bookingReminderEmail(booking, host, reminder.lead),
        slot: reminder.slot,
      };
      const queued = await tx
        .insert(outbox)
        .values({ kind: BOOKING_REMINDER_EMAIL_KIND, payload })
        .onConflictDoNothing()
        .returning({ id: outbox.id });
      return queued.length ? "queued" : "already-queued";
    });
    if (outcome !== "queued")
      options.logger.info(
        { outboxId: job.id, bookingId: reminder.bookingId, outcome },
        "booking reminder not sent",
      );
  };
}
