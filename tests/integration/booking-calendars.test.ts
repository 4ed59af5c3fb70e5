import http from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { matchRoutes } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import routes from "~/routes";
import { bookingFeedLoader } from "~/server/booking/booking-feed.handler.server";
import {
  bookingFeedFor,
  redactFeedTokens,
  rotateFeedToken,
} from "~/server/booking/booking-feed.server";
import {
  bookSlot,
  cancelBooking,
  listOpenSlots,
} from "~/server/booking/bookings.server";
import {
  BOOKING_BUSY_SYNC_KIND,
  createBusySyncHandler,
  syncHostBusyTimes,
} from "~/server/booking/busy-sync.server";
import {
  hostCalendarAction,
  hostCalendarLoader,
} from "~/server/booking/host-calendar.handler.server";
import {
  auditLog,
  bookingBusyTimes,
  bookingHosts,
  bookings,
  outbox,
} from "~/server/db/schema.server";
import { createLogger } from "~/server/logger.server";
import type { AppServices } from "~/server/services.server";
import { callRoute, get, post } from "../support/account-session";
import { routeContext, startTestServices } from "../support/app-services";
import { addBookingHost, bookingRequest } from "../support/booking-hosts";
import {
  EDITOR,
  STAFF,
  signInDemo,
  type DemoPerson,
} from "../support/console-people";

/**
 * A booking host's calendars, both ways, on PGlite and PostgreSQL (decision 069): the secret
 * feed of their meetings (404 for anything but the current token, parsed back with ical.js),
 * and busy time read from their own calendar over HTTP — blocking slots, and hiding the host
 * while it cannot be read.
 */
let stop: () => Promise<void>;
let services: AppServices;
let admin: DemoPerson;
let editor: DemoPerson;
let server: http.Server;
let calendarText = "";
let calendarStatus = 200;
let baseUrl = "";

beforeAll(async () => {
  const started = await startTestServices();
  services = started.services;
  stop = started.stop;
  admin = await signInDemo(STAFF);
  editor = await signInDemo(EDITOR);
  server = http.createServer((_req, res) => {
    res.writeHead(calendarStatus, { "Content-Type": "text/calendar" });
    res.end(calendarText);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 180_000);
afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  await stop?.();
});

const db = () => services.database.db;
const publicUrl = () => services.env.publicUrl;
// Monday 1 February 2027, 12:00 UTC.
const now = new Date("2027-02-01T12:00:00Z");
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);
const loopback = { allowLoopbackForTests: true } as const;
const addHost = (
  name: string,
  rules: Parameters<typeof addBookingHost>[2] = {},
) => addBookingHost(db(), name, rules);

const request = (start: string, index = 0) =>
  bookingRequest(start, index, { organisation: "Ministère des Exemples" });

const tokenOf = (url: string) =>
  /\/calendar\/bookings\/([^/]+)\.ics$/.exec(url)![1]!;

/** The feed's loader as React Router calls it (only params and context are read). */
function feedLoaderArgs(file: string, clientIp = "203.0.113.10") {
  const url = `http://localhost/calendar/bookings/${file}`;
  return {
    params: { file },
    context: routeContext(clientIp),
    request: new Request(url),
    url: new URL(url),
    pattern: "/calendar/bookings/:file",
  } as unknown as Parameters<typeof bookingFeedLoader>[0];
}

async function feed(token: string, clientIp = "203.0.113.10") {
  return bookingFeedLoader(feedLoaderArgs(`${token}.ics`, clientIp));
}

function busyCalendar(...events: string[][]): string {
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Test//EN",
    ...events.flatMap((lines) => ["BEGIN:VEVENT", ...lines, "END:VEVENT"]),
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}

const busyTuesdayTen = busyCalendar(
  [
    "UID:busy@test",
    "DTSTAMP:20270101T000000Z",
    "DTSTART:20270202T100000Z",
    "DTEND:20270202T110000Z",
    "SUMMARY:Dentist",
  ],
  [
    "UID:free@test",
    "DTSTAMP:20270101T000000Z",
    "DTSTART:20270202T130000Z",
    "DTEND:20270202T140000Z",
    "TRANSP:TRANSPARENT",
  ],
);

const starts = async (at = now) =>
  (await listOpenSlots(db(), at)).map((slot) => slot.start.toISOString());

// Each test starts with no active host but its own.
beforeEach(async () => {
  await db().update(bookingHosts).set({ active: false });
  calendarText = busyTuesdayTen;
  calendarStatus = 200;
});

describe("the host's calendar feed", () => {
  it("lists the host's confirmed meetings with their UID and SEQUENCE, and no visitor's address", async () => {
    const host = await addHost("Feed Host");
    const url = await rotateFeedToken(db(), host.id, publicUrl());
    expect(url).toMatch(/\/calendar\/bookings\/[A-Za-z0-9_-]{43}\.ics$/);
    const kept = await bookSlot(db(), request("2027-02-02T10:00:00Z", 1), now);
    const moved = await bookSlot(db(), request("2027-02-03T10:00:00Z", 2), now);
    const cancelled = await bookSlot(
      db(),
      request("2027-02-04T10:00:00Z", 3),
      now,
    );
    if (
      kept.status !== "booked" ||
      moved.status !== "booked" ||
      cancelled.status !== "booked"
    )
      throw new Error("booking failed");
    await db()
      .update(bookings)
      .set({ sequence: 2 })
      .where(eq(bookings.id, moved.bookingId));
    expect(
      (
        await cancelBooking(db(), cancelled.manageToken, {
          now,
          cancelNoticeMinutes: 0,
        })
      ).status,
    ).toBe("done");
    // A meeting that ended more than 30 days ago has left the feed. One instant for its four
    // times: separate clock reads can straddle a millisecond and break the table's time check.
    const oldStart = Date.now() - 40 * 86_400_000;
    await db()
      .insert(bookings)
      .values({
        hostId: host.id,
        visitorName: "Old Visitor",
        visitorEmail: "old@ministry.example",
        organisation: "Old Org",
        visitorZone: "UTC",
        startsAt: new Date(oldStart),
        endsAt: new Date(oldStart + 1_800_000),
        blockedStart: new Date(oldStart),
        blockedEnd: new Date(oldStart + 1_800_000),
        manageTokenHash: `old-${host.id}`,
        assignmentReason: "test",
      });

    const answer = await feed(tokenOf(url!));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe(
      "text/calendar; charset=utf-8",
    );
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    const text = await answer.text();
    expect(text).not.toContain("@ministry.example");
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    const events = calendar
      .getAllSubcomponents("vevent")
      .map((component) => new ICAL.Event(component));
    const site = new URL(publicUrl()).hostname;
    expect(
      events.map((event) => [
        event.uid,
        event.sequence,
        event.startDate.toJSDate().toISOString(),
        event.summary,
      ]),
    ).toEqual([
      [
        `${kept.bookingId}@${site}`,
        0,
        "2027-02-02T10:00:00.000Z",
        "Consultation: Visitor 1 (Ministère des Exemples)",
      ],
      [
        `${moved.bookingId}@${site}`,
        2,
        "2027-02-03T10:00:00.000Z",
        "Consultation: Visitor 2 (Ministère des Exemples)",
      ],
    ]);
  });

  it("answers a plain 404 for a wrong, malformed or rotated-away token, and the new one at once", async () => {
    const host = await addHost("Rotating Host");
    const first = tokenOf((await rotateFeedToken(db(), host.id, publicUrl()))!);
    expect((await feed(first)).status).toBe(200);
    const second = tokenOf(
      (await rotateFeedToken(db(), host.id, publicUrl()))!,
    );
    const old = await feed(first);
    expect(old.status).toBe(404);
    expect(old.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(await old.text()).toBe("Not found\n");
    expect((await feed(second)).status).toBe(200);
    const wrong = `${second.slice(0, -1)}${second.endsWith("A") ? "B" : "A"}`;
    for (const token of [wrong, "short", "../../etc/passwd", ""]) {
      const answer = await feed(token);
      expect(answer.status, token).toBe(404);
      expect(await answer.text()).toBe("Not found\n");
    }
    expect((await bookingFeedLoader(feedLoaderArgs(second))).status).toBe(404);
    expect(await rotateFeedToken(db(), crypto.randomUUID(), publicUrl())).toBe(
      null,
    );
    expect(
      await bookingFeedFor(db(), second, {
        publicUrl: publicUrl(),
        productOwner: "Test",
      }),
    ).toContain("BEGIN:VCALENDAR");
  });

  it("is a resource route of its own, outside the pages' layouts", () => {
    const matches = matchRoutes(
      routes as never,
      "/calendar/bookings/AbC_-123.ics",
    )!;
    expect(
      matches.map((match) => (match.route as { file: string }).file),
    ).toEqual(["routes/booking/booking-feed.ts"]);
    expect(matches[0]!.params).toEqual({ file: "AbC_-123.ics" });
  });

  it("is rate-limited per client, and its token stays out of the request log", async () => {
    const ip = "198.51.100.77";
    let last = 0;
    for (let index = 0; index < 61; index += 1)
      last = (await feed("unknown-token-for-the-rate-limit", ip)).status;
    expect(last).toBe(429);
    expect((await feed("unknown-token-for-the-rate-limit")).status).toBe(404);
    expect(redactFeedTokens("/calendar/bookings/abcDEF_-123.ics?x=1")).toBe(
      "/calendar/bookings/[redacted]?x=1",
    );
  });
});

describe("busy time from the host's own calendar", () => {
  it("blocks the imported busy time: not listed, refused by bookSlot; free events do not block", async () => {
    const host = await addHost("Busy Host", {
      busySourceUrl: `${baseUrl}/busy.ics`,
    });
    expect(await starts()).toEqual([]);
    expect(
      await syncHostBusyTimes(db(), host, { now, fetch: loopback }),
    ).toEqual({ status: "synced", busyTimes: 1 });
    const open = await starts();
    expect(open).not.toContain("2027-02-02T10:00:00.000Z");
    expect(open).not.toContain("2027-02-02T10:30:00.000Z");
    expect(open).toContain("2027-02-02T11:00:00.000Z");
    expect(open).toContain("2027-02-02T13:00:00.000Z");
    expect(open).toContain("2027-02-02T09:30:00.000Z");
    expect(
      (await bookSlot(db(), request("2027-02-02T10:30:00Z"), now)).status,
    ).toBe("taken");
    expect(
      (await bookSlot(db(), request("2027-02-02T13:00:00Z"), now)).status,
    ).toBe("booked");
  });

  it("a failing source keeps its old rows, records why, and hides the host's slots until a read succeeds", async () => {
    const host = await addHost("Failing Host", {
      busySourceUrl: `${baseUrl}/busy.ics`,
    });
    await syncHostBusyTimes(db(), host, { now, fetch: loopback });
    expect((await starts()).length).toBeGreaterThan(0);

    calendarStatus = 500;
    expect(
      await syncHostBusyTimes(db(), host, { now, fetch: loopback }),
    ).toEqual({ status: "failed", error: "the server answered 500" });
    const [row] = await db()
      .select()
      .from(bookingHosts)
      .where(eq(bookingHosts.id, host.id));
    expect(row!.busySyncError).toBe("the server answered 500");
    expect(
      await db()
        .select()
        .from(bookingBusyTimes)
        .where(eq(bookingBusyTimes.hostId, host.id)),
    ).toHaveLength(1);
    expect(await starts()).toEqual([]);
    expect(
      (await bookSlot(db(), request("2027-02-02T15:00:00Z"), now)).status,
    ).toBe("not-offered");

    // Not a calendar (a sign-in page): failing too.
    calendarStatus = 200;
    calendarText = "<html>Please sign in</html>";
    expect(
      (await syncHostBusyTimes(db(), host, { now, fetch: loopback })).status,
    ).toBe("failed");
    expect(await starts()).toEqual([]);

    calendarText = busyTuesdayTen;
    await syncHostBusyTimes(db(), host, { now, fetch: loopback });
    expect(await starts()).toContain("2027-02-02T15:00:00.000Z");
  });

  it("a source not read within the hour hides the host; loopback is refused unless a test allows it", async () => {
    const host = await addHost("Stale Host", {
      busySourceUrl: `${baseUrl}/busy.ics`,
    });
    await syncHostBusyTimes(db(), host, { now, fetch: loopback });
    expect((await starts(minutes(59))).length).toBeGreaterThan(0);
    expect(await starts(minutes(61))).toEqual([]);
    expect(
      (await bookSlot(db(), request("2027-02-02T15:00:00Z"), minutes(61)))
        .status,
    ).toBe("not-offered");

    const refused = await syncHostBusyTimes(db(), host, { now });
    expect(refused).toEqual({
      status: "failed",
      error: "only https URLs are read",
    });
    expect(await starts()).toEqual([]);
  });

  it("the scheduled job reads every source and queues its next quarter hour", async () => {
    const host = await addHost("Job Host", {
      busySourceUrl: `${baseUrl}/busy.ics`,
    });
    const handler = createBusySyncHandler({
      db: db(),
      logger: createLogger("silent"),
      now: () => now,
      fetch: loopback,
    });
    await handler({
      id: crypto.randomUUID(),
      kind: BOOKING_BUSY_SYNC_KIND,
      payload: { slot: "2027-02-01T12:00" },
      attempts: 0,
    });
    const [row] = await db()
      .select()
      .from(bookingHosts)
      .where(eq(bookingHosts.id, host.id));
    expect(row!.busySyncedAt?.toISOString()).toBe(now.toISOString());
    const queued = await db()
      .select({ payload: outbox.payload, at: outbox.nextAttemptAt })
      .from(outbox)
      .where(eq(outbox.kind, BOOKING_BUSY_SYNC_KIND));
    expect(queued).toContainEqual({
      payload: { slot: "2027-02-01T12:15" },
      at: new Date("2027-02-01T12:15:00Z"),
    });
    await expect(
      handler({
        id: crypto.randomUUID(),
        kind: BOOKING_BUSY_SYNC_KIND,
        payload: { slot: "tomorrow" },
        attempts: 0,
      }),
    ).rejects.toThrow(/invalid busy sync payload/);
  });
});

describe("the console's host calendar page", () => {
  const path = (hostId: string) =>
    `/lead_admin/bookings/hosts/${hostId}/calendar`;
  const send = (hostId: string, fields: Record<string, string>, who = admin) =>
    callRoute(hostCalendarAction, post(path(hostId), fields), who.jar, who.ip, {
      hostId,
    });

  it("shows a new feed link once, audits it, and the old link stops", async () => {
    const host = await addHost("Console Host");
    const first = await send(host.id, { intent: "rotate-feed" });
    expect(first.status).toBe(200);
    const firstUrl = (first.data as { feedUrl: string }).feedUrl;
    expect((await feed(tokenOf(firstUrl))).status).toBe(200);
    const page = await callRoute(
      hostCalendarLoader,
      get(path(host.id)),
      admin.jar,
      admin.ip,
      { hostId: host.id },
    );
    expect(page.status).toBe(200);
    expect(JSON.stringify(page.data)).not.toContain(tokenOf(firstUrl));
    expect((page.data as { host: { hasFeed: boolean } }).host.hasFeed).toBe(
      true,
    );
    const second = await send(host.id, { intent: "rotate-feed" });
    expect((await feed(tokenOf(firstUrl))).status).toBe(404);
    expect(
      (await feed(tokenOf((second.data as { feedUrl: string }).feedUrl)))
        .status,
    ).toBe(200);
    const audited = await db()
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, "booking_host.feed_rotate"),
          eq(auditLog.entityId, host.id),
        ),
      );
    expect(audited).toHaveLength(2);
    expect(JSON.stringify(audited)).not.toContain(tokenOf(firstUrl));
  });

  it("takes an https busy calendar only, reads it at once, and shows why slots are hidden", async () => {
    const host = await addHost("Source Host");
    for (const bad of [
      "http://calendar.example/x.ics",
      "not a url",
      "ftp://x",
    ]) {
      const refused = await send(host.id, {
        intent: "save-source",
        busySourceUrl: bad,
      });
      expect(refused.status, bad).toBe(400);
      expect(
        (refused.data as { fieldErrors: Record<string, string> }).fieldErrors
          .busySourceUrl,
      ).toMatch(/https address/);
    }
    // A private address is saved as typed but never read: the host's slots are hidden.
    const saved = await send(host.id, {
      intent: "save-source",
      busySourceUrl: "webcal://10.0.0.7/busy.ics",
    });
    expect(saved.status).toBe(200);
    expect((saved.data as { ok: boolean }).ok).toBe(false);
    const page = await callRoute(
      hostCalendarLoader,
      get(path(host.id)),
      admin.jar,
      admin.ip,
      { hostId: host.id },
    );
    expect(page.data).toMatchObject({
      host: {
        busySourceUrl: "https://10.0.0.7/busy.ics",
        busySyncError: "10.0.0.7 is a private or reserved address",
        slotsHidden: true,
      },
    });
    expect(await starts()).toEqual([]);
    const sync = await send(host.id, { intent: "sync-now" });
    expect((sync.data as { toast: { title: string } }).toast.title).toBe(
      "The calendar could not be read",
    );
    // Removing the source shows the host's slots again.
    await send(host.id, { intent: "save-source", busySourceUrl: "" });
    expect((await starts()).length).toBeGreaterThan(0);
    const audited = await db()
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, "booking_host.busy_source"),
          eq(auditLog.entityId, host.id),
        ),
      );
    expect(audited).toHaveLength(2);
  });

  it("is for admins only, and an unknown host is a 404", async () => {
    const host = await addHost("Guarded Host");
    const asEditor = await callRoute(
      hostCalendarLoader,
      get(path(host.id)),
      editor.jar,
      editor.ip,
      { hostId: host.id },
    );
    expect(asEditor.status).toBe(404);
    const unknown = await callRoute(
      hostCalendarLoader,
      get(path("not-a-uuid")),
      admin.jar,
      admin.ip,
      { hostId: "not-a-uuid" },
    );
    expect(unknown.status).toBe(404);
  });
});
