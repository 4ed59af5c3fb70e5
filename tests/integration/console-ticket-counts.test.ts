import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TICKET_AGE_BUCKETS } from "~/domain/console/overview";
import { supportQueueFiltersOf } from "~/domain/console/support-queue";
import { clients, supportTickets } from "~/server/db/schema.server";
import { unsafeOverview } from "~/server/console/unsafe-overview.server";
import { unsafeListSupportQueue } from "~/server/console/unsafe-support-queue.server";
import type { AppServices } from "~/server/services.server";
import { startTestServices } from "../support/app-services";
import { rowsOf, type Queryable } from "../support/sql-rows";
import { readerScope } from "../support/console-people";

/**
 * `ticket_status_counts` (drizzle/0017; docs/decisions/048-console-tables-and-kept-ticket-counts.md),
 * on PGlite and PostgreSQL: the kept counts equal the tickets grouped by status and priority
 * after every way tickets are written — one or many inserted, status and priority changed, other
 * fields changed, deleted, truncated — and the Support queue's totals and the Overview's
 * open-ticket ages read from them equal counting the tickets themselves.
 */
let stop: () => Promise<void>;
let services: AppServices;
const db = () => services.database.db;
const DAY_MS = 86_400_000;
// Far from the seed's tickets, so the ages below are this file's own.
const NOW = new Date("2033-03-16T12:00:00Z");
let clientIds: string[] = [];

beforeAll(async () => {
  ({ services, stop } = await startTestServices());
  const rows = await db().select({ id: clients.id }).from(clients).limit(2);
  clientIds = rows.map((row) => row.id);
  expect(clientIds).toHaveLength(2);
});
afterAll(() => stop());

/** The kept counts (zeros left out) equal the tickets grouped; none below zero. Returns them. */
async function expectCountsMatch(tx: Queryable = db()) {
  const kept = await rowsOf(
    tx,
    sql`select status, priority, count::int as n from ticket_status_counts
        where count <> 0 order by 1, 2`,
  );
  const real = await rowsOf(
    tx,
    sql`select status, priority, count(*)::int as n from support_tickets
        group by 1, 2 order by 1, 2`,
  );
  expect(
    await rowsOf(tx, sql`select * from ticket_status_counts where count < 0`),
  ).toEqual([]);
  expect(kept).toEqual(real);
  return kept;
}

type TicketStatus = "open" | "in_progress" | "resolved" | "closed";
type TicketPriority = "low" | "medium" | "high";
function ticket(
  i: number,
  extra: {
    status?: TicketStatus;
    priority?: TicketPriority;
    createdAt?: Date;
  } = {},
) {
  return {
    clientId: clientIds[i % 2]!,
    title: `Kept ticket ${i}`,
    description: "Counted by the database.",
    ...extra,
  };
}

describe("ticket_status_counts", () => {
  it("follows one ticket and many, a status or priority change, other edits and deletes", async () => {
    await expectCountsMatch(); // the seed's tickets, counted as it inserted them

    const [one] = await db()
      .insert(supportTickets)
      .values(ticket(0))
      .returning({ id: supportTickets.id });
    await expectCountsMatch();

    const statuses = ["open", "in_progress", "resolved", "closed"] as const;
    const priorities = ["low", "medium", "high"] as const;
    const many = await db()
      .insert(supportTickets)
      .values(
        Array.from({ length: 40 }, (_, i) =>
          ticket(i, {
            status: statuses[i % 4],
            priority: priorities[i % 3],
          }),
        ),
      )
      .returning({ id: supportTickets.id });
    await expectCountsMatch();

    await db()
      .update(supportTickets)
      .set({ status: "resolved" })
      .where(eq(supportTickets.id, one!.id));
    await expectCountsMatch();
    await db()
      .update(supportTickets)
      .set({ priority: "high" })
      .where(
        inArray(
          supportTickets.id,
          many.slice(0, 15).map((row) => row.id),
        ),
      );
    await expectCountsMatch();
    await db()
      .update(supportTickets)
      .set({ status: "closed", priority: "low" })
      .where(
        inArray(
          supportTickets.id,
          many.slice(10, 30).map((row) => row.id),
        ),
      );
    await expectCountsMatch();

    // An edit that moves no ticket between counts writes no kept row.
    const before = await expectCountsMatch();
    await db()
      .update(supportTickets)
      .set({ title: "Renamed", updatedAt: new Date() })
      .where(
        inArray(
          supportTickets.id,
          many.map((row) => row.id),
        ),
      );
    expect(await expectCountsMatch()).toEqual(before);

    await db().delete(supportTickets).where(eq(supportTickets.id, one!.id));
    await db()
      .delete(supportTickets)
      .where(
        inArray(
          supportTickets.id,
          many.slice(0, 25).map((row) => row.id),
        ),
      );
    await expectCountsMatch();
  });

  it("is emptied by a truncate, and counts again after it", async () => {
    await expect(
      db().transaction(async (tx) => {
        expect((await expectCountsMatch(tx)).length).toBeGreaterThan(0);
        await tx.execute(sql`truncate support_tickets cascade`);
        expect(await expectCountsMatch(tx)).toEqual([]);
        await tx.insert(supportTickets).values(ticket(1, { priority: "high" }));
        expect(await expectCountsMatch(tx)).toEqual([
          { status: "open", priority: "high", n: 1 },
        ]);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    await expectCountsMatch();
  });
});

describe("what the console shows from them", () => {
  it("gives the Support queue the totals its filters match, with and without a client", async () => {
    const queries = [
      "",
      "status=all",
      "status=open",
      "status=closed",
      "priority=high",
      "status=all&priority=low",
      `client=${clientIds[0]}`,
      `client=${clientIds[1]}&status=all&priority=medium`,
    ];
    for (const query of queries) {
      const filters = supportQueueFiltersOf(new URLSearchParams(query));
      const shown = await unsafeListSupportQueue(readerScope(db()), filters);
      const statuses =
        filters.status === "all"
          ? ["open", "in_progress", "resolved", "closed"]
          : filters.status === "active"
            ? ["open", "in_progress"]
            : [filters.status];
      const [real] = await rowsOf(
        db(),
        sql`select count(*)::int as n from support_tickets
            where status in ${statuses}
              and (${filters.client ?? null}::uuid is null or client_id = ${filters.client ?? null}::uuid)
              and (${filters.priority ?? null}::text is null or priority = ${filters.priority ?? null}::text)`,
      );
      expect({ query, total: shown.pageInfo.total }).toEqual({
        query,
        total: real!.n,
      });
    }
  });

  it("gives the Overview the open tickets' ages that counting them gives, at the buckets' edges too", async () => {
    const ago = (days: number, ms = 0) =>
      new Date(NOW.getTime() - days * DAY_MS + ms);
    await db()
      .insert(supportTickets)
      .values([
        ticket(0, { createdAt: ago(0, -1) }), // just opened
        ticket(1, { createdAt: ago(1) }), // exactly a day: the 1–3 days bucket
        ticket(2, { createdAt: ago(1, 1), status: "in_progress" }), // just under a day
        ticket(3, { createdAt: ago(7) }),
        ticket(4, { createdAt: ago(28) }), // exactly four weeks: the oldest bucket
        ticket(5, { createdAt: ago(28, 1) }), // just under: 1–4 weeks
        ticket(6, { createdAt: ago(400) }),
        ticket(7, { createdAt: ago(2), status: "resolved" }), // not open: in no bucket
        ticket(8, { createdAt: ago(0, 60_000) }), // after NOW: in no bucket
      ]);
    const shown = await unsafeOverview(readerScope(db()), NOW);
    const real = [];
    for (const bucket of TICKET_AGE_BUCKETS) {
      const [row] = await rowsOf(
        db(),
        sql`select count(*)::int as n from support_tickets
            where status in ('open', 'in_progress')
              and created_at <= ${ago(bucket.fromDays).toISOString()}::timestamptz
              and (${bucket.toDays === null} or created_at > ${ago(bucket.toDays ?? 0).toISOString()}::timestamptz)`,
      );
      real.push({ key: bucket.key, label: bucket.label, count: row!.n });
    }
    expect(shown.ticketAges).toEqual(real);
    const byKey = Object.fromEntries(
      shown.ticketAges.map((age) => [age.key, age.count]),
    );
    expect([byKey.under_1d, byKey["1_3d"], byKey["1_4w"]]).toEqual([2, 1, 2]);
    expect(byKey.over_4w).toBeGreaterThanOrEqual(2);
  });
});
