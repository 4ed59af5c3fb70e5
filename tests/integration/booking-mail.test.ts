import { asc, eq } from "drizzle-orm";
import ICAL from "ical.js";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { BOOKING_INVITATION_KIND } from "~/server/booking/booking-mail.server";
import {
  BOOKING_REMINDER_EMAIL_KIND,
  BOOKING_REMINDER_KIND,
  createBookingReminderHandler,
} from "~/server/booking/booking-reminders.server";
import {
  bookSlot,
  cancelBooking,
  rescheduleBooking,
  type BookingRequest,
} from "~/server/booking/bookings.server";
import { bookingHosts, leads, outbox } from "~/server/db/schema.server";
import {
  startJobWorker,
  type JobWorker,
} from "~/server/jobs/job-worker.server";
import type { OutboxMessage } from "~/server/mail/outbox.server";
import { createMailJobHandler } from "~/server/mail/mail-job.server";
import type {
  MailTransport,
  OutgoingMail,
} from "~/server/mail/transport.server";
import { publicOrigin } from "~/server/public-origin.server";
import type { AppServices } from "~/server/services.server";
import { startTestServices } from "../support/app-services";
import { addBookingHost, bookingRequest } from "../support/booking-hosts";

/**
 * A booking's e-mails go through the outbox in the transaction that changes the booking, on
 * PGlite and on PostgreSQL: one confirmation however many requests race for the slot, one
 * invitation UID with a rising SEQUENCE, and reminders that are sent once, and only for the
 * meeting as it stands (decision 068).
 */
let stop: () => Promise<void>;
let services: AppServices;

beforeAll(async () => {
  const started = await startTestServices();
  services = started.services;
  stop = started.stop;
}, 120_000);
afterAll(async () => stop?.());

const db = () => services.database.db;
// Monday 1 February 2027, 12:00 UTC.
const now = new Date("2027-02-01T12:00:00Z");
const notice = { now, cancelNoticeMinutes: 60 };
const addHost = (name: string) =>
  addBookingHost(db(), name, {}, "kestrel.test");

const request = bookingRequest;

async function booked(start: string, extra: Partial<BookingRequest> = {}) {
  const outcome = await bookSlot(db(), request(start, 1, extra), now);
  if (outcome.status !== "booked") throw new Error(outcome.status);
  return outcome;
}

/** A kind's rows in the order they were queued: by transaction, the visitor's before the host's. */
async function rowsOf(kind: string) {
  const rows = await db()
    .select()
    .from(outbox)
    .where(eq(outbox.kind, kind))
    .orderBy(asc(outbox.createdAt), asc(outbox.nextAttemptAt));
  const toHost = (row: { payload: unknown }) =>
    (row.payload as Partial<OutboxMessage>).to?.[0]?.endsWith("@kestrel.test")
      ? 1
      : 0;
  return rows.sort(
    (a, b) =>
      a.createdAt.getTime() - b.createdAt.getTime() ||
      a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() ||
      toHost(a) - toHost(b),
  );
}

const messageOf = (row: { payload: unknown }) => row.payload as OutboxMessage;

function eventOf(message: OutboxMessage) {
  const calendar = new ICAL.Component(ICAL.parse(message.calendar!.content));
  const event = calendar.getFirstSubcomponent("vevent")!;
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: event.getFirstPropertyValue("uid"),
    sequence: event.getFirstPropertyValue("sequence"),
    status: event.getFirstPropertyValue("status"),
    start: new ICAL.Event(event).startDate.toJSDate().toISOString(),
  };
}

// Each test starts with no active host but its own and an empty outbox.
beforeEach(async () => {
  await db().update(bookingHosts).set({ active: false });
  await db().delete(outbox);
});

describe("a booking's invitations", () => {
  it("20 parallel bookings of one slot leave one confirmation and one host copy", async () => {
    const host = await addHost("Solo Host");
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        bookSlot(db(), request("2027-02-02T10:00:00Z", index), now),
      ),
    );
    const won = outcomes.filter((outcome) => outcome.status === "booked");
    expect(won).toHaveLength(1);
    const mails = (await rowsOf(BOOKING_INVITATION_KIND)).map(messageOf);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.to).toEqual([
      expect.stringMatching(/^visitor\.\d+@ministry\.example$/),
    ]);
    expect(mails[1]!.to).toEqual([host.email]);
    for (const mail of mails)
      expect(eventOf(mail)).toMatchObject({
        method: "REQUEST",
        uid: expect.stringMatching(new RegExp(`^${won[0]!.bookingId}@`)),
        sequence: 0,
      });
    // Its one reminder (an hour before: the day before has passed) exists once too.
    expect(await rowsOf(BOOKING_REMINDER_KIND)).toHaveLength(1);
  });

  it("keeps one UID through two moves and a cancellation, SEQUENCE 0, 1, 2, then CANCEL at 3, to the visitor and the host", async () => {
    const host = await addHost("Manage Host");
    const [lead] = await db().select({ id: leads.id }).from(leads).limit(1);
    const first = await booked("2027-02-09T10:00:00Z", { leadId: lead!.id });
    for (const start of ["2027-02-09T14:00:00Z", "2027-02-10T15:30:00Z"])
      expect(
        (
          await rescheduleBooking(
            db(),
            first.manageToken,
            new Date(start),
            notice,
          )
        ).status,
      ).toBe("done");
    expect((await cancelBooking(db(), first.manageToken, notice)).status).toBe(
      "done",
    );

    const mails = (await rowsOf(BOOKING_INVITATION_KIND)).map(messageOf);
    expect(mails).toHaveLength(8);
    const events = mails.map(eventOf);
    const uid = `${first.bookingId}@${new URL(publicOrigin()).hostname}`;
    expect(events.map((event) => event.uid)).toEqual(Array(8).fill(uid));
    expect(events.map((event) => event.sequence)).toEqual([
      0, 0, 1, 1, 2, 2, 3, 3,
    ]);
    expect(events.map((event) => event.method)).toEqual([
      ...Array(6).fill("REQUEST"),
      "CANCEL",
      "CANCEL",
    ]);
    expect(events.map((event) => event.status).slice(6)).toEqual([
      "CANCELLED",
      "CANCELLED",
    ]);
    expect(events.map((event) => event.start).filter((_, i) => i % 2)).toEqual([
      "2027-02-09T10:00:00.000Z",
      "2027-02-09T14:00:00.000Z",
      "2027-02-10T15:30:00.000Z",
      "2027-02-10T15:30:00.000Z",
    ]);
    // Visitor, host, in turn.
    expect(mails.map((mail) => mail.to[0])).toEqual(
      Array(4).fill(["visitor.1@ministry.example", host.email]).flat(),
    );
    const manageLink = `${publicOrigin()}/book/manage/${first.manageToken}`;
    const [confirmation, hostCopy, moved, , , , cancelled] = mails;
    expect(confirmation!.subject).toMatch(/^Confirmed: your consultation on /);
    expect(confirmation!.text).toContain(manageLink);
    // In the visitor's zone, named: 10:00 UTC is 5:00 a.m. in Toronto in February.
    expect(confirmation!.text).toContain(
      "When: Tuesday, February 9, 2027, 5:00 a.m. to 5:30 a.m., Eastern Standard Time (America/Toronto)",
    );
    expect(confirmation!.text).toContain("What to expect in the 30 minutes");
    expect(confirmation!.text).toContain("How to reach us");
    expect(confirmation!.replyTo).toBe(host.email);
    expect(hostCopy!.text).toContain(
      `${publicOrigin()}/lead_admin/leads/${lead!.id}`,
    );
    expect(hostCopy!.text).toContain("Visitor 1 (Ministry of Examples)");
    expect(hostCopy!.text).toContain("visitor.1@ministry.example");
    expect(hostCopy!.replyTo).toBe("visitor.1@ministry.example");
    expect(moved!.subject).toMatch(/^Moved: your consultation is now on /);
    expect(moved!.text).toContain("has been moved to a new time");
    expect(moved!.text).toContain(
      "Previously: Tuesday, February 9, 2027 at 5:00 a.m. (Eastern Standard Time)",
    );
    expect(moved!.text).toContain(manageLink);
    expect(cancelled!.subject).toMatch(/^Cancelled: your consultation on /);
    expect(cancelled!.text).not.toContain(manageLink);
  });

  it("writes to a French visitor in French, in their zone, with the French manage link", async () => {
    await addHost("Hôte Français");
    const first = await booked("2027-02-03T10:00:00Z", {
      locale: "fr",
      visitorZone: "Europe/Paris",
    });
    const [visitorMail] = (await rowsOf(BOOKING_INVITATION_KIND)).map(
      messageOf,
    );
    expect(visitorMail!.text).toContain(
      `${publicOrigin()}/fr/book/manage/${first.manageToken}`,
    );
    expect(visitorMail!.text).toContain(
      "mercredi 3 février 2027, de 11 h 00 à 11 h 30, heure normale de l’Europe centrale (Europe/Paris)",
    );
    expect(visitorMail!.subject).toMatch(
      /^Confirmation\u00a0: votre consultation du mercredi 3 février 2027/,
    );
  });
});

/** Every mail the outbox worker delivers, kept in memory. */
function capture(): MailTransport & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return {
    kind: "file",
    sent,
    async send(mail) {
      sent.push(mail);
    },
    close() {},
  };
}

const silent = pino({ level: "silent" });

/** A worker whose clock is `at`: the reminders due then run, and the e-mails they queue. */
function workerAt(
  at: string,
  transport: MailTransport,
  reminderHandler = createBookingReminderHandler({
    db: db(),
    logger: silent,
    now: () => new Date(at),
  }),
): JobWorker {
  const sendMail = createMailJobHandler({
    db: db(),
    transport,
    from: "site@kestrel.test",
    messageIdDomain: "kestrel.test",
  });
  return startJobWorker({
    db: db(),
    logger: silent,
    pollMs: 3_600_000,
    maxAttempts: 5,
    now: () => new Date(at),
    handlers: {
      [BOOKING_INVITATION_KIND]: sendMail,
      [BOOKING_REMINDER_EMAIL_KIND]: sendMail,
      [BOOKING_REMINDER_KIND]: reminderHandler,
    },
  });
}

/** The reminders queued, by the time they are due. */
async function reminders() {
  const rows = await db()
    .select()
    .from(outbox)
    .where(eq(outbox.kind, BOOKING_REMINDER_KIND))
    .orderBy(asc(outbox.nextAttemptAt));
  return rows.map((row) => ({
    slot: (row.payload as { slot: string }).slot,
    due: row.nextAttemptAt.toISOString(),
    sent: row.sentAt !== null,
    dead: row.deadAt !== null,
  }));
}

describe("a booking's reminders", () => {
  it("are queued 24 h and 1 h before, but not for a booking made inside that time", async () => {
    await addHost("Reminder Host");
    const later = await booked("2027-02-04T10:00:00Z");
    const tomorrow = await booked("2027-02-02T10:00:00Z");
    const soon = await booked("2027-02-01T12:30:00Z");
    expect(await reminders()).toEqual([
      // Booked 22 hours ahead: the day-before reminder's time has passed.
      {
        slot: `${tomorrow.bookingId}:2027-02-02T10:00:00.000Z:1h`,
        due: "2027-02-02T09:00:00.000Z",
        sent: false,
        dead: false,
      },
      {
        slot: `${later.bookingId}:2027-02-04T10:00:00.000Z:24h`,
        due: "2027-02-03T10:00:00.000Z",
        sent: false,
        dead: false,
      },
      {
        slot: `${later.bookingId}:2027-02-04T10:00:00.000Z:1h`,
        due: "2027-02-04T09:00:00.000Z",
        sent: false,
        dead: false,
      },
    ]);
    expect(JSON.stringify(await reminders())).not.toContain(soon.bookingId);
  });

  it("send nothing once the booking is cancelled", async () => {
    await addHost("Cancel Host");
    const first = await booked("2027-02-10T10:00:00Z");
    expect((await cancelBooking(db(), first.manageToken, notice)).status).toBe(
      "done",
    );
    const transport = capture();
    const worker = workerAt("2027-02-10T09:30:00Z", transport);
    await worker.runOnce();
    await worker.stop();
    expect(await reminders()).toEqual([
      expect.objectContaining({ sent: true, dead: false }),
      expect.objectContaining({ sent: true, dead: false }),
    ]);
    expect(await rowsOf(BOOKING_REMINDER_EMAIL_KIND)).toEqual([]);
    // Only the confirmation and the cancellation, each to both.
    expect(transport.sent.map((mail) => mail.calendar?.method)).toEqual([
      "REQUEST",
      "REQUEST",
      "CANCEL",
      "CANCEL",
    ]);
  });

  it("after a move, the old start's reminders send nothing and the new start's are sent", async () => {
    await addHost("Move Host");
    const first = await booked("2027-02-11T10:00:00Z");
    expect(
      (
        await rescheduleBooking(
          db(),
          first.manageToken,
          new Date("2027-02-11T14:00:00Z"),
          notice,
        )
      ).status,
    ).toBe("done");
    expect((await reminders()).map((reminder) => reminder.slot)).toEqual([
      `${first.bookingId}:2027-02-11T10:00:00.000Z:24h`,
      `${first.bookingId}:2027-02-11T14:00:00.000Z:24h`,
      `${first.bookingId}:2027-02-11T10:00:00.000Z:1h`,
      `${first.bookingId}:2027-02-11T14:00:00.000Z:1h`,
    ]);
    const transport = capture();
    // Due then: both old reminders and the new day-before one.
    const worker = workerAt("2027-02-11T09:30:00Z", transport);
    await worker.runOnce();
    await worker.stop();
    const emails = (await rowsOf(BOOKING_REMINDER_EMAIL_KIND)).map(
      (row) => (row.payload as { slot: string }).slot,
    );
    expect(emails).toEqual([`${first.bookingId}:2027-02-11T14:00:00.000Z:24h`]);
    const sent = transport.sent.filter((mail) => !mail.calendar);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toMatch(
      /^Reminder: your consultation tomorrow, Thursday, February 11, 2027 at 9:00 a\.m\./,
    );
    expect(sent[0]!.text).toContain(
      "To reschedule or cancel, use the link in your confirmation e-mail.",
    );
  });

  it("is sent once when the worker running it is killed after queueing the e-mail and another takes it over", async () => {
    await addHost("Kill Host");
    const first = await booked("2027-02-12T10:00:00Z");
    const at = "2027-02-12T09:15:00Z";
    const real = createBookingReminderHandler({
      db: db(),
      logger: silent,
      now: () => new Date(at),
    });
    let handled!: () => void;
    const handledOnce = new Promise<void>((resolve) => (handled = resolve));
    let release!: () => void;
    const hung = new Promise<void>((resolve) => (release = resolve));
    // The first worker does the work, then never records it: as if killed right there.
    const killed = workerAt(at, capture(), async (job) => {
      await real(job);
      handled();
      await hung;
    });
    const killedRun = killed.runOnce();
    await handledOnce;
    const [reminderRow] = (await rowsOf(BOOKING_REMINDER_KIND)).filter(
      (row) => row.lockedUntil !== null,
    );
    expect((reminderRow!.payload as { slot: string }).slot).toBe(
      `${first.bookingId}:2027-02-12T10:00:00.000Z:24h`,
    );
    // Its lease runs out.
    await db()
      .update(outbox)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(outbox.id, reminderRow!.id));

    const transport = capture();
    const survivor = workerAt(at, transport);
    await survivor.runOnce();
    await survivor.stop();
    const stopping = killed.stop();
    release();
    await killedRun;
    await stopping;

    const [again] = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.id, reminderRow!.id));
    expect(again).toMatchObject({ attempts: 2, deadAt: null });
    expect(again!.sentAt).not.toBeNull();
    const reminderMails = transport.sent.filter((mail) => !mail.calendar);
    // Both reminders were due at 09:15; each e-mail went once.
    expect(reminderMails.map((mail) => mail.subject.split(",")[0])).toEqual([
      "Reminder: your consultation tomorrow",
      "Reminder: your consultation in one hour",
    ]);
    expect(await rowsOf(BOOKING_REMINDER_EMAIL_KIND)).toHaveLength(2);
  });
});
