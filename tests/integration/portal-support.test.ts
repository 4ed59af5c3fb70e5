import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { MAIL_JOB_KINDS } from "~/server/mail/mail-job.server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authAction } from "~/server/auth/auth.handler.server";
import { DEMO_PASSWORD } from "~/server/sample-data/sample-accounts.server";
import {
  clients,
  outbox,
  profiles,
  supportTickets,
  ticketMessages,
} from "~/server/db/schema.server";
import { dashboardLayoutLoader } from "~/server/portal/dashboard-layout.handler.server";
import { newTicketPageAction } from "~/server/portal/new-ticket-page.handler.server";
import {
  supportTabAction,
  supportTabLoader,
} from "~/server/portal/support-tab.handler.server";
import {
  ticketPageLoader,
  ticketPageAction,
} from "~/server/portal/ticket-page.handler.server";
import {
  ticketPageAction as staffTicketAction,
  ticketPageLoader as staffTicketLoader,
} from "~/server/console/ticket-page.handler.server";
import type { AppServices } from "~/server/services.server";
import {
  CookieJar,
  callRoute,
  expectRedirect,
  get,
  post,
} from "../support/account-session";
import { startTestServices } from "../support/app-services";

/**
 * Support tickets end to end in-process, on PGlite and PostgreSQL: create (toast, row, staff
 * e-mail), validation, the thread both ways (client replies, staff replies and status
 * changes, creator e-mailed), closed tickets, and isolation (a foreign ticket is a 404).
 */
const STAFF_DESK = "support-desk@example.org";
let stop: () => Promise<void>;
let services: AppServices;
const jars: Record<string, CookieJar> = {};

beforeAll(async () => {
  const started = await startTestServices({ PORTAL_NOTIFY_TO: STAFF_DESK });
  services = started.services;
  stop = started.stop;
  for (const email of [
    "tomas.lindqvist@example.org",
    "amira.haddad@example.org",
    "li.wei@example.org",
    "pending.user@example.org",
    "staff.admin@example.org",
  ]) {
    const jar = new CookieJar();
    await callRoute(
      authAction,
      post("/auth", { intent: "signin", email, password: DEMO_PASSWORD }),
      jar,
    );
    jars[email.split(".")[0]!] = jar;
  }
}, 120_000);
afterAll(async () => stop?.());

const db = () => services.database.db;
const tomas = () => jars.tomas!;
const amira = () => jars.amira!;
const liWei = () => jars.li!;
const staff = () => jars.staff!;

async function mailsTo(address: string) {
  // Scheduled jobs (the chat's retention run) share the outbox; only e-mails have recipients.
  const rows = await db()
    .select()
    .from(outbox)
    .where(inArray(outbox.kind, [...MAIL_JOB_KINDS]))
    .orderBy(outbox.createdAt);
  return rows
    .map(
      (row) => row.payload as { to: string[]; subject: string; text: string },
    )
    .filter((mail) => mail.to.includes(address));
}

async function createAs(
  jar: CookieJar,
  fields: Record<string, string>,
  path = "/dashboard/support",
) {
  // Each path's own action: the dialog posts to the tab, the page without JavaScript to itself.
  const action =
    path === "/dashboard/support/new" ? newTicketPageAction : supportTabAction;
  return callRoute(action, post(path, fields), jar);
}

async function newestTicket(title: string) {
  const [row] = await db()
    .select()
    .from(supportTickets)
    .where(eq(supportTickets.title, title))
    .orderBy(desc(supportTickets.createdAt));
  return row;
}

const thread = (jar: CookieJar, ticketId: string) =>
  callRoute(
    ticketPageLoader,
    get(`/dashboard/support/${ticketId}`),
    jar,
    undefined,
    { ticketId },
  );
const reply = (
  jar: CookieJar,
  ticketId: string,
  fields: Record<string, string>,
) =>
  callRoute(
    ticketPageAction,
    post(`/dashboard/support/${ticketId}`, fields),
    jar,
    undefined,
    { ticketId },
  );
const staffPost = (
  ticketId: string,
  fields: Record<string, string>,
  jar = staff(),
) =>
  callRoute(
    staffTicketAction,
    post(`/lead_admin/support/${ticketId}`, fields),
    jar,
    undefined,
    { ticketId },
  );

describe("creating a ticket", () => {
  it("stores an open ticket of the caller's client, e-mails staff in the same breath, and toasts on the list", async () => {
    const mailsBefore = (await mailsTo(STAFF_DESK)).length;
    const answer = await createAs(tomas(), {
      title: "  Agent logins time out on the filing portal ",
      description:
        "Since Tuesday's release, tax agents are signed out after two minutes.",
      priority: "high",
      // Forged: the client comes from the session, never from the form.
      clientId: "00000000-0000-4000-8000-000000000000",
    });
    expectRedirect(answer, "/dashboard/support");
    expect(answer.headers.get("Cache-Control")).toBe("no-store");

    const row = await newestTicket(
      "Agent logins time out on the filing portal",
    );
    const [meridian] = await db()
      .select()
      .from(clients)
      .where(eq(clients.name, "Meridian Revenue Authority"));
    const [creator] = await db()
      .select()
      .from(profiles)
      .where(eq(profiles.email, "tomas.lindqvist@example.org"));
    expect(row).toMatchObject({
      status: "open",
      priority: "high",
      clientId: meridian!.id,
      createdBy: creator!.id,
    });

    const mails = await mailsTo(STAFF_DESK);
    expect(mails).toHaveLength(mailsBefore + 1);
    const mail = mails.at(-1)!;
    expect(mail.text).toContain(`/lead_admin/support/${row!.id}`);
    expect(mail.subject).toContain(`Ticket #${row!.id.slice(0, 8)}`);
    // A link, never the content.
    expect(mail.text).not.toContain("signed out after two minutes");

    const frame = await callRoute(
      dashboardLayoutLoader,
      get("/dashboard/support"),
      tomas(),
    );
    expect(frame.data?.toast).toEqual({
      kind: "success",
      title: "Support ticket created",
      description: "Your ticket has been submitted successfully.",
    });

    const list = await callRoute(
      supportTabLoader,
      get("/dashboard/support"),
      tomas(),
    );
    expect(list.headers.get("Cache-Control")).toBe("no-store");
    const tickets = (
      list.data as { list: { tickets: Record<string, unknown>[] } }
    ).list.tickets;
    expect(tickets[0]).toMatchObject({
      id: row!.id,
      reference: `Ticket #${row!.id.slice(0, 8)}`,
      title: "Agent logins time out on the filing portal",
      priority: "high",
      statusText: "OPEN",
    });
    expect(tickets[0]!.createdOn).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  });

  it("medium is the default priority; the no-JavaScript page's post does the same", async () => {
    expectRedirect(
      await createAs(
        amira(),
        {
          title: "Quarterly access review",
          description: "Please list accounts with admin rights.",
        },
        "/dashboard/support/new",
      ),
      "/dashboard/support",
    );
    expect((await newestTicket("Quarterly access review"))?.priority).toBe(
      "medium",
    );
  });

  it("refuses bad input field by field, with the typed values back, writing nothing", async () => {
    const before = await db().select().from(supportTickets);
    const mailsBefore = (await mailsTo(STAFF_DESK)).length;
    const empty = await createAs(tomas(), {
      title: "   ",
      description: "",
      priority: "medium",
    });
    expect(empty.status).toBe(400);
    expect(empty.data?.fieldErrors).toEqual({
      title: "Title is required",
      description: "Description is required",
    });
    const bad = await createAs(tomas(), {
      title: "x".repeat(201),
      description: "Fine",
      priority: "urgent",
    });
    expect(bad.status).toBe(400);
    expect(bad.data?.fieldErrors).toEqual({
      title: "Title must be 200 characters or fewer",
      priority: "Choose a priority: low, medium or high",
    });
    expect(bad.data?.values).toMatchObject({
      description: "Fine",
      priority: "urgent",
    });
    expect(await db().select().from(supportTickets)).toHaveLength(
      before.length,
    );
    expect(await mailsTo(STAFF_DESK)).toHaveLength(mailsBefore);
  });

  it("a signed-in profile without a client is told 'Client ID not found'; a signed-out visitor goes to sign-in", async () => {
    const answer = await createAs(jars.pending!, {
      title: "Help",
      description: "Please",
      priority: "low",
    });
    expect(answer.status).toBe(403);
    expect(answer.data?.toast).toEqual({
      kind: "error",
      title: "Error creating ticket",
      description: "Client ID not found",
    });
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    expect(await newestTicket("Help")).toBeUndefined();
    expectRedirect(
      await createAs(new CookieJar(), { title: "Help", description: "Please" }),
      "/auth",
    );
  });

  it("lists 20 a page, newest first", async () => {
    const [northshore] = await db()
      .select()
      .from(clients)
      .where(eq(clients.name, "Northshore Health Network"));
    const base = Date.now() - 86_400_000;
    await db()
      .insert(supportTickets)
      .values(
        Array.from({ length: 25 }, (_, i) => ({
          clientId: northshore!.id,
          title: `Bulk ${i}`,
          description: "d",
          createdAt: new Date(base + i * 1000),
        })),
      );
    const first = await callRoute(
      supportTabLoader,
      get("/dashboard/support"),
      liWei(),
    );
    const page1 = first.data as {
      list: {
        tickets: { title: string }[];
        pageInfo: { page: number; pageCount: number };
      };
    };
    expect(page1.list.tickets).toHaveLength(20);
    expect(page1.list.tickets[0]!.title).toBe("Bulk 24");
    const second = await callRoute(
      supportTabLoader,
      get("/dashboard/support?page=2"),
      liWei(),
    );
    const page2 = second.data as typeof page1;
    expect(page2.list.pageInfo.page).toBe(2);
    expect(page2.list.tickets.map((t) => t.title)).not.toContain("Bulk 24");
    // Nothing of Meridian's in Northshore's list.
    const all = [...page1.list.tickets, ...page2.list.tickets].map(
      (t) => t.title,
    );
    expect(all).not.toContain("Agent logins time out on the filing portal");
    // The page count comes from the count the database keeps for the client (drizzle/0014, 0015),
    // read with the session: a kept count that disagreed with the rows would show.
    const [kept] = await db()
      .select({ tickets: clients.ticketCount })
      .from(clients)
      .where(eq(clients.id, northshore!.id));
    await db()
      .update(clients)
      .set({ ticketCount: 1_000 })
      .where(eq(clients.id, northshore!.id));
    try {
      const counted = await callRoute(
        supportTabLoader,
        get("/dashboard/support"),
        liWei(),
      );
      expect((counted.data as typeof page1).list.pageInfo.pageCount).toBe(50);
    } finally {
      await db()
        .update(clients)
        .set({ ticketCount: kept!.tickets })
        .where(eq(clients.id, northshore!.id));
    }
  });
});

describe("when the tickets cannot be read", () => {
  it("the tab shows the spec's message, not an error page", async () => {
    await db().execute(
      sql`alter table support_tickets rename to support_tickets_away`,
    );
    try {
      const answer = await callRoute(
        supportTabLoader,
        get("/dashboard/support"),
        tomas(),
      );
      expect(answer.status).toBe(200);
      expect(answer.data).toMatchObject({
        loadError: "Error loading support tickets. Please try again.",
      });
    } finally {
      await db().execute(
        sql`alter table support_tickets_away rename to support_tickets`,
      );
    }
  });
});

describe("a ticket's thread, both ways", () => {
  let ticketId: string;
  beforeAll(async () => {
    await createAs(tomas(), {
      title: "Refund batch stuck",
      description: "Batch 2026-11 has not been released.",
      priority: "medium",
    });
    ticketId = (await newestTicket("Refund batch stuck"))!.id;
  });

  it("the client replies; staff are e-mailed a link", async () => {
    const mailsBefore = (await mailsTo(STAFF_DESK)).length;
    const answer = await reply(tomas(), ticketId, {
      intent: "reply",
      body: "  It is still stuck this morning.  ",
    });
    expectRedirect(answer, `/dashboard/support/${ticketId}`);
    const page = await thread(tomas(), ticketId);
    expect(page.headers.get("Cache-Control")).toBe("no-store");
    const view = page.data?.thread as {
      ticket: Record<string, unknown>;
      entries: Record<string, unknown>[];
      open: boolean;
    };
    expect(view.ticket).toMatchObject({
      title: "Refund batch stuck",
      createdByName: "Tomas Lindqvist",
      statusText: "OPEN",
    });
    expect(view.ticket.createdOnLong).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(view.entries).toEqual([
      expect.objectContaining({
        kind: "reply",
        side: "client",
        authorName: "Tomas Lindqvist",
        body: "It is still stuck this morning.",
      }),
    ]);
    const mails = await mailsTo(STAFF_DESK);
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails.at(-1)!.text).toContain(`/lead_admin/support/${ticketId}`);
    expect(mails.at(-1)!.text).not.toContain("still stuck");
  });

  it("an empty reply is refused by field", async () => {
    const answer = await reply(tomas(), ticketId, {
      intent: "reply",
      body: " ",
    });
    expect(answer.status).toBe(400);
    expect(answer.data?.fieldErrors).toEqual({
      body: "Write a reply before sending",
    });
  });

  it("staff's reply and status change appear in the client's thread in order, and e-mail the creator", async () => {
    const staffPage = await callRoute(
      staffTicketLoader,
      get(`/lead_admin/support/${ticketId}`),
      staff(),
      undefined,
      { ticketId },
    );
    expect(staffPage.status).toBe(200);
    expect(staffPage.headers.get("Cache-Control")).toBe("no-store");
    expect(staffPage.data?.thread).toMatchObject({
      client: { label: "Meridian Revenue Authority, Ministry of Finance" },
    });

    const creatorMailsBefore = (await mailsTo("tomas.lindqvist@example.org"))
      .length;
    const colleagueMailsBefore = (await mailsTo("amira.haddad@example.org"))
      .length;
    expectRedirect(
      await staffPost(ticketId, {
        intent: "reply",
        body: "We have re-queued the batch; it releases at 14:00.",
      }),
      `/lead_admin/support/${ticketId}`,
    );
    expectRedirect(
      await staffPost(ticketId, { intent: "status", status: "in_progress" }),
      `/lead_admin/support/${ticketId}`,
    );

    const view = (await thread(tomas(), ticketId)).data?.thread as {
      ticket: { status: string; statusText: string };
      entries: Record<string, unknown>[];
    };
    expect(view.ticket).toMatchObject({
      status: "in_progress",
      statusText: "IN PROGRESS",
    });
    expect(view.entries.map((e) => [e.kind, e.side])).toEqual([
      ["reply", "client"],
      ["reply", "staff"],
      ["status_change", "staff"],
    ]);
    expect(view.entries[1]).toMatchObject({
      authorName: "Hélène Marchand",
      body: "We have re-queued the batch; it releases at 14:00.",
    });
    expect(view.entries[2]).toMatchObject({
      fromLabel: "Open",
      toLabel: "In progress",
      authorName: "Hélène Marchand",
    });

    const creatorMails = (await mailsTo("tomas.lindqvist@example.org")).slice(
      creatorMailsBefore,
    );
    expect(creatorMails).toHaveLength(2);
    for (const mail of creatorMails) {
      expect(mail.text).toContain(`/dashboard/support/${ticketId}`);
      expect(mail.text).not.toContain("re-queued");
    }
    expect(creatorMails[1]!.text).toContain("from Open to In progress");
    // The creator hears, not everyone at the client.
    expect(await mailsTo("amira.haddad@example.org")).toHaveLength(
      colleagueMailsBefore,
    );
  });

  it("staff cannot set the status a ticket already has, nor post an unknown intent", async () => {
    const same = await staffPost(ticketId, {
      intent: "status",
      status: "in_progress",
    });
    expect(same.status).toBe(400);
    expect(same.data?.fieldErrors).toEqual({
      status: "The ticket is already in progress.",
    });
    expect(
      (await staffPost(ticketId, { intent: "status", status: "reopened" }))
        .status,
    ).toBe(400);
    expect((await staffPost(ticketId, { intent: "delete" })).status).toBe(400);
  });

  it("a client cannot change a status: the client's action only replies, and the staff page answers clients 404", async () => {
    const answer = await reply(tomas(), ticketId, {
      intent: "status",
      status: "closed",
    });
    expect(answer.status).toBe(400);
    // The console's guard: a client's person gets the same 404 as an unknown page.
    expect(
      (
        await staffPost(
          ticketId,
          { intent: "status", status: "closed" },
          tomas(),
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await callRoute(
          staffTicketLoader,
          get(`/lead_admin/support/${ticketId}`),
          tomas(),
          undefined,
          { ticketId },
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await db()
          .select()
          .from(supportTickets)
          .where(eq(supportTickets.id, ticketId))
      )[0]!.status,
    ).toBe("in_progress");
  });

  it("a closed ticket refuses the client's reply with a clear message, and says so", async () => {
    expectRedirect(
      await staffPost(ticketId, { intent: "status", status: "closed" }),
      `/lead_admin/support/${ticketId}`,
    );
    const count = async () =>
      (
        await db()
          .select()
          .from(ticketMessages)
          .where(eq(ticketMessages.ticketId, ticketId))
      ).length;
    const before = await count();
    const answer = await reply(amira(), ticketId, {
      intent: "reply",
      body: "One more thing",
    });
    expect(answer.status).toBe(409);
    expect(answer.data?.toast).toMatchObject({
      kind: "error",
      title: "This ticket is closed",
      description: expect.stringContaining("open a new ticket"),
    });
    expect(await count()).toBe(before);
    expect((await thread(amira(), ticketId)).data?.thread).toMatchObject({
      open: false,
    });
  });
});

describe("isolation: another client's ticket does not exist", () => {
  let ticketId: string;
  beforeAll(async () => {
    await createAs(tomas(), {
      title: "Meridian only",
      description: "Private to Meridian.",
      priority: "low",
    });
    ticketId = (await newestTicket("Meridian only"))!.id;
  });

  it("positive control: the client's own colleague reads it", async () => {
    expect((await thread(amira(), ticketId)).status).toBe(200);
  });

  it("another client's user gets 404 for read and reply, and nothing is written", async () => {
    expect((await thread(liWei(), ticketId)).status).toBe(404);
    const answer = await reply(liWei(), ticketId, {
      intent: "reply",
      body: "Peeking",
    });
    expect(answer.status).toBe(404);
    const rows = await db()
      .select()
      .from(ticketMessages)
      .where(and(eq(ticketMessages.ticketId, ticketId)));
    expect(rows).toHaveLength(0);
  });

  it("unknown and malformed ids are the same 404; staff and client-less accounts get 404 on the client's thread", async () => {
    for (const id of [
      "8d6f5b9e-1111-4222-8333-944455556666",
      "not-a-uuid",
      "'; drop table support_tickets; --",
    ]) {
      expect((await thread(tomas(), id)).status).toBe(404);
      expect((await reply(tomas(), id, { body: "x" })).status).toBe(404);
    }
    expect((await thread(staff(), ticketId)).status).toBe(404);
    expect((await thread(jars.pending!, ticketId)).status).toBe(404);
    expectRedirect(await thread(new CookieJar(), ticketId), "/auth");
  });

  it("the staff page answers 404 for an unknown or malformed id", async () => {
    for (const id of ["8d6f5b9e-1111-4222-8333-944455556666", "nope"]) {
      expect(
        (
          await callRoute(
            staffTicketLoader,
            get(`/lead_admin/support/${id}`),
            staff(),
            undefined,
            { ticketId: id },
          )
        ).status,
      ).toBe(404);
      expect((await staffPost(id, { intent: "reply", body: "x" })).status).toBe(
        404,
      );
    }
  });

  it("a creator who moved to another client is no longer e-mailed about the old client's ticket", async () => {
    const [northshore] = await db()
      .select()
      .from(clients)
      .where(eq(clients.name, "Northshore Health Network"));
    const [meridian] = await db()
      .select()
      .from(clients)
      .where(eq(clients.name, "Meridian Revenue Authority"));
    const before = (await mailsTo("tomas.lindqvist@example.org")).length;
    await db()
      .update(profiles)
      .set({ clientId: northshore!.id })
      .where(eq(profiles.email, "tomas.lindqvist@example.org"));
    try {
      expectRedirect(
        await staffPost(ticketId, { intent: "reply", body: "Noted." }),
        `/lead_admin/support/${ticketId}`,
      );
      expect(await mailsTo("tomas.lindqvist@example.org")).toHaveLength(before);
    } finally {
      await db()
        .update(profiles)
        .set({ clientId: meridian!.id })
        .where(eq(profiles.email, "tomas.lindqvist@example.org"));
    }
  });
});
