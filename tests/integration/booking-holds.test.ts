import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  heldTimeOf,
  holdSlot,
  MAX_HOLDS_PER_CLIENT,
} from "~/server/booking/booking-holds.server";
import {
  bookSlot,
  listOpenSlots,
  rescheduleBooking,
} from "~/server/booking/bookings.server";
import {
  bookingHolds,
  bookingHosts,
  bookings,
} from "~/server/db/schema.server";
import { BOOKING_GET_LIMITS } from "~/server/booking/booking-limiters.server";
import { bookLoader } from "~/server/booking/book.handler.server";
import { manageBookingLoader } from "~/server/booking/manage-booking.handler.server";
import type { AppServices } from "~/server/services.server";
import { routeContext, startTestServices } from "../support/app-services";
import { addBookingHost, bookingRequest } from "../support/booking-hosts";

/**
 * A time chosen on /book is held for the visitor while they give their details (decision 071):
 * nobody else is offered it or can book or move onto it until the hold lapses; the holder books
 * it; a lapsed hold blocks nothing; one client holds at most a few times; and a hold and a
 * booking racing for one time never both win — on PGlite and on PostgreSQL.
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
const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

function hold(start: string, clientKey = "198.51.100.7", at = now) {
  return holdSlot(
    db(),
    { start: new Date(start), visitorZone: "Europe/Paris", clientKey },
    { holdMinutes: 10, now: at },
  );
}

async function listed(at = now) {
  return (await listOpenSlots(db(), at)).map((slot) =>
    slot.start.toISOString(),
  );
}

// Each test starts with no active host but its own.
beforeEach(async () => {
  await db().update(bookingHosts).set({ active: false });
});

describe("holding a time", () => {
  it("hides it from other visitors and refuses it to them until the holder books it", async () => {
    const host = await addBookingHost(db(), "Holding Host");
    const held = await hold("2027-02-02T10:00:00Z");
    expect(held.status).toBe("held");
    if (held.status !== "held") return;
    expect(held.expiresAt).toEqual(later(10));
    expect(await listed()).not.toContain("2027-02-02T10:00:00.000Z");
    expect(await listed()).toContain("2027-02-02T10:30:00.000Z");

    // Another visitor can neither hold nor book it.
    expect((await hold("2027-02-02T10:00:00Z", "203.0.113.9")).status).toBe(
      "taken",
    );
    expect(
      (await bookSlot(db(), bookingRequest("2027-02-02T10:00:00Z", 1), now))
        .status,
    ).toBe("taken");

    // The holder's link says the time, in the zone they saw it in.
    expect(await heldTimeOf(db(), held.token, now)).toEqual({
      start: new Date("2027-02-02T10:00:00Z"),
      visitorZone: "Europe/Paris",
      expiresAt: later(10),
      live: true,
    });
    const booked = await bookSlot(
      db(),
      bookingRequest("2027-02-02T10:00:00Z", 2, { holdToken: held.token }),
      later(4),
    );
    expect(booked.status).toBe("booked");
    const rows = await db()
      .select()
      .from(bookings)
      .where(eq(bookings.hostId, host.id));
    expect(rows.map((row) => row.visitorName)).toEqual(["Visitor 2"]);
    // The hold is spent: its link names nothing now.
    expect(await heldTimeOf(db(), held.token, later(4))).toBeNull();
    expect(
      await db()
        .select()
        .from(bookingHolds)
        .where(eq(bookingHolds.hostId, host.id)),
    ).toHaveLength(0);
  });

  it("a lapsed hold blocks nothing, and its holder still books the time if it is free", async () => {
    await addBookingHost(db(), "Lapsing Host");
    const first = await hold("2027-02-02T11:00:00Z");
    const second = await hold("2027-02-02T13:00:00Z");
    if (first.status !== "held" || second.status !== "held")
      throw new Error("not held");
    const lapsed = later(11);
    expect(await listed(lapsed)).toContain("2027-02-02T11:00:00.000Z");
    expect((await heldTimeOf(db(), first.token, lapsed))?.live).toBe(false);

    // Someone else takes the first lapsed time; its holder is told it is taken.
    expect(
      (await bookSlot(db(), bookingRequest("2027-02-02T11:00:00Z", 3), lapsed))
        .status,
    ).toBe("booked");
    expect(
      (
        await bookSlot(
          db(),
          bookingRequest("2027-02-02T11:00:00Z", 4, {
            holdToken: first.token,
          }),
          lapsed,
        )
      ).status,
    ).toBe("taken");
    // Nobody took the second: its holder books it after the hold lapsed.
    expect(
      (
        await bookSlot(
          db(),
          bookingRequest("2027-02-02T13:00:00Z", 5, {
            holdToken: second.token,
          }),
          lapsed,
        )
      ).status,
    ).toBe("booked");
  });

  it("a hold of one time does not let its holder take another held time", async () => {
    await addBookingHost(db(), "Two Holds Host");
    const mine = await hold("2027-02-03T09:00:00Z", "192.0.2.1");
    const theirs = await hold("2027-02-03T10:00:00Z", "192.0.2.2");
    if (mine.status !== "held" || theirs.status !== "held")
      throw new Error("not held");
    expect(
      (
        await bookSlot(
          db(),
          bookingRequest("2027-02-03T10:00:00Z", 6, { holdToken: mine.token }),
          now,
        )
      ).status,
    ).toBe("taken");
  });

  it("refuses a time no host offers, and an unknown or malformed link names nothing", async () => {
    await addBookingHost(db(), "Rules Host");
    // Saturday, and a time off the interval.
    expect((await hold("2027-02-06T10:00:00Z")).status).toBe("not-offered");
    expect((await hold("2027-02-02T10:10:00Z")).status).toBe("not-offered");
    expect(await heldTimeOf(db(), "x".repeat(43), now)).toBeNull();
    expect(await heldTimeOf(db(), "not a token", now)).toBeNull();
    expect(await heldTimeOf(db(), null, now)).toBeNull();
  });

  it(`one client holds at most ${MAX_HOLDS_PER_CLIENT} times: a further choice releases its oldest`, async () => {
    await addBookingHost(db(), "Capped Host");
    const starts = [
      "2027-02-04T09:00:00Z",
      "2027-02-04T10:00:00Z",
      "2027-02-04T11:00:00Z",
      "2027-02-04T12:00:00Z",
    ];
    const tokens: string[] = [];
    for (const [index, start] of starts.entries()) {
      const held = await hold(start, "198.51.100.99", later(index));
      if (held.status !== "held") throw new Error("not held");
      tokens.push(held.token);
    }
    const at = later(4);
    expect(await heldTimeOf(db(), tokens[0]!, at)).toBeNull();
    const open = await listed(at);
    expect(open).toContain("2027-02-04T09:00:00.000Z");
    for (const start of starts.slice(1))
      expect(open).not.toContain(new Date(start).toISOString());
  });

  it("a move cannot land on another visitor's held time", async () => {
    await addBookingHost(db(), "Moving Host");
    const booked = await bookSlot(
      db(),
      bookingRequest("2027-02-05T09:00:00Z", 7),
      now,
    );
    if (booked.status !== "booked") throw new Error("not booked");
    expect((await hold("2027-02-05T14:00:00Z")).status).toBe("held");
    const moved = await rescheduleBooking(
      db(),
      booked.manageToken,
      new Date("2027-02-05T14:00:00Z"),
      { now, cancelNoticeMinutes: 60 },
    );
    expect(moved.status).toBe("taken");
  });

  it("20 parallel holds and 20 parallel bookings of one time: exactly one of the forty wins", async () => {
    const host = await addBookingHost(db(), "Contested Host", {
      bufferBeforeMinutes: 10,
      bufferAfterMinutes: 10,
    });
    const start = "2027-02-08T15:00:00Z";
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        index % 2 === 0
          ? hold(start, `10.0.0.${index}`)
          : bookSlot(db(), bookingRequest(start, index), now),
      ),
    );
    const won = outcomes.filter(
      (outcome) => outcome.status === "held" || outcome.status === "booked",
    );
    expect(won).toHaveLength(1);
    expect(
      outcomes.filter((outcome) => outcome.status === "taken"),
    ).toHaveLength(39);
    const holds = await db()
      .select()
      .from(bookingHolds)
      .where(eq(bookingHolds.hostId, host.id));
    const meetings = await db()
      .select()
      .from(bookings)
      .where(eq(bookings.hostId, host.id));
    expect(holds.length + meetings.length).toBe(1);
  });
});

/** A page loader as React Router calls it, from one client address. */
function loaderArgs(path: string, clientIp: string, params = {}) {
  const url = `http://localhost${path}`;
  return {
    params,
    context: routeContext(clientIp),
    request: new Request(url),
  } as never;
}

async function statusOf(load: () => Promise<unknown>): Promise<number> {
  try {
    await load();
    return 200;
  } catch (thrown) {
    return (
      (thrown as { init?: { status?: number }; status?: number }).init
        ?.status ?? (thrown as { status: number }).status
    );
  }
}

describe("the details step", () => {
  it("shows the held time in the visitor's zone, and says so once the hold has lapsed", async () => {
    await addBookingHost(db(), "Details Host");
    const [first] = await listOpenSlots(db(), new Date());
    const held = await holdSlot(
      db(),
      {
        start: first!.start,
        visitorZone: "Europe/Paris",
        clientKey: "192.0.2.50",
      },
      { holdMinutes: 10 },
    );
    if (held.status !== "held") throw new Error("not held");
    const page = () =>
      bookLoader(
        loaderArgs(`/book?hold=${held.token}`, "192.0.2.50"),
      ) as Promise<{
        zone: string;
        held: { slot: string; until: string; live: boolean } | null;
        holdUnknown: boolean;
      }>;
    const live = await page();
    expect(live.zone).toBe("Europe/Paris");
    expect(live.held).toMatchObject({
      slot: first!.start.toISOString(),
      live: true,
    });
    expect(live.held!.until).toMatch(/\(Europe\/Paris\)$/);
    await db()
      .update(bookingHolds)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(bookingHolds.startsAt, first!.start));
    const lapsed = await page();
    expect(lapsed.held).toMatchObject({ live: false });
    expect(lapsed.holdUnknown).toBe(false);
  });
});

describe("secret booking links opened by GET", () => {
  it("are limited per client: manage pages and held times share one budget, then 429", async () => {
    await addBookingHost(db(), "Link Host");
    const ip = "198.51.100.201";
    const limit = BOOKING_GET_LIMITS["booking-links"];
    const unknown = "u".repeat(43);
    const manage = () =>
      manageBookingLoader(
        loaderArgs(`/book/manage/${unknown}`, ip, { token: unknown }),
      );
    const held = () => bookLoader(loaderArgs(`/book?hold=${unknown}`, ip));
    for (let index = 0; index < limit / 2; index += 1) {
      expect(await statusOf(manage)).toBe(404);
      expect(await statusOf(held)).toBe(200);
    }
    expect(await statusOf(manage)).toBe(429);
    expect(await statusOf(held)).toBe(429);
    // Another client is not affected, and /book without a link is never counted.
    expect(
      await statusOf(() =>
        manageBookingLoader(
          loaderArgs(`/book/manage/${unknown}`, "198.51.100.202", {
            token: unknown,
          }),
        ),
      ),
    ).toBe(404);
    expect(await statusOf(() => bookLoader(loaderArgs("/book", ip)))).toBe(200);
  });
});
