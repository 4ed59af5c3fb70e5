import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as auditTab from "~/routes/console/audit-tab";
import * as ticketPage from "~/routes/console/ticket-page";
import type { Database } from "~/server/db/client.server";
import {
  auditLog,
  clients,
  demoClients,
  profiles,
  user,
} from "~/server/db/schema.server";
import { recordAudit, type StaffActor } from "~/server/console/audit.server";
import { CookieJar, callRoute, get, post } from "../support/account-session";
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

/**
 * The console's Audit log, on PGlite and PostgreSQL: staff writes appear newest
 * first with who, what and before → after; the filters (entity type, actor, date range,
 * free text) and pages are server-side; the view is read-only and the database itself
 * refuses to change or remove an entry.
 */

type AuditData = {
  filters: Record<string, unknown>;
  actors: string[];
  rows: {
    id: string;
    at: string;
    actorEmail: string;
    action: string;
    entityType: string;
    entityLabel: string;
    entityName: string | null;
    entityClient: string | null;
    actorName: string;
    entityId: string | null;
    entityHref: string | null;
    summary: string;
    changes: {
      field: string;
      label: string;
      before: unknown;
      after: unknown;
    }[];
  }[];
  pageInfo: { page: number; pageCount: number; total: number };
};

let db: Database;
let stop: () => Promise<void>;
let staff: DemoPerson;
let others: DemoPerson[];
let actor: StaffActor;
let ticketId: string;
let clientId: string;

beforeAll(async () => {
  const started = await startTestServices();
  stop = started.stop;
  db = started.services.database.db;
  staff = await signInDemo(STAFF);
  others = [
    await signInDemo(MERIDIAN_ADMIN),
    await signInDemo(MERIDIAN_USER),
    await signInDemo(NO_CLIENT),
  ];
  const [staffUser] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, STAFF));
  actor = {
    userId: staffUser!.id,
    profileId: "",
    email: STAFF,
    ipAddress: null,
  };
  [{ id: clientId }] = (await db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.name, "Meridian Revenue Authority"))) as [{ id: string }];
  // Real staff writes through the ticket page's action: a reply, then a status change.
  ticketId = await insertTicket(db, { clientId, title: "Audited ticket" });
  for (const fields of <Record<string, string>[]>[
    { intent: "reply", body: "Looking into it." },
    { intent: "status", status: "in_progress" },
  ]) {
    const answer = await callRoute(
      ticketPage.action as never,
      post(`/lead_admin/support/${ticketId}`, fields),
      staff.jar,
      staff.ip,
      { ticketId },
    );
    expect(answer.status).toBe(302);
  }
}, 180_000);
afterAll(async () => stop?.());

const view = async (query = "", who: DemoPerson = staff) => {
  const answer = await callRoute(
    auditTab.loader as never,
    get(`/lead_admin/audit${query}`),
    who.jar,
    who.ip,
  );
  return { answer, data: answer.data as unknown as AuditData };
};

describe("the log", () => {
  it("shows staff writes newest first: when, who, action, entity (linked), summary, before → after", async () => {
    const { answer, data } = await view();
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    const [status, reply] = data.rows;
    expect(status).toMatchObject({
      actorEmail: STAFF,
      action: "ticket.status",
      entityType: "ticket",
      entityLabel: "Support ticket",
      entityId: ticketId,
      entityHref: `/lead_admin/support/${ticketId}`,
      changes: [
        {
          field: "status",
          label: "Status",
          before: "open",
          after: "in progress",
        },
      ],
    });
    expect(status!.summary).toContain("Audited ticket");
    expect(reply).toMatchObject({ action: "ticket.reply", entityId: ticketId });
    expect(Date.parse(status!.at)).toBeGreaterThanOrEqual(
      Date.parse(reply!.at),
    );
    expect(data.actors).toContain(STAFF);
  });

  it("filters by entity type, actor, date range and summary text", async () => {
    await recordAudit(db, actor, {
      action: "client.update",
      entityType: "client",
      entityId: clientId,
      summary: "Changed Meridian's contact e-mail",
      before: { contactEmail: "old@example.org" },
      after: { contactEmail: "new@example.org" },
    });
    await recordAudit(
      db,
      { ...actor, email: "second.staff@example.org" },
      {
        action: "user.update",
        entityType: "user",
        entityId: "user-1",
        summary: "Made someone a client_admin",
        before: { role: "client_user" },
        after: { role: "client_admin" },
      },
    );

    const clientsOnly = await view("?entity=client");
    expect(clientsOnly.data.rows.map((row) => row.action)).toEqual([
      "client.update",
    ]);
    expect(clientsOnly.data.rows[0]!.entityHref).toBe(
      `/lead_admin/clients/${clientId}`,
    );

    const second = await view("?actor=second.staff%40example.org");
    expect(second.data.rows.map((row) => row.action)).toEqual(["user.update"]);
    expect(second.data.rows[0]!.entityHref).toBeNull();
    expect(second.data.actors).toEqual(
      expect.arrayContaining([STAFF, "second.staff@example.org"]),
    );

    const text = await view("?q=contact%20e-mail");
    expect(text.data.rows.map((row) => row.action)).toEqual(["client.update"]);
    // % is literal, not a wildcard.
    expect((await view("?q=%25")).data.rows).toEqual([]);

    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect((await view(`?from=${today}&to=${today}`)).data.pageInfo.total).toBe(
      4,
    );
    expect((await view(`?from=${tomorrow}`)).data.rows).toEqual([]);
    expect((await view("?to=2000-01-01")).data.rows).toEqual([]);
    // Unknown filters are dropped, not errors.
    const junk = await view("?entity=password&from=soon&page=x");
    expect(junk.answer.status).toBe(200);
    expect(junk.data.pageInfo.total).toBe(4);
  });

  it("pages on the server, 50 a page", async () => {
    for (let i = 0; i < 60; i++)
      await recordAudit(db, actor, {
        action: "project.update",
        entityType: "project",
        entityId: `p-${i}`,
        summary: `Paging entry ${i}`,
      });
    const first = await view("?entity=project");
    expect(first.data.pageInfo).toMatchObject({
      page: 1,
      pageCount: 2,
      total: 60,
    });
    expect(first.data.rows).toHaveLength(50);
    const second = await view("?entity=project&page=2");
    expect(second.data.rows).toHaveLength(10);
    const ids = new Set(
      [...first.data.rows, ...second.data.rows].map((r) => r.id),
    );
    expect(ids.size).toBe(60);
  });
});

describe("read-only", () => {
  it("the route has a loader and no action: nothing in the console edits or deletes an entry", () => {
    expect(typeof auditTab.loader).toBe("function");
    expect((auditTab as Record<string, unknown>).action).toBeUndefined();
  });

  it("the database refuses UPDATE, DELETE and TRUNCATE on audit_log", async () => {
    const before = await db.select().from(auditLog);
    for (const attempt of [
      () => db.execute(sql`update audit_log set summary = 'rewritten'`),
      () => db.execute(sql`delete from audit_log`),
      () => db.execute(sql`truncate audit_log`),
      () =>
        db
          .update(auditLog)
          .set({ actorEmail: "someone.else@example.org" })
          .where(eq(auditLog.entityId, ticketId)),
      () => db.delete(auditLog).where(eq(auditLog.entityId, ticketId)),
    ])
      expect(await refusal(attempt)).toMatch(/audit_log is append-only/);
    expect(await db.select().from(auditLog)).toEqual(before);
  });

  it("clients' people and the account without a client get 404; signed out goes to the staff sign-in", async () => {
    for (const who of others) {
      const { answer } = await view("", who);
      expect(answer.status, who.email).toBe(404);
      expect(answer.data).toBeNull();
    }
    const anonymous = await callRoute(
      auditTab.loader as never,
      get("/lead_admin/audit"),
      new CookieJar(),
    );
    expect(anonymous.status).toBe(302);
    expect(anonymous.location).toMatch(/^\/admin\/auth/);
  });
});

describe("the log reads like a sentence (docs/access-audit.md)", () => {
  it("names people, clients and projects instead of ids, money as currency, invoice lines as a table, never JSON", async () => {
    const [tomas] = await db
      .select({ id: profiles.id, fullName: profiles.fullName })
      .from(profiles)
      .where(eq(profiles.email, MERIDIAN_USER));
    const [staffProfile] = await db
      .select({ id: profiles.id, fullName: profiles.fullName })
      .from(profiles)
      .where(eq(profiles.email, STAFF));
    const [northshore] = await db
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.name, "Northshore Health Network"));
    const [demo] = await db
      .select({
        id: demoClients.id,
        company: demoClients.companyName,
        currency: demoClients.currency,
      })
      .from(demoClients)
      .limit(1);
    await recordAudit(db, actor, {
      action: "user.update",
      entityType: "user",
      entityId: tomas!.id,
      summary: "Changed a person's client",
      before: { clientId },
      after: { clientId: northshore!.id },
      details: { email: MERIDIAN_USER },
    });
    await recordAudit(db, actor, {
      action: "demo.invoice.update",
      entityType: "demo",
      entityId: "00000000-0000-4000-8000-000000000001",
      summary: "Updated the demo invoice NRA-9",
      before: {
        number: "NRA-9",
        lines: [
          { description: "Discovery", quantity: 1, unitAmountMinor: 4_850_000 },
        ],
      },
      after: {
        lines: [
          { description: "Discovery", quantity: 1, unitAmountMinor: 4_850_000 },
          { description: "Pilot", quantity: 2, unitAmountMinor: 125_050 },
        ],
      },
      details: { demoClientId: demo!.id },
    });
    // A subject deleted since: the entry's own record names it.
    const [gone] = await db
      .insert(clients)
      .values({ name: "Short-lived Client Ltd" })
      .returning({ id: clients.id });
    await recordAudit(db, actor, {
      action: "client.create",
      entityType: "client",
      entityId: gone!.id,
      summary: "Created client Short-lived Client Ltd",
      after: {
        name: "Short-lived Client Ltd",
        ownerProfileId: staffProfile!.id,
      },
    });
    await db.delete(clients).where(eq(clients.id, gone!.id));

    const { data } = await view();
    const byAction = (action: string) =>
      data.rows.find((row) => row.action === action);
    const created = byAction("client.create");
    const invoice = byAction("demo.invoice.update");
    const person = byAction("user.update");

    expect(person).toMatchObject({
      actorName: expect.not.stringContaining("@"),
      entityLabel: "User",
      entityName: tomas!.fullName,
      changes: [
        {
          label: "Client",
          before: "Meridian Revenue Authority",
          after: "Northshore Health Network",
        },
      ],
    });

    const money = new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: demo!.currency,
      currencyDisplay: "narrowSymbol",
    });
    expect(invoice).toMatchObject({
      entityName: "Invoice NRA-9 (deleted)",
      entityClient: demo!.company,
      entityHref: null,
    });
    // (jsonb keeps keys in its own order: the fields are compared as a set.)
    expect(invoice!.changes).toHaveLength(2);
    expect(invoice!.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          label: "Number",
          before: "NRA-9",
          after: null,
        }),
        expect.objectContaining({
          label: "Lines",
          after: {
            columns: ["Description", "Quantity", "Unit price"],
            rows: [
              ["Discovery", "1", money.format(48_500)],
              ["Pilot", "2", money.format(1_250.5)],
            ],
          },
        }),
      ]),
    );

    expect(created).toMatchObject({
      entityName: "Short-lived Client Ltd (deleted)",
      entityHref: null,
    });
    expect(created!.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          label: "Name",
          after: "Short-lived Client Ltd",
        }),
        expect.objectContaining({
          label: "Owner",
          after: staffProfile!.fullName,
        }),
      ]),
    );

    // No raw ids or JSON anywhere a person reads.
    const readable = JSON.stringify(
      [created, invoice, person].map((row) => [
        row!.actorName,
        row!.entityName,
        row!.entityClient,
        row!.changes.map((change) => [
          change.label,
          change.before,
          change.after,
        ]),
      ]),
    );
    for (const id of [
      tomas!.id,
      clientId,
      northshore!.id,
      demo!.id,
      gone!.id,
      staffProfile!.id,
    ])
      expect(readable).not.toContain(id);
    expect(readable).not.toContain('\\"');
  });
});

/** The database's own message for a refused statement (drizzle wraps it as the cause). */
async function refusal(attempt: () => Promise<unknown>): Promise<string> {
  try {
    await attempt();
  } catch (error) {
    const messages: string[] = [];
    for (let e: unknown = error; e instanceof Error; e = e.cause)
      messages.push(e.message);
    return messages.join(" / ");
  }
  return "no error: the statement went through";
}
