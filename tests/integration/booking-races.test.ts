import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  bookingByManageToken,
  bookSlot,
  cancelBooking,
  listOpenSlots,
  rescheduleBooking,
} from "~/server/booking/bookings.server";
import { hasDatabaseErrorCode } from "~/server/db/database-errors.server";
import { bookingHosts, bookings } from "~/server/db/schema.server";
import type { AppServices } from "~/server/services.server";
import { startTestServices } from "../support/app-services";
import { addBookingHost, bookingRequest } from "../support/booking-hosts";

/**
 * No host is ever booked twice at once: the exclusion constraint decides races between
 * requests of any length, on PGlite and on PostgreSQL (decision 068).
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
const addHost = (
  name: string,
  rules: Parameters<typeof addBookingHost>[2] = {},
) => addBookingHost(db(), name, rules);

const request = bookingRequest;

// Each test starts with no active host but its own.
beforeEach(async () => {
  await db().update(bookingHosts).set({ active: false });
});

describe("booking races", () => {
  it("20 parallel bookings of one slot: exactly one succeeds, nineteen are told it is taken", async () => {
    const host = await addHost("Solo Host");
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        bookSlot(db(), request("2027-02-02T10:00:00Z", index), now),
      ),
    );
    expect(
      outcomes.filter((outcome) => outcome.status === "booked"),
    ).toHaveLength(1);
    expect(
      outcomes.filter((outcome) => outcome.status === "taken"),
    ).toHaveLength(19);
    const rows = await db()
      .select()
      .from(bookings)
      .where(eq(bookings.hostId, host.id));
    expect(rows).toHaveLength(1);
    // The slot is no longer listed.
    const listed = (await listOpenSlots(db(), now)).map((slot) =>
      slot.start.toISOString(),
    );
    expect(listed).not.toContain("2027-02-02T10:00:00.000Z");
    expect(listed).toContain("2027-02-02T10:30:00.000Z");
  });

  it("10 parallel requests each for 10:00, 10:15 and 09:45 with a 10-minute buffer: exactly one succeeds", async () => {
    const host = await addHost("Buffered Host", {
      intervalMinutes: 15,
      bufferBeforeMinutes: 10,
      bufferAfterMinutes: 10,
    });
    const starts = [
      "2027-02-03T10:00:00Z",
      "2027-02-03T10:15:00Z",
      "2027-02-03T09:45:00Z",
    ];
    const outcomes = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        bookSlot(db(), request(starts[index % 3]!, index), now),
      ),
    );
    expect(
      outcomes.filter((outcome) => outcome.status === "booked"),
    ).toHaveLength(1);
    expect(
      outcomes.filter((outcome) => outcome.status === "taken"),
    ).toHaveLength(29);
    expect(
      await db().select().from(bookings).where(eq(bookings.hostId, host.id)),
    ).toHaveLength(1);
  });

  it("the database itself refuses an overlapping meeting of another length, and lets a cancelled one be rebooked", async () => {
    const host = await addHost("Constraint Host");
    const meeting = (start: string, end: string, token: string) => ({
      hostId: host.id,
      visitorName: "Direct Insert",
      visitorEmail: "direct@example.test",
      organisation: "Test",
      visitorZone: "UTC",
      startsAt: new Date(start),
      endsAt: new Date(end),
      blockedStart: new Date(start),
      blockedEnd: new Date(end),
      manageTokenHash: token,
      assignmentReason: "test",
    });
    const [first] = await db()
      .insert(bookings)
      .values(meeting("2027-02-04T10:00:00Z", "2027-02-04T11:00:00Z", "hash-a"))
      .returning();
    const overlapping = await db()
      .insert(bookings)
      .values(meeting("2027-02-04T10:45:00Z", "2027-02-04T11:05:00Z", "hash-b"))
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(hasDatabaseErrorCode(overlapping, "23P01")).toBe(true);
    // Back to back is not an overlap.
    await db()
      .insert(bookings)
      .values(
        meeting("2027-02-04T11:00:00Z", "2027-02-04T11:30:00Z", "hash-c"),
      );
    await db()
      .update(bookings)
      .set({ status: "cancelled" })
      .where(eq(bookings.id, first!.id));
    await db()
      .insert(bookings)
      .values(
        meeting("2027-02-04T10:00:00Z", "2027-02-04T10:30:00Z", "hash-d"),
      );
  });

  it("a forged time is not offered and stores nothing", async () => {
    const host = await addHost("Strict Host", {
      minimumNoticeMinutes: 240,
      windowDays: 7,
    });
    const forged = [
      "2027-02-02T07:00:00Z", // before hours
      "2027-02-01T13:00:00Z", // inside the notice
      "2027-02-15T10:00:00Z", // beyond the window
      "2027-02-06T10:00:00Z", // Saturday
      "2027-02-02T10:10:00Z", // off the interval
    ];
    for (const start of forged)
      expect((await bookSlot(db(), request(start), now)).status).toBe(
        "not-offered",
      );
    expect(
      await db().select().from(bookings).where(eq(bookings.hostId, host.id)),
    ).toHaveLength(0);
  });

  it("a retried request with the same idempotency key books once and answers the same booking", async () => {
    await addHost("Retry Host");
    const retried = request("2027-02-05T14:00:00Z", 1, {
      idempotencyKey: "retry-key-1",
    });
    const outcomes = await Promise.all([
      bookSlot(db(), retried, now),
      bookSlot(db(), retried, now),
      bookSlot(db(), retried, now),
    ]);
    const booked = outcomes.filter((outcome) => outcome.status === "booked");
    expect(booked).toHaveLength(1);
    const id = booked[0]!.status === "booked" ? booked[0]!.bookingId : "";
    for (const outcome of outcomes)
      if (outcome.status !== "booked")
        expect(outcome).toEqual({ status: "duplicate", bookingId: id });
    const again = await bookSlot(db(), retried, now);
    expect(again).toEqual({ status: "duplicate", bookingId: id });
  });

  it("assigns round robin, least recently assigned first, and records why", async () => {
    const ada = await addHost("Ada Host");
    const ben = await addHost("Ben Host");
    await db()
      .update(bookingHosts)
      .set({ lastAssignedAt: new Date("2027-01-20T00:00:00Z") })
      .where(eq(bookingHosts.id, ada.id));
    // Each booking a minute after the last, so the hosts' assignment times differ.
    const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
    const first = await bookSlot(
      db(),
      request("2027-02-08T10:00:00Z", 1),
      at(0),
    );
    const second = await bookSlot(
      db(),
      request("2027-02-08T11:00:00Z", 2),
      at(1),
    );
    const third = await bookSlot(
      db(),
      request("2027-02-08T12:00:00Z", 3),
      at(2),
    );
    const hostOf = (outcome: Awaited<ReturnType<typeof bookSlot>>) =>
      outcome.status === "booked" ? outcome.hostId : null;
    expect(hostOf(first)).toBe(ben.id); // never assigned before
    expect(hostOf(second)).toBe(ada.id);
    expect(hostOf(third)).toBe(ben.id);
    // When one host is taken, the other gets the slot.
    const fourth = await bookSlot(
      db(),
      request("2027-02-08T12:00:00Z", 4),
      at(3),
    );
    expect(hostOf(fourth)).toBe(ada.id);
    const reasons = await db()
      .select({ reason: bookings.assignmentReason })
      .from(bookings)
      .where(sql`${bookings.hostId} in (${ada.id}, ${ben.id})`)
      .orderBy(bookings.createdAt);
    expect(reasons.map((row) => row.reason)).toEqual([
      "round robin: least recently assigned of 2 free hosts (last assigned never)",
      "round robin: least recently assigned of 2 free hosts (last assigned 2027-01-20T00:00:00.000Z)",
      "round robin: least recently assigned of 2 free hosts (last assigned 2027-02-01T12:00:00.000Z)",
      "the only host free at this time",
    ]);
  });
});

describe("manage links", () => {
  const notice = { now, cancelNoticeMinutes: 24 * 60 };
  async function booked(start: string) {
    const outcome = await bookSlot(db(), request(start), now);
    if (outcome.status !== "booked") throw new Error(outcome.status);
    return outcome;
  }

  it("reschedules twice on the same row with a rising SEQUENCE, then cancels once, and a cancelled booking cannot come back", async () => {
    await addHost("Manage Host", { bufferAfterMinutes: 10 });
    const first = await booked("2027-02-09T10:00:00Z");
    const once = await rescheduleBooking(
      db(),
      first.manageToken,
      new Date("2027-02-09T10:30:00Z"),
      notice,
    );
    expect(once).toMatchObject({
      status: "done",
      booking: { id: first.bookingId, sequence: 1 },
    });
    const twice = await rescheduleBooking(
      db(),
      first.manageToken,
      new Date("2027-02-10T14:00:00Z"),
      notice,
    );
    expect(twice).toMatchObject({
      status: "done",
      booking: { id: first.bookingId, sequence: 2 },
    });
    // The old times are free again.
    const listed = (await listOpenSlots(db(), now)).map((slot) =>
      slot.start.toISOString(),
    );
    expect(listed).toContain("2027-02-09T10:00:00.000Z");
    expect(listed).not.toContain("2027-02-10T14:00:00.000Z");

    const [cancelled, again] = await Promise.all([
      cancelBooking(db(), first.manageToken, notice),
      cancelBooking(db(), first.manageToken, notice),
    ]);
    const done = [cancelled, again].filter(
      (outcome) => outcome.status === "done",
    );
    expect(done).toHaveLength(1);
    expect(done[0]).toMatchObject({
      booking: { status: "cancelled", sequence: 3 },
    });
    expect(
      await rescheduleBooking(
        db(),
        first.manageToken,
        new Date("2027-02-11T10:00:00Z"),
        notice,
      ),
    ).toEqual({
      status: "cancelled",
    });
    expect(await cancelBooking(db(), first.manageToken, notice)).toEqual({
      status: "cancelled",
    });
    expect(
      (await bookingByManageToken(db(), first.manageToken))?.sequence,
    ).toBe(3);
  });

  it("refuses a wrong token, a time someone else holds, a forged time, and changes inside the notice", async () => {
    await addHost("Notice Host");
    const mine = await booked("2027-02-12T10:00:00Z");
    const theirs = await booked("2027-02-12T11:00:00Z");
    expect(await cancelBooking(db(), "A".repeat(43), notice)).toEqual({
      status: "not-found",
    });
    expect(await cancelBooking(db(), "not a token", notice)).toEqual({
      status: "not-found",
    });
    expect(
      await rescheduleBooking(db(), mine.manageToken, theirs.start, notice),
    ).toEqual({ status: "taken" });
    expect(
      await rescheduleBooking(
        db(),
        mine.manageToken,
        new Date("2027-02-13T10:00:00Z"),
        notice,
      ),
    ).toEqual({ status: "not-offered" });
    const dayBefore = {
      now: new Date("2027-02-11T12:00:00Z"),
      cancelNoticeMinutes: 24 * 60,
    };
    expect(await cancelBooking(db(), mine.manageToken, dayBefore)).toEqual({
      status: "too-late",
    });
    expect((await bookingByManageToken(db(), mine.manageToken))?.status).toBe(
      "confirmed",
    );
  });
});
