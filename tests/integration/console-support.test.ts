import { and, desc, eq, inArray } from "drizzle-orm";
import { MAIL_JOB_KINDS } from "~/server/mail/mail-job.server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as supportTab from "~/routes/console/support-tab";
import * as ticketPage from "~/routes/console/ticket-page";
import type { Database } from "~/server/db/client.server";
import {
  auditLog,
  clients,
  outbox,
  profiles,
  supportTickets,
  ticketMessages,
} from "~/server/db/schema.server";
import { callRoute, get, post } from "../support/account-session";
import { startTestServices } from "../support/app-services";
import {
  MERIDIAN_ADMIN,
  MERIDIAN_USER,
  NO_CLIENT,
  STAFF,
  insertTicket,
  signInDemo,
  type DemoPerson,
} from "../support/console-people";
import { CookieJar } from "../support/account-session";

/**
 * The console's Support tab and staff ticket page, on PGlite and PostgreSQL:
 * every client's tickets in one queue with GET filters and pages, nobody but staff gets
 * anything, and a staff reply or status change writes its audit entry with the change.
 */

type SupportData = {
  filters: Record<string, unknown>;
  clients: { id: string; label: string }[];
  rows: {
    id: string;
    reference: string;
    title: string;
    client: { id: string; label: string };
    priority: string;
    status: string;
    createdAt: string;
    lastActivityAt: string;
  }[];
  pageInfo: { page: number; pageCount: number; total: number };
};

let db: Database;
let stop: () => Promise<void>;
let staff: DemoPerson;
let clientAdmin: DemoPerson;
let clientUser: DemoPerson;
let noClient: DemoPerson;
let meridianId: string;
let northshoreId: string;
let eastvaleId: string;

beforeAll(async () => {
  const started = await startTestServices();
  stop = started.stop;
  db = started.services.database.db;
  staff = await signInDemo(STAFF);
  clientAdmin = await signInDemo(MERIDIAN_ADMIN);
  clientUser = await signInDemo(MERIDIAN_USER);
  noClient = await signInDemo(NO_CLIENT);
  const idOf = async (name: string) =>
    (
      await db
        .select({ id: clients.id })
        .from(clients)
        .where(eq(clients.name, name))
    )[0]!.id;
  meridianId = await idOf("Meridian Revenue Authority");
  northshoreId = await idOf("Northshore Health Network");
  eastvaleId = await idOf("Eastvale Water Board");
}, 180_000);
afterAll(async () => stop?.());

/** The e-mails queued to one address (scheduled jobs share the outbox). */
const mailsTo = async (address: string) =>
  (
    await db
      .select()
      .from(outbox)
      .where(inArray(outbox.kind, [...MAIL_JOB_KINDS]))
  )
    .map((row) => row.payload as { to: string[]; text: string })
    .filter((mail) => mail.to.includes(address));

const queue = async (who: DemoPerson, query = "") => {
  const answer = await callRoute(
    supportTab.loader as never,
    get(`/lead_admin/support${query}`),
    who.jar,
    who.ip,
  );
  return { answer, data: answer.data as unknown as SupportData };
};
const staffPost = (ticketId: string, fields: Record<string, string>) =>
  callRoute(
    ticketPage.action as never,
    post(`/lead_admin/support/${ticketId}`, fields),
    staff.jar,
    staff.ip,
    { ticketId },
  );
const auditOf = (ticketId: string) =>
  db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, ticketId))
    .orderBy(desc(auditLog.createdAt));

describe("the queue", () => {
  it("shows every client's open and in-progress tickets, newest first, with client, priority and status", async () => {
    const { answer, data } = await queue(staff);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    const titles = data.rows.map((row) => row.title);
    // Meridian's in-progress ticket and Northshore's open one (demo data): one queue.
    expect(titles).toContain(
      "Sandbox API rejects certificates from one accredited provider",
    );
    expect(titles).toContain(
      "Video consultations dropping at two rural clinics",
    );
    // Resolved and closed tickets are not in the default queue.
    expect(titles).not.toContain(
      "Monthly availability report for the filing portal",
    );
    expect(new Set(data.rows.map((row) => row.status))).toEqual(
      new Set(["open", "in_progress"]),
    );
    const created = data.rows.map((row) => Date.parse(row.createdAt));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    const video = data.rows.find((row) => row.title.startsWith("Video"))!;
    expect(video).toMatchObject({
      reference: `Ticket #${video.id.slice(0, 8)}`,
      client: { id: northshoreId, label: "Northshore Health Network" },
      priority: "high",
      status: "open",
    });
    // The client filter offers every client, the empty one too.
    expect(data.clients.map((c) => c.id)).toEqual(
      expect.arrayContaining([meridianId, northshoreId, eastvaleId]),
    );
  });

  it("filters by client, status and priority (GET), and ignores filters it does not know", async () => {
    const byClient = await queue(staff, `?client=${northshoreId}&status=all`);
    expect(byClient.data.rows.length).toBeGreaterThan(0);
    expect(
      byClient.data.rows.every((row) => row.client.id === northshoreId),
    ).toBe(true);

    const resolved = await queue(staff, "?status=resolved");
    expect(resolved.data.rows.map((row) => row.title)).toContain(
      "Monthly availability report for the filing portal",
    );
    expect(resolved.data.rows.every((row) => row.status === "resolved")).toBe(
      true,
    );

    const low = await queue(
      staff,
      `?client=${meridianId}&status=all&priority=low`,
    );
    expect(low.data.rows.map((row) => row.title)).toEqual([
      "Monthly availability report for the filing portal",
    ]);

    const empty = await queue(staff, `?client=${eastvaleId}`);
    expect(empty.data.rows).toEqual([]);
    expect(empty.data.pageInfo.total).toBe(0);

    const junk = await queue(
      staff,
      "?client=%27%20or%201%3D1&status=deleted&priority=urgent&page=abc",
    );
    expect(junk.answer.status).toBe(200);
    expect(junk.data.filters).toMatchObject({ status: "active", page: 1 });
    expect(junk.data.rows.length).toBe((await queue(staff)).data.rows.length);
  });

  it("pages on the server: 25 a page, the rest on page 2, a page past the end shows the last", async () => {
    const [client] = await db
      .insert(clients)
      .values({ name: "Queue Paging Authority", status: "active" })
      .returning({ id: clients.id });
    for (let i = 0; i < 30; i++)
      await insertTicket(db, {
        clientId: client!.id,
        title: `Paging ticket ${String(i).padStart(2, "0")}`,
        minutesAgo: 30 - i,
      });
    const first = await queue(staff, `?client=${client!.id}`);
    expect(first.data.pageInfo).toMatchObject({
      page: 1,
      pageCount: 2,
      total: 30,
    });
    expect(first.data.rows).toHaveLength(25);
    expect(first.data.rows[0]!.title).toBe("Paging ticket 29");
    const second = await queue(staff, `?client=${client!.id}&page=2`);
    expect(second.data.rows.map((row) => row.title)).toEqual([
      "Paging ticket 04",
      "Paging ticket 03",
      "Paging ticket 02",
      "Paging ticket 01",
      "Paging ticket 00",
    ]);
    const past = await queue(staff, `?client=${client!.id}&page=9`);
    expect(past.data.pageInfo.page).toBe(2);
  });

  it("a client_admin, a client_user and an account without a client get 404; signed out goes to the staff sign-in", async () => {
    for (const who of [clientAdmin, clientUser, noClient]) {
      const { answer } = await queue(who);
      expect(answer.status, who.email).toBe(404);
      expect(answer.data).toBeNull();
    }
    const anonymous = await callRoute(
      supportTab.loader as never,
      get("/lead_admin/support"),
      new CookieJar(),
    );
    expect(anonymous.status).toBe(302);
    expect(anonymous.location).toMatch(/^\/admin\/auth/);
  });
});

describe("the staff ticket page under the console", () => {
  it("reply: stored, the client e-mailed, and an audit entry (ticket.reply) in the same transaction", async () => {
    const [tomas] = await db
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.email, MERIDIAN_USER));
    const ticketId = await insertTicket(db, {
      clientId: meridianId,
      title: "Reply audit ticket",
      createdBy: tomas!.id,
    });
    const body = "We raised the sandbox quota; please retry.";
    const answer = await staffPost(ticketId, { intent: "reply", body });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`/lead_admin/support/${ticketId}`);
    const [message] = await db
      .select()
      .from(ticketMessages)
      .where(eq(ticketMessages.ticketId, ticketId));
    expect(message).toMatchObject({ kind: "reply", body });
    const [entry] = await auditOf(ticketId);
    expect(entry).toMatchObject({
      action: "ticket.reply",
      entityType: "ticket",
      entityId: ticketId,
      actorEmail: STAFF,
      before: null,
      after: { messageId: message!.id, length: body.length },
    });
    expect(entry!.summary).toContain(`Ticket #${ticketId.slice(0, 8)}`);
    // The reply's words stay in the thread, not in the log.
    expect(JSON.stringify(entry)).not.toContain(body);
    // Scheduled jobs (the chat's retention run) share the outbox; only e-mails have recipients.
    const mails = (
      await db
        .select()
        .from(outbox)
        .where(inArray(outbox.kind, [...MAIL_JOB_KINDS]))
    )
      .map((row) => row.payload as { to: string[]; text: string })
      .filter((mail) => mail.to.includes(MERIDIAN_USER));
    expect(mails.at(-1)?.text).toContain(`/dashboard/support/${ticketId}`);
  });

  it("a reply sent with a new status applies both in one post: two thread entries, two audit entries, one e-mail", async () => {
    const [tomas] = await db
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.email, MERIDIAN_USER));
    const ticketId = await insertTicket(db, {
      clientId: meridianId,
      title: "Reply and resolve ticket",
      status: "open",
      createdBy: tomas!.id,
    });
    const answer = await staffPost(ticketId, {
      intent: "reply",
      body: "Fixed in today's release.",
      status: "resolved",
    });
    expect(answer.status).toBe(302);
    const [ticket] = await db
      .select({ status: supportTickets.status })
      .from(supportTickets)
      .where(eq(supportTickets.id, ticketId));
    expect(ticket!.status).toBe("resolved");
    const kinds = (
      await db
        .select({ kind: ticketMessages.kind, to: ticketMessages.toStatus })
        .from(ticketMessages)
        .where(eq(ticketMessages.ticketId, ticketId))
    ).map((row) => `${row.kind}:${row.to ?? ""}`);
    expect(kinds.sort()).toEqual(["reply:", "status_change:resolved"]);
    const actions = (await auditOf(ticketId)).map((entry) => entry.action);
    expect(actions.sort()).toEqual(["ticket.reply", "ticket.status"]);
    const mails = (await mailsTo(MERIDIAN_USER)).filter((mail) =>
      mail.text.includes(ticketId),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toMatch(
      /replied .* and changed its status from Open to Resolved/,
    );

    // The current status (or none) with a reply changes nothing but the thread.
    for (const status of ["resolved", ""]) {
      const again = await staffPost(ticketId, {
        intent: "reply",
        body: "One more note.",
        status,
      });
      expect(again.status).toBe(302);
    }
    expect(
      (await auditOf(ticketId)).map((entry) => entry.action).sort(),
    ).toEqual([
      "ticket.reply",
      "ticket.reply",
      "ticket.reply",
      "ticket.status",
    ]);
    // A status that does not exist refuses the whole post: no reply either.
    const bad = await staffPost(ticketId, {
      intent: "reply",
      body: "Should not land.",
      status: "reopened",
    });
    expect(bad.status).toBe(400);
    expect(await auditOf(ticketId)).toHaveLength(4);
  });

  it("status: before → after in the audit entry; the same status, a bad status or an empty reply write nothing", async () => {
    const ticketId = await insertTicket(db, {
      clientId: northshoreId,
      title: "Status audit ticket",
      status: "open",
    });
    const moved = await staffPost(ticketId, {
      intent: "status",
      status: "resolved",
    });
    expect(moved.status).toBe(302);
    const entries = await auditOf(ticketId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: "ticket.status",
      entityType: "ticket",
      before: { status: "open" },
      after: { status: "resolved" },
      actorEmail: STAFF,
      details: { clientId: northshoreId },
    });
    expect(entries[0]!.summary).toMatch(/from Open to Resolved/);

    for (const fields of <Record<string, string>[]>[
      { intent: "status", status: "resolved" },
      { intent: "status", status: "reopened" },
      { intent: "reply", body: "   " },
    ]) {
      const answer = await staffPost(ticketId, fields);
      expect(answer.status, JSON.stringify(fields)).toBe(400);
    }
    expect(await auditOf(ticketId)).toHaveLength(1);
  });

  it("clients' people and the account without a client get 404 from the page and its action, and nothing is written", async () => {
    const ticketId = await insertTicket(db, {
      clientId: meridianId,
      title: "Guarded ticket",
    });
    const mailsBefore = (await db.select().from(outbox)).length;
    for (const who of [clientAdmin, clientUser, noClient]) {
      const read = await callRoute(
        ticketPage.loader as never,
        get(`/lead_admin/support/${ticketId}`),
        who.jar,
        who.ip,
        { ticketId },
      );
      expect(read.status, who.email).toBe(404);
      for (const fields of <Record<string, string>[]>[
        { intent: "reply", body: "posing as staff" },
        { intent: "status", status: "closed" },
      ]) {
        const answer = await callRoute(
          ticketPage.action as never,
          post(`/lead_admin/support/${ticketId}`, fields),
          who.jar,
          who.ip,
          { ticketId },
        );
        expect(answer.status, who.email).toBe(404);
      }
    }
    expect(
      await db
        .select()
        .from(supportTickets)
        .where(
          and(
            eq(supportTickets.id, ticketId),
            eq(supportTickets.status, "open"),
          ),
        ),
    ).toHaveLength(1);
    expect(
      await db
        .select()
        .from(ticketMessages)
        .where(eq(ticketMessages.ticketId, ticketId)),
    ).toEqual([]);
    expect(await auditOf(ticketId)).toEqual([]);
    expect((await db.select().from(outbox)).length).toBe(mailsBefore);
  });

  it("the page answers the thread under the console (no frame of its own), no-store", async () => {
    const ticketId = await insertTicket(db, {
      clientId: northshoreId,
      title: "Thread under the console",
    });
    const read = await callRoute(
      ticketPage.loader as never,
      get(`/lead_admin/support/${ticketId}`),
      staff.jar,
      staff.ip,
      { ticketId },
    );
    expect(read.status).toBe(200);
    expect(read.headers.get("Cache-Control")).toBe("no-store");
    expect(Object.keys(read.data ?? {})).toEqual(["thread"]);
    expect(read.data?.thread).toMatchObject({
      ticket: { title: "Thread under the console" },
      client: { id: northshoreId },
    });
    // Unknown ids are 404 for staff too.
    const missing = await callRoute(
      ticketPage.loader as never,
      get("/lead_admin/support/not-a-uuid"),
      staff.jar,
      staff.ip,
      { ticketId: "not-a-uuid" },
    );
    expect(missing.status).toBe(404);
  });
});
