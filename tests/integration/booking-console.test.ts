import { randomUUID } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bookingHostAction,
  bookingHostLoader,
} from "~/server/booking/booking-host.handler.server";
import {
  bookingHostsAction,
  bookingHostsLoader,
} from "~/server/booking/booking-hosts.handler.server";
import {
  bookingsTabAction,
  bookingsTabLoader,
} from "~/server/booking/bookings-tab.handler.server";
import { auditTabLoader } from "~/server/console/audit-tab.handler.server";
import { consoleLayoutLoader } from "~/server/console/console-layout.handler.server";
import type { Database } from "~/server/db/client.server";
import {
  auditLog,
  bookingHosts,
  bookings,
  contactRequests,
  leadNotes,
  leads,
  profiles,
} from "~/server/db/schema.server";
import {
  CookieJar,
  callRoute,
  get,
  post,
  type RouteAnswer,
} from "../support/account-session";
import { startTestServices } from "../support/app-services";
import {
  EDITOR,
  MERIDIAN_ADMIN,
  MERIDIAN_USER,
  STAFF,
  signInDemo,
  type DemoPerson,
} from "../support/console-people";

/**
 * The console's Bookings pages, in-process on PGlite and PostgreSQL: who may open them (admins;
 * an editor and client people get 404 and change nothing), the list's views and filters, the
 * no-show mark (refused before the start, reversible, audited, noted on the lead), and the
 * hours editor (specific errors and nothing written for bad hours; good hours saved and audited).
 */
let db: Database;
let stop: () => Promise<void>;
let staff: DemoPerson;
let editor: DemoPerson;
let clientAdmin: DemoPerson;
let clientUser: DemoPerson;
let hostId: string;
let otherHostId: string;
let leadId: string;
/** Started an hour ago (over), from a lead. */
let pastId: string;
/** Started ten minutes ago: still under way. */
let inProgressId: string;
/** Tomorrow. */
let futureId: string;
/** Cancelled, two days ago. */
let cancelledId: string;

const HOUR = 3_600_000;

async function addBooking(values: {
  hostId: string;
  startsAt: Date;
  visitorName: string;
  organisation: string;
  status?: "confirmed" | "cancelled";
  leadId?: string | null;
}): Promise<string> {
  const end = new Date(values.startsAt.getTime() + 30 * 60_000);
  const [row] = await db
    .insert(bookings)
    .values({
      hostId: values.hostId,
      leadId: values.leadId ?? null,
      visitorName: values.visitorName,
      visitorEmail: `${values.visitorName.toLowerCase().replace(/\W+/g, ".")}@ministry.example`,
      organisation: values.organisation,
      visitorZone: "America/Toronto",
      startsAt: values.startsAt,
      endsAt: end,
      blockedStart: values.startsAt,
      blockedEnd: end,
      status: values.status ?? "confirmed",
      manageTokenHash: randomUUID(),
      assignmentReason: "the only host free at this time",
    })
    .returning({ id: bookings.id });
  return row!.id;
}

beforeAll(async () => {
  const started = await startTestServices();
  stop = started.stop;
  db = started.services.database.db;
  staff = await signInDemo(STAFF);
  editor = await signInDemo(EDITOR);
  clientAdmin = await signInDemo(MERIDIAN_ADMIN);
  clientUser = await signInDemo(MERIDIAN_USER);
  const [host] = await db
    .insert(bookingHosts)
    .values({
      displayName: "Farah Console",
      email: "farah.console@example.org",
      zone: "America/Toronto",
      weeklyHours: { "1": [{ start: "09:00", end: "17:00" }] },
    })
    .returning({ id: bookingHosts.id });
  hostId = host!.id;
  const [other] = await db
    .insert(bookingHosts)
    .values({
      displayName: "Olivier Autre",
      email: "olivier.autre@example.org",
      zone: "Europe/Paris",
    })
    .returning({ id: bookingHosts.id });
  otherHostId = other!.id;
  const [request] = await db
    .insert(contactRequests)
    .values({
      firstName: "Noor",
      lastName: "Visitor",
      email: "noor.visitor@ministry.example",
      company: "Ministry of Ports",
      interest: "Data platform",
      message: "We booked a consultation.",
    })
    .returning({ id: contactRequests.id });
  const [lead] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(eq(leads.sourceId, request!.id));
  leadId = lead!.id;
  const now = Date.now();
  pastId = await addBooking({
    hostId,
    startsAt: new Date(now - HOUR),
    visitorName: "Noor Visitor",
    organisation: "Ministry of Ports",
    leadId,
  });
  inProgressId = await addBooking({
    hostId: otherHostId,
    startsAt: new Date(now - 10 * 60_000),
    visitorName: "Mira Now",
    organisation: "Treasury Board",
  });
  futureId = await addBooking({
    hostId,
    startsAt: new Date(now + 24 * HOUR),
    visitorName: "Remy Later",
    organisation: "Customs Agency",
  });
  cancelledId = await addBooking({
    hostId: otherHostId,
    startsAt: new Date(now - 48 * HOUR),
    visitorName: "Ines Cancelled",
    organisation: "Ministry of Ports",
    status: "cancelled",
  });
}, 180_000);
afterAll(async () => stop?.());

const listPage = (who: DemoPerson, query = "") =>
  callRoute(
    bookingsTabLoader,
    get(`/lead_admin/bookings${query}`),
    who.jar,
    who.ip,
  );
const noShow = (
  who: DemoPerson,
  bookingId: string,
  mark: "yes" | "no",
  query = "",
) =>
  callRoute(
    bookingsTabAction,
    post(`/lead_admin/bookings${query}`, {
      intent: "no-show",
      bookingId,
      noShow: mark,
    }),
    who.jar,
    who.ip,
  );
const hostsPage = (who: DemoPerson) =>
  callRoute(
    bookingHostsLoader,
    get("/lead_admin/bookings/hosts"),
    who.jar,
    who.ip,
  );
const addHost = (who: DemoPerson, fields: Record<string, string>) =>
  callRoute(
    bookingHostsAction,
    post("/lead_admin/bookings/hosts", { intent: "create", ...fields }),
    who.jar,
    who.ip,
  );
const hostPage = (who: DemoPerson, id: string) =>
  callRoute(
    bookingHostLoader,
    get(`/lead_admin/bookings/hosts/${id}`),
    who.jar,
    who.ip,
    { hostId: id },
  );
const saveHours = (
  who: DemoPerson,
  id: string,
  fields: Record<string, string>,
) =>
  callRoute(
    bookingHostAction,
    post(`/lead_admin/bookings/hosts/${id}`, { intent: "save", ...fields }),
    who.jar,
    who.ip,
    { hostId: id },
  );
const toastOf = async (who: DemoPerson) =>
  (await callRoute(consoleLayoutLoader, get("/lead_admin"), who.jar, who.ip))
    .data?.toast as { kind: string; title: string; description?: string };

async function bookingRow(id: string) {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  return row!;
}
async function auditOf(entityId: string, action: string) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, entityId), eq(auditLog.action, action)))
    .orderBy(desc(auditLog.createdAt));
}
async function notesOf(id: string) {
  return db
    .select()
    .from(leadNotes)
    .where(eq(leadNotes.leadId, id))
    .orderBy(leadNotes.createdAt, leadNotes.id);
}
const rowsOf = (answer: RouteAnswer) =>
  (answer.data!.rows as { id: string }[]).map((row) => row.id);

const goodHours = {
  zone: "Europe/Paris",
  hours1: "09:00–12:00, 13:00–17:00",
  hours2: "9:00-17:00",
  hours3: "",
  hours4: "",
  hours5: "09:00–12:00",
  hours6: "",
  hours7: "",
  overrides: "2027-12-24 off\n2027-12-31 09:00–12:00",
  durationMinutes: "45",
  intervalMinutes: "15",
  bufferBeforeMinutes: "5",
  bufferAfterMinutes: "10",
  minimumNoticeMinutes: "1440",
  windowDays: "30",
};

describe("who may open Bookings", () => {
  it("signed out: the staff sign-in; an editor and client people: 404, no data, nothing changed", async () => {
    const signedOut = {
      email: "",
      jar: new CookieJar(),
      ip: "198.51.100.200",
    };
    const before = {
      bookings: await db.select().from(bookings),
      hosts: await db.select().from(bookingHosts),
      audit: (await db.select().from(auditLog)).length,
    };
    const calls = (who: DemoPerson) => [
      listPage(who),
      noShow(who, pastId, "yes"),
      hostsPage(who),
      addHost(who, {
        displayName: "Intruder",
        email: "intruder@example.org",
        zone: "UTC",
      }),
      hostPage(who, hostId),
      saveHours(who, hostId, goodHours),
    ];
    for (const answer of await Promise.all(calls(signedOut))) {
      expect(answer.status).toBe(302);
      expect(answer.location).toMatch(/^\/admin\/auth(\?|$)/);
      expect(answer.data).toBeNull();
    }
    for (const who of [editor, clientAdmin, clientUser])
      for (const answer of await Promise.all(calls(who))) {
        expect(answer.status, who.email).toBe(404);
        expect(answer.data).toBeNull();
      }
    expect(await db.select().from(bookings)).toEqual(before.bookings);
    expect(await db.select().from(bookingHosts)).toEqual(before.hosts);
    expect((await db.select().from(auditLog)).length).toBe(before.audit);
  });
});

describe("the Bookings list", () => {
  it("upcoming, past and cancelled, each with its count; the start in the host's zone with its offset", async () => {
    const upcoming = await listPage(staff);
    expect(upcoming.status).toBe(200);
    expect(upcoming.headers.get("Cache-Control")).toContain("no-store");
    expect(rowsOf(upcoming)).toEqual([inProgressId, futureId]);
    // Under way: still upcoming, and it can be marked a no-show already.
    expect(
      (upcoming.data!.rows as { id: string; started: boolean }[])[0]!.started,
    ).toBe(true);
    expect(upcoming.data!.counts).toEqual({
      upcoming: 2,
      past: 1,
      cancelled: 1,
    });
    const past = await listPage(staff, "?view=past");
    expect(rowsOf(past)).toEqual([pastId]);
    const row = (
      past.data!.rows as {
        id: string;
        zoneLabel: string;
        startLabel: string;
        hostName: string;
        leadId: string | null;
        started: boolean;
        assignmentReason: string;
      }[]
    ).find((r) => r.id === pastId)!;
    expect(row.zoneLabel).toMatch(/^UTC−0[45]:00 · America\/Toronto$/);
    expect(row.startLabel).toMatch(/^\w{3} \d{1,2} \w{3} \d{4}, \d\d:\d\d$/);
    expect(row).toMatchObject({
      hostName: "Farah Console",
      leadId,
      started: true,
      assignmentReason: "the only host free at this time",
    });
    expect(
      (upcoming.data!.rows as { id: string; started: boolean }[]).find(
        (r) => r.id === futureId,
      )!.started,
    ).toBe(false);
    const cancelled = await listPage(staff, "?view=cancelled");
    expect(rowsOf(cancelled)).toEqual([cancelledId]);
  });

  it("filters by host, dates and a search of name, organisation or e-mail", async () => {
    const byHost = await listPage(staff, `?view=cancelled&host=${otherHostId}`);
    expect(rowsOf(byHost)).toEqual([cancelledId]);
    const byOrganisation = await listPage(staff, "?q=customs%20AGENCY");
    expect(rowsOf(byOrganisation)).toEqual([futureId]);
    const byEmail = await listPage(staff, "?view=past&q=noor.visitor@");
    expect(rowsOf(byEmail)).toEqual([pastId]);
    const tomorrow = new Date(Date.now() + 24 * 3_600_000)
      .toISOString()
      .slice(0, 10);
    const byDate = await listPage(
      staff,
      `?from=${tomorrow}&to=${tomorrow}&host=${hostId}`,
    );
    expect(rowsOf(byDate)).toEqual([futureId]);
    // A malformed filter is no filter (never a 500).
    const junk = await listPage(
      staff,
      "?view=everything&host=nope&from=yesterday&page=-3",
    );
    expect(junk.status).toBe(200);
    expect(junk.data!.params).toMatchObject({
      view: "upcoming",
      host: "",
      from: "",
      page: 1,
    });
  });
});

describe("the no-show mark", () => {
  it("is refused before the meeting starts, with the start in the message, and nothing changes", async () => {
    const answer = await noShow(staff, futureId, "yes");
    expect(answer.status).toBe(409);
    const toast = answer.data!.toast as { title: string; description: string };
    expect(toast.title).toBe("Too early to mark a no-show");
    expect(toast.description).toMatch(
      /^The meeting starts \w{3} .+ \(UTC−0[45]:00, America\/Toronto\)\. A no-show can be marked once it has started\.$/,
    );
    expect((await bookingRow(futureId)).noShow).toBe(false);
    expect(await auditOf(futureId, "booking.no_show")).toHaveLength(0);
  });

  it("after the start: marks the booking, audits it, and notes it on the lead; then back to the same list", async () => {
    const notesBefore = (await notesOf(leadId)).length;
    const answer = await noShow(staff, pastId, "yes", "?q=noor");
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/lead_admin/bookings?q=noor");
    expect((await toastOf(staff)).title).toBe("Marked a no-show");
    expect((await bookingRow(pastId)).noShow).toBe(true);
    const [entry] = await auditOf(pastId, "booking.no_show");
    expect(entry).toMatchObject({
      entityType: "booking",
      actorEmail: STAFF,
      before: { noShow: false },
      after: { noShow: true },
    });
    expect(entry!.summary).toContain("Marked Noor Visitor");
    const notes = await notesOf(leadId);
    expect(notes).toHaveLength(notesBefore + 1);
    const [author] = await db
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.email, STAFF));
    expect(notes.at(-1)).toMatchObject({ authorProfileId: author!.id });
    expect(notes.at(-1)!.body).toMatch(
      /^Missed the consultation on \w{3} .+ \(UTC−0[45]:00, America\/Toronto\) with Farah Console \(marked a no-show in Bookings\)\.$/,
    );
    expect(await auditOf(leadId, "lead.note")).toHaveLength(1);
    // Marking again changes nothing.
    const again = await noShow(staff, pastId, "yes");
    expect(again.status).toBe(409);
    expect(await notesOf(leadId)).toHaveLength(notesBefore + 1);
  });

  it("is reversible: unmarking clears it, audits it and notes it on the lead", async () => {
    // Posted by the hydrated page to the framework's data URL: back to the page's own URL.
    const answer = await callRoute(
      bookingsTabAction,
      post("/lead_admin/bookings.data?view=past&host=nope", {
        intent: "no-show",
        bookingId: pastId,
        noShow: "no",
      }),
      staff.jar,
      staff.ip,
    );
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/lead_admin/bookings?view=past");
    expect((await toastOf(staff)).title).toBe("No-show mark removed");
    expect((await bookingRow(pastId)).noShow).toBe(false);
    const [entry] = await auditOf(pastId, "booking.no_show_cleared");
    expect(entry).toMatchObject({
      before: { noShow: true },
      after: { noShow: false },
    });
    expect((await notesOf(leadId)).at(-1)!.body).toContain(
      "is no longer marked a no-show",
    );
    const again = await noShow(staff, pastId, "no");
    expect(again.status).toBe(409);
    expect((again.data!.toast as { description: string }).description).toBe(
      "This meeting is not marked a no-show.",
    );
  });

  it("refuses a cancelled meeting, an unknown booking and a malformed form", async () => {
    const cancelled = await noShow(staff, cancelledId, "yes");
    expect(cancelled.status).toBe(409);
    expect((await bookingRow(cancelledId)).noShow).toBe(false);
    expect((await noShow(staff, randomUUID(), "yes")).status).toBe(404);
    expect((await noShow(staff, "not-an-id", "yes")).status).toBe(400);
    const unknownIntent = await callRoute(
      bookingsTabAction,
      post("/lead_admin/bookings", { intent: "delete", bookingId: pastId }),
      staff.jar,
      staff.ip,
    );
    expect(unknownIntent.status).toBe(400);
  });
});

describe("hosts and the hours editor", () => {
  it("adds a host (audited) and opens their editor; a profile that is not staff is refused", async () => {
    const hosts = await hostsPage(staff);
    expect(hosts.status).toBe(200);
    expect(hosts.data!.zones).toContain("America/St_Johns");
    expect(
      (hosts.data!.hosts as { name: string }[]).map((h) => h.name),
    ).toContain("Farah Console");
    const [client] = await db
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.email, MERIDIAN_ADMIN));
    const refused = await addHost(staff, {
      displayName: "Client Person",
      email: "client.person@example.org",
      profileId: client!.id,
      zone: "UTC",
    });
    expect(refused.status).toBe(409);
    expect(refused.data!.fieldErrors).toEqual({
      profileId: "Choose a member of staff from the list, or none.",
    });
    const invalid = await addHost(staff, {
      displayName: "",
      email: "nope",
      zone: "Atlantis/Capital",
    });
    expect(invalid.status).toBe(400);
    expect(invalid.data!.fieldErrors).toEqual({
      displayName: "Enter the name visitors see.",
      email: "Enter an e-mail address such as name@example.org.",
      zone: "Choose a time zone such as America/Toronto.",
    });
    const [me] = await db
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.email, STAFF));
    const added = await addHost(staff, {
      displayName: "Hana New",
      email: "hana.new@example.org",
      profileId: me!.id,
      zone: "America/Halifax",
    });
    expect(added.status).toBe(302);
    const [row] = await db
      .select()
      .from(bookingHosts)
      .where(eq(bookingHosts.email, "hana.new@example.org"));
    expect(added.location).toBe(`/lead_admin/bookings/hosts/${row!.id}`);
    expect(row).toMatchObject({
      displayName: "Hana New",
      profileId: me!.id,
      zone: "America/Halifax",
      weeklyHours: {},
    });
    expect(await auditOf(row!.id, "booking_host.create")).toHaveLength(1);
  });

  it("refuses bad hours with each field's message, writing nothing", async () => {
    const before = await db
      .select()
      .from(bookingHosts)
      .where(eq(bookingHosts.id, hostId));
    const answer = await saveHours(staff, hostId, {
      ...goodHours,
      zone: "Mars/Olympus_Mons",
      hours1: "9-5",
      hours3: "13:00–17:00, 09:00–12:00",
      overrides: "2027-12-24 off\n2027-02-30 off",
      durationMinutes: "0",
      windowDays: "a month",
      active: "on",
    });
    expect(answer.status).toBe(400);
    expect(answer.data!.fieldErrors).toEqual({
      zone: "Choose a time zone such as America/Toronto.",
      hours1: "“9-5” is not a range of hours: write it as 09:00–12:00.",
      hours3:
        "“09:00–12:00” starts before 13:00–17:00 ends: list the ranges in order, without overlaps.",
      overrides: "Line 2: “2027-02-30” is not a date: write it as 2026-12-24.",
      durationMinutes: "A meeting's length is 5 to 240 minutes.",
      windowDays:
        "Enter a whole number of days. The booking window is 1 to 365 days.",
    });
    // What was typed comes back, so nothing is lost.
    expect((answer.data!.values as Record<string, string>).hours1).toBe("9-5");
    expect(
      await db.select().from(bookingHosts).where(eq(bookingHosts.id, hostId)),
    ).toEqual(before);
    expect(await auditOf(hostId, "booking_host.hours")).toHaveLength(0);
  });

  it("saves good hours, all of them, audited field by field; the editor shows them as saved", async () => {
    const answer = await saveHours(staff, hostId, goodHours); // no `active`: unticked
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`/lead_admin/bookings/hosts/${hostId}`);
    expect((await toastOf(staff)).title).toBe("Hours saved");
    const [row] = await db
      .select()
      .from(bookingHosts)
      .where(eq(bookingHosts.id, hostId));
    expect(row).toMatchObject({
      zone: "Europe/Paris",
      weeklyHours: {
        "1": [
          { start: "09:00", end: "12:00" },
          { start: "13:00", end: "17:00" },
        ],
        "2": [{ start: "09:00", end: "17:00" }],
        "5": [{ start: "09:00", end: "12:00" }],
      },
      dateOverrides: [
        { date: "2027-12-24", ranges: [] },
        { date: "2027-12-31", ranges: [{ start: "09:00", end: "12:00" }] },
      ],
      durationMinutes: 45,
      intervalMinutes: 15,
      bufferBeforeMinutes: 5,
      bufferAfterMinutes: 10,
      minimumNoticeMinutes: 1440,
      windowDays: 30,
      active: false,
    });
    const [entry] = await auditOf(hostId, "booking_host.hours");
    expect(entry!.before).toMatchObject({
      zone: "America/Toronto",
      active: true,
    });
    expect(entry!.after).toMatchObject({ zone: "Europe/Paris", active: false });
    const page = await hostPage(staff, hostId);
    expect(page.data!.values).toMatchObject({
      zone: "Europe/Paris",
      hours1: "09:00–12:00, 13:00–17:00",
      hours2: "09:00–17:00",
      hours3: "",
      overrides: "2027-12-24 off\n2027-12-31 09:00–12:00",
      durationMinutes: "45",
      active: "",
    });
    // The same form again: nothing changed, nothing audited.
    const again = await saveHours(staff, hostId, goodHours);
    expect(again.status).toBe(302);
    expect((await toastOf(staff)).title).toBe("Nothing changed");
    expect(await auditOf(hostId, "booking_host.hours")).toHaveLength(1);
  });

  it("the audit log names each booking and host, and opens a host's editor", async () => {
    const log = async (entity: string) =>
      (
        await callRoute(
          auditTabLoader,
          get(`/lead_admin/audit?entity=${entity}`),
          staff.jar,
          staff.ip,
        )
      ).data!.rows as {
        entityId: string;
        entityName: string | null;
        entityHref: string | null;
      }[];
    const bookingRows = await log("booking");
    expect(bookingRows.find((row) => row.entityId === pastId)).toMatchObject({
      entityName: "Booking of Noor Visitor (Ministry of Ports)",
      entityHref: null,
    });
    const hostRows = await log("booking_host");
    expect(hostRows.find((row) => row.entityId === hostId)).toMatchObject({
      entityName: "Farah Console",
      entityHref: `/lead_admin/bookings/hosts/${hostId}`,
    });
  });

  it("an unknown or malformed host id is a 404", async () => {
    expect((await hostPage(staff, randomUUID())).status).toBe(404);
    expect((await hostPage(staff, "x")).status).toBe(404);
    expect((await saveHours(staff, randomUUID(), goodHours)).status).toBe(404);
  });
});
