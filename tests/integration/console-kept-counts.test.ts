import { randomUUID } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  conversionFunnel,
  leadsPerWeek,
  recentWeekStarts,
} from "~/domain/console/overview";
import { auditFiltersOf } from "~/domain/console/audit-log";
import { auditLog, leads, user } from "~/server/db/schema.server";
import { recordAudit } from "~/server/console/audit.server";
import { unsafeListAuditLog } from "~/server/console/unsafe-audit-log.server";
import { unsafeOverview } from "~/server/console/unsafe-overview.server";
import type { AppServices } from "~/server/services.server";
import { startTestServices } from "../support/app-services";
import { rowsOf, type Queryable } from "../support/sql-rows";
import { STAFF, readerScope } from "../support/console-people";

/**
 * The Overview's and the Audit tab's aggregates, kept by the database (drizzle/0016;
 * docs/decisions/046-signed-in-render-cost.md), on PGlite and PostgreSQL: `lead_week_counts`
 * equals the non-spam leads grouped by UTC week, source and status, and `audit_log_counts` and
 * `audit_log_actors` the log's entries per entity type and its addresses, after every way the
 * rows are written — a form's row, one lead or many inserted, status, spam, source and date
 * changed, deleted, truncated; audit entries one or many, truncated. The tabs read them and
 * show the numbers the rows give.
 */
let stop: () => Promise<void>;
let services: AppServices;
const db = () => services.database.db;
// The Overview's window is placed in 2032 so only this file's leads fall in it.
const NOW = new Date("2032-06-16T09:00:00Z"); // a Wednesday

beforeAll(async () => {
  ({ services, stop } = await startTestServices());
});
afterAll(() => stop());

/** The kept week counts (zeros left out) and the same grouped from the leads themselves. */
async function leadWeeks(tx: Queryable = db()) {
  const kept = await rowsOf(
    tx,
    sql`select to_char(week, 'YYYY-MM-DD') as week, source, status, count::int as n
        from lead_week_counts where count <> 0 order by 1, 2, 3`,
  );
  const real = await rowsOf(
    tx,
    sql`select to_char(date_trunc('week', created_at at time zone 'UTC'), 'YYYY-MM-DD') as week,
          source, status, count(*)::int as n
        from leads where not is_spam group by 1, 2, 3 order by 1, 2, 3`,
  );
  const negative = await rowsOf(
    tx,
    sql`select * from lead_week_counts where count < 0`,
  );
  return { kept, real, negative };
}

/** The kept week counts equal the leads', none below zero; returns them. */
async function expectLeadWeeksMatch(tx: Queryable = db()) {
  const { kept, real, negative } = await leadWeeks(tx);
  expect(negative).toEqual([]);
  expect(kept).toEqual(real);
  return kept;
}

/** Leads the inbox's kept counts (`lead_counts`, drizzle/0005) say there are. */
async function inboxLeadCount(tx: Queryable) {
  const [row] = await rowsOf(
    tx,
    sql`select coalesce(sum(count), 0)::int as n from lead_counts`,
  );
  return row!.n as number;
}

/** One kept count: week (its Monday), source, status. */
async function keptWeek(week: string, source: string, status: string) {
  const [row] = await rowsOf(
    db(),
    sql`select count::int as n from lead_week_counts
        where week = ${week}::date and source = ${source} and status = ${status}`,
  );
  return (row?.n as number | undefined) ?? 0;
}

function lead(at: string, extra: Partial<typeof leads.$inferInsert> = {}) {
  return {
    source: "contact",
    sourceId: randomUUID(),
    fullName: "Kept Count",
    email: "kept.count@example.org",
    createdAt: new Date(at),
    ...extra,
  };
}

/** One public form's row, which the form table's trigger (drizzle/0004) turns into a lead. */
async function contactForm(at: string, status = "new", spam = false) {
  await db().execute(
    sql`insert into contact_requests (first_name, last_name, email, company, interest, message, status, is_spam, spam_reason, created_at)
        values ('Kept', 'Count', 'form.kept@example.org', 'Counted Ltd', 'governance', 'Please count me once.', ${status}, ${spam}, ${spam ? "test" : null}, ${at})`,
  );
}

/** What the Overview showed before the kept counts: the same window grouped from the leads. */
async function overviewFromLeads(now: Date) {
  const weekStarts = recentWeekStarts(now);
  const from = weekStarts[0]!;
  const until = new Date(weekStarts.at(-1)!.getTime() + 7 * 86_400_000);
  const counts = (
    await rowsOf(
      db(),
      sql`select to_char(date_trunc('week', created_at at time zone 'UTC'), 'YYYY-MM-DD') as week,
            source, status, count(*)::int as count
          from leads where not is_spam and created_at >= ${from.toISOString()}::timestamptz
            and created_at < ${until.toISOString()}::timestamptz
          group by 1, 2, 3`,
    )
  ).map((row) => ({
    week: row.week as string,
    source: row.source as string,
    status: row.status as string,
    count: row.count as number,
  }));
  return {
    weeks: leadsPerWeek(weekStarts, counts),
    funnel: conversionFunnel(counts),
  };
}

describe("lead_week_counts", () => {
  it("follows a form's lead, one lead or many, a status, spam, source or date change, and a delete", async () => {
    await expectLeadWeeksMatch(); // the seed's leads, counted as the seed inserted them

    // A public form's row: its trigger inserts the lead, whose statement the kept counts follow.
    await contactForm("2032-06-14T00:00:00Z"); // the current week's first instant
    await contactForm("2032-06-13T23:59:59Z", "contacted"); // the week before's last
    await contactForm("2032-06-15T10:00:00Z", "new", true); // spam: not counted
    expect(await keptWeek("2032-06-14", "contact", "new")).toBe(1);
    expect(await keptWeek("2032-06-07", "contact", "contacted")).toBe(1);
    await expectLeadWeeksMatch();

    // Many leads in one statement, over several weeks, sources and statuses, some spam.
    const many = await db()
      .insert(leads)
      .values(
        Array.from({ length: 60 }, (_, i) =>
          lead(new Date(Date.UTC(2032, 3, 1 + i, i % 24)).toISOString(), {
            source: (["blueprint", "chat", "get_started"] as const)[i % 3]!,
            status: (["new", "contacted", "qualified", "converted"] as const)[
              i % 4
            ]!,
            isSpam: i % 7 === 0,
          }),
        ),
      )
      .returning({ id: leads.id });
    await expectLeadWeeksMatch();

    // A status change, one lead and many.
    const [one] = await db()
      .insert(leads)
      .values(lead("2032-06-15T08:00:00Z"))
      .returning({ id: leads.id });
    expect(await keptWeek("2032-06-14", "contact", "new")).toBe(2);
    await db()
      .update(leads)
      .set({ status: "qualified" })
      .where(eq(leads.id, one!.id));
    expect(await keptWeek("2032-06-14", "contact", "new")).toBe(1);
    expect(await keptWeek("2032-06-14", "contact", "qualified")).toBe(1);
    await db()
      .update(leads)
      .set({ status: "converted" })
      .where(
        inArray(
          leads.id,
          many.slice(0, 20).map((row) => row.id),
        ),
      );
    await expectLeadWeeksMatch();

    // Marked spam and back: out of the counts and in again.
    await db().update(leads).set({ isSpam: true }).where(eq(leads.id, one!.id));
    expect(await keptWeek("2032-06-14", "contact", "qualified")).toBe(0);
    await expectLeadWeeksMatch();
    await db()
      .update(leads)
      .set({ isSpam: false })
      .where(
        inArray(leads.id, [one!.id, ...many.slice(0, 15).map((row) => row.id)]),
      );
    expect(await keptWeek("2032-06-14", "contact", "qualified")).toBe(1);
    await expectLeadWeeksMatch();

    // Another source, another week, and an update that changes nothing counted.
    await db()
      .update(leads)
      .set({
        source: "job_application",
        createdAt: new Date("2032-05-31T00:00:00Z"),
      })
      .where(eq(leads.id, one!.id));
    expect(await keptWeek("2032-06-14", "contact", "qualified")).toBe(0);
    expect(await keptWeek("2032-05-31", "job_application", "qualified")).toBe(
      1,
    );
    const before = await leadWeeks();
    await db()
      .update(leads)
      .set({ fullName: "Renamed", interest: "governance" })
      .where(
        inArray(
          leads.id,
          many.map((row) => row.id),
        ),
      );
    expect(await leadWeeks()).toEqual(before);

    // Deleted, one and many.
    await db().delete(leads).where(eq(leads.id, one!.id));
    expect(await keptWeek("2032-05-31", "job_application", "qualified")).toBe(
      0,
    );
    await db()
      .delete(leads)
      .where(
        inArray(
          leads.id,
          many.slice(10, 40).map((row) => row.id),
        ),
      );
    await expectLeadWeeksMatch();
  });

  it("gives the Overview the numbers the leads give, at the window's edges too", async () => {
    await db()
      .insert(leads)
      .values([
        lead("2032-03-29T00:00:00Z", { source: "blueprint" }), // the window's first instant
        lead("2032-03-28T23:59:59Z", { source: "blueprint" }), // just before it
        lead("2032-06-20T23:59:59Z", { status: "converted" }), // the current week's last
        lead("2032-06-21T00:00:00Z", { status: "converted" }), // next week: outside
      ]);
    for (const now of [NOW, new Date("2032-05-03T00:00:00Z")]) {
      const shown = await unsafeOverview(readerScope(db()), now);
      const real = await overviewFromLeads(now);
      expect(shown.weeks).toEqual(real.weeks);
      expect(shown.funnel).toEqual(real.funnel);
      expect(shown.weeks.reduce((sum, week) => sum + week.total, 0)).toBe(
        real.funnel[0]!.count,
      );
      expect(real.funnel[0]!.count).toBeGreaterThan(10);
    }
  });

  it("is emptied by a truncate, and counts again after it", async () => {
    await expect(
      db().transaction(async (tx) => {
        expect((await expectLeadWeeksMatch(tx)).length).toBeGreaterThan(0);
        await tx.execute(sql`truncate leads cascade`);
        expect(await expectLeadWeeksMatch(tx)).toEqual([]);
        // The inbox's counts too (drizzle/0018).
        expect(await inboxLeadCount(tx)).toBe(0);
        await tx.insert(leads).values(lead("2032-06-15T08:00:00Z"));
        expect(await expectLeadWeeksMatch(tx)).toEqual([
          { week: "2032-06-14", source: "contact", status: "new", n: 1 },
        ]);
        expect(await inboxLeadCount(tx)).toBe(1);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    await expectLeadWeeksMatch();
  });
});

describe("audit_log_counts and audit_log_actors", () => {
  /** The kept per-type counts and addresses, and the same read from the log itself. */
  async function expectAuditMatch(tx: Queryable = db()) {
    const keptCounts = await rowsOf(
      tx,
      sql`select entity_type, count::int as n from audit_log_counts where count <> 0 order by 1`,
    );
    const realCounts = await rowsOf(
      tx,
      sql`select entity_type, count(*)::int as n from audit_log group by 1 order by 1`,
    );
    expect(keptCounts).toEqual(realCounts);
    const keptActors = await rowsOf(
      tx,
      sql`select email from audit_log_actors order by email`,
    );
    // The query the tab ran before, less the empty address it dropped.
    const realActors = await rowsOf(
      tx,
      sql`select distinct actor_email as email from audit_log order by actor_email`,
    );
    expect(keptActors).toEqual(realActors.filter((row) => row.email !== ""));
    return { counts: keptCounts, actors: keptActors.map((row) => row.email) };
  }

  it("follows one entry and many, leaves out an empty address, and gives the tab its totals and staff", async () => {
    await expectAuditMatch();
    const [staff] = await db()
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, STAFF));
    const actor = (email: string) => ({
      userId: staff!.id,
      profileId: "",
      email,
      ipAddress: null,
    });
    await recordAudit(db(), actor("zoe.kept@example.org"), {
      action: "client.update",
      entityType: "client",
      entityId: null,
      summary: "One entry",
    });
    await expectAuditMatch();
    await db()
      .insert(auditLog)
      .values(
        Array.from({ length: 45 }, (_, i) => ({
          actorUserId: i % 5 === 0 ? null : staff!.id,
          actorEmail: [
            "Adam.Kept@example.org",
            "bea.kept@example.org",
            "",
            "zoe.kept@example.org",
            "Adam.Kept@example.org",
          ][i % 5]!,
          action: "lead.status",
          entityType: (["lead", "project", "ticket"] as const)[i % 3]!,
          entityId: `kept-${i}`,
          summary: `Bulk entry ${i}`,
        })),
      );
    const { actors } = await expectAuditMatch();
    expect(actors).toEqual(
      expect.arrayContaining([
        "Adam.Kept@example.org",
        "bea.kept@example.org",
        "zoe.kept@example.org",
      ]),
    );
    expect(actors).not.toContain("");

    const real = async (where = sql`true`) =>
      (
        await rowsOf(
          db(),
          sql`select count(*)::int as n from audit_log where ${where}`,
        )
      )[0]!.n;
    const tab = (query: string) =>
      unsafeListAuditLog(
        readerScope(db()),
        auditFiltersOf(new URLSearchParams(query)),
      );
    const all = await tab("");
    expect(all.pageInfo.total).toBe(await real());
    expect(all.actors).toEqual(actors);
    for (const entity of ["lead", "client", "user"]) {
      expect((await tab(`entity=${entity}`)).pageInfo.total, entity).toBe(
        await real(sql`entity_type = ${entity}`),
      );
    }
    // A filter on the rows still counts them.
    expect(
      (await tab("entity=lead&actor=bea.kept@example.org")).pageInfo.total,
    ).toBe(
      await real(
        sql`entity_type = 'lead' and actor_email = 'bea.kept@example.org'`,
      ),
    );
    expect((await tab("q=Bulk entry")).pageInfo.total).toBe(45);
  });

  it("is emptied by a truncate (with the append-only trigger off), and counts again after it", async () => {
    await expect(
      db().transaction(async (tx) => {
        expect((await expectAuditMatch(tx)).counts.length).toBeGreaterThan(0);
        await tx.execute(
          sql`alter table audit_log disable trigger audit_log_no_truncate`,
        );
        await tx.execute(sql`truncate audit_log`);
        expect(await expectAuditMatch(tx)).toEqual({ counts: [], actors: [] });
        await tx.insert(auditLog).values({
          actorEmail: "after.truncate@example.org",
          action: "user.update",
          entityType: "user",
          summary: "After the truncate",
        });
        expect(await expectAuditMatch(tx)).toEqual({
          counts: [{ entity_type: "user", n: 1 }],
          actors: ["after.truncate@example.org"],
        });
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    await expectAuditMatch();
  });
});
