import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  appliedMigrationCount,
  shippedMigrationCount,
} from "~/server/db/migrations.server";
import { clients, documents, supportTickets } from "~/server/db/schema.server";
import { addDocuments, addProjects } from "../support/client-history";
import { landedDatabase } from "../support/landed-migrations";
import { rowsOf } from "../support/sql-rows";
import { testDbKind } from "../support/test-database";

/**
 * A database migrated by an earlier release moves on to this one: migrations that have landed
 * are never edited, so each later one must apply on top of them. Here, one migrated up to
 * drizzle/0014 (each client's document count, its own trigger function) with a client's
 * documents, projects and tickets in it, then migrated to the end: 0015 replaces 0014's
 * document triggers with the function that keeps all three counts, which are right after the
 * upgrade and follow every later write once, never twice; 0017 counts the tickets already
 * there, and 0018 corrects the inbox's lead counts a truncate had left wrong.
 */
const landed = landedDatabase("0014_client_document_count");

/** The client's kept counts and the real ones: [documents, projects, tickets] twice. */
async function counts(clientId: string) {
  const [row] = await rowsOf<{ kept: number[]; real: number[] }>(
    landed.connection.db,
    sql`
    select array["document_count", "project_count", "ticket_count"] as kept, array[
      (select count(*)::int from "documents" where "client_id" = "clients"."id"),
      (select count(*)::int from "projects" where "client_id" = "clients"."id"),
      (select count(*)::int from "support_tickets" where "client_id" = "clients"."id")] as real
    from "clients" where "id" = ${clientId}`,
  );
  return row;
}

/** Leads the inbox's kept counts (drizzle/0005) say there are. */
async function keptLeadCount() {
  const [row] = await rowsOf<{ n: number }>(
    landed.connection.db,
    sql`select coalesce(sum("count"), 0)::int as "n" from "lead_counts"`,
  );
  return row!.n;
}

const history = (n: number, label: string) =>
  Array.from({ length: n }, (_, i) => ({
    name: `${label}-${i}`,
    createdAt: new Date(Date.UTC(2026, 10, 1, 0, 0, i)),
  }));

describe(`an upgrade from the landed migrations on ${testDbKind()}`, () => {
  it("applies the later migrations on top, and the client's counts are right and stay right", async () => {
    const { connection } = landed;
    const { db } = connection;
    await connection.migrate(landed.folder);
    // The client as that release wrote it: its table had no project or ticket count yet.
    const [inserted] = await rowsOf<{ id: string }>(
      db,
      sql`insert into "clients" ("name") values ('Upgrade Port Authority') returning "id"`,
    );
    const clientId = inserted!.id;
    await addDocuments(db, clientId, history(5, "before"));
    await addProjects(db, clientId, history(3, "before"));
    await db.insert(supportTickets).values(
      ["Gateway times out", "Export fails"].map((title) => ({
        clientId,
        title,
        description: "Seen since the last release.",
      })),
    );

    // A lead, then a truncate of leads: that release's inbox counts (drizzle/0005) kept it.
    await db.execute(
      sql`insert into "leads" ("source", "source_id", "full_name", "email") values ('contact', gen_random_uuid(), 'Truncated Lead', 'truncated.lead@example.org')`,
    );
    await db.execute(sql`truncate "leads" cascade`);
    expect(await keptLeadCount()).toBe(1);

    await connection.migrate();
    expect(await appliedMigrationCount(db)).toBe(shippedMigrationCount());
    expect(await counts(clientId)).toEqual({
      kept: [5, 3, 2],
      real: [5, 3, 2],
    });
    // 0017 counted the tickets already there; 0018 counted the leads afresh.
    const ticketCounts = await rowsOf(
      db,
      sql`select "status", "priority", "count"::int as "n" from "ticket_status_counts" where "count" <> 0`,
    );
    expect(ticketCounts).toEqual([
      { status: "open", priority: "medium", n: 2 },
    ]);
    expect(await keptLeadCount()).toBe(0);

    // Each later write counts once: 0014's own document triggers are gone.
    const added = await addDocuments(db, clientId, history(2, "after"));
    await addProjects(db, clientId, history(1, "after"));
    await db.delete(documents).where(eq(documents.id, added[0]!));
    await db.update(clients).set({ name: "Upgrade Port Authority (renamed)" });
    expect(await counts(clientId)).toEqual({
      kept: [6, 4, 2],
      real: [6, 4, 2],
    });
  });
});
