import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  clients,
  documents,
  projects,
  storedFiles,
  supportTickets,
} from "~/server/db/schema.server";
import type { AppServices } from "~/server/services.server";
import { addDocuments, addProjects } from "../support/client-history";
import { startTestServices } from "../support/app-services";

/**
 * Each client's document, project and ticket counts, kept by the database (drizzle/0014, 0015; the
 * lists page with them: docs/decisions/046-signed-in-render-cost.md), on PGlite and PostgreSQL:
 * they follow every way the rows are written — one or many inserted, deleted, moved to another
 * client, edited, truncated, their client deleted.
 */
let stop: () => Promise<void>;
let services: AppServices;
const db = () => services.database.db;

beforeAll(async () => {
  ({ services, stop } = await startTestServices());
});
afterAll(() => stop());

async function newClient(name: string): Promise<string> {
  const [row] = await db()
    .insert(clients)
    .values({ name })
    .returning({ id: clients.id });
  return row!.id;
}

/** Each client's kept counts and the real ones: [documents, projects, tickets] twice. */
async function counts(ids: string[]) {
  const rows = await db()
    .select({
      id: clients.id,
      kept: sql<
        number[]
      >`array[${clients.documentCount}, ${clients.projectCount}, ${clients.ticketCount}]`,
      real: sql<number[]>`array[
        (select count(*)::int from "documents" where "documents"."client_id" = "clients"."id"),
        (select count(*)::int from "projects" where "projects"."client_id" = "clients"."id"),
        (select count(*)::int from "support_tickets" where "support_tickets"."client_id" = "clients"."id")]`,
    })
    .from(clients)
    .where(inArray(clients.id, ids));
  return Object.fromEntries(rows.map((row) => [row.id, [row.kept, row.real]]));
}

/** Every client's kept counts equal its rows, and are these. */
async function expectCounts(expected: Record<string, number[]>) {
  const seen = await counts(Object.keys(expected));
  for (const [id, want] of Object.entries(expected))
    expect(seen[id], id).toEqual([want, want]);
}

const rows = (n: number, label: string) =>
  Array.from({ length: n }, (_, i) => ({
    name: `${label}-${i}`,
    createdAt: new Date(Date.UTC(2026, 10, 1, 0, 0, i)),
  }));

async function addTickets(clientId: string, n: number): Promise<string[]> {
  const added = await db()
    .insert(supportTickets)
    .values(
      Array.from({ length: n }, (_, i) => ({
        clientId,
        title: `Ticket ${i}`,
        description: "The gateway times out at peak.",
      })),
    )
    .returning({ id: supportTickets.id });
  return added.map((row) => row.id);
}

describe("a client's kept row counts", () => {
  it("follow inserts, deletes, moves and edits, one row or many", async () => {
    const harbour = await newClient("Harbour Count Authority");
    const quarry = await newClient("Quarry Count Ministry");
    await expectCounts({ [harbour]: [0, 0, 0], [quarry]: [0, 0, 0] });

    const harbourDocuments = await addDocuments(
      db(),
      harbour,
      rows(30, "harbour"),
    );
    const harbourProjects = await addProjects(
      db(),
      harbour,
      rows(12, "harbour"),
    );
    const harbourTickets = await addTickets(harbour, 9);
    await addDocuments(db(), quarry, rows(1, "quarry"));
    await addTickets(quarry, 2);
    await expectCounts({ [harbour]: [30, 12, 9], [quarry]: [1, 0, 2] });

    await db()
      .delete(documents)
      .where(inArray(documents.id, harbourDocuments.slice(0, 5)));
    await db().delete(documents).where(eq(documents.id, harbourDocuments[5]!));
    await db().delete(projects).where(eq(projects.id, harbourProjects[0]!));
    await db()
      .delete(supportTickets)
      .where(inArray(supportTickets.id, harbourTickets.slice(0, 3)));
    await expectCounts({ [harbour]: [24, 11, 6], [quarry]: [1, 0, 2] });

    // Moved to another client (and some only edited): both counts follow, nothing else moves.
    await db()
      .update(documents)
      .set({ clientId: quarry })
      .where(inArray(documents.id, harbourDocuments.slice(6, 10)));
    await db()
      .update(documents)
      .set({ name: "renamed.txt" })
      .where(eq(documents.id, harbourDocuments[10]!));
    await db()
      .update(projects)
      .set({ status: "completed" })
      .where(inArray(projects.id, harbourProjects.slice(1, 4)));
    await db()
      .update(supportTickets)
      .set({ clientId: quarry, status: "closed" })
      .where(eq(supportTickets.id, harbourTickets[3]!));
    await expectCounts({ [harbour]: [20, 11, 5], [quarry]: [5, 0, 3] });
  });

  it("let a client with rows be deleted, and a truncate zeroes every count", async () => {
    const leaving = await newClient("Departing Count Agency");
    const staying = await newClient("Staying Count Agency");
    await addDocuments(db(), leaving, rows(4, "leaving"));
    await addProjects(db(), leaving, rows(2, "leaving"));
    await addTickets(leaving, 3);
    await addDocuments(db(), staying, rows(2, "staying"));
    await addProjects(db(), staying, rows(1, "staying"));
    await addTickets(staying, 1);
    const files = await db()
      .select({ id: documents.fileId })
      .from(documents)
      .where(eq(documents.clientId, leaving));
    await db().delete(clients).where(eq(clients.id, leaving));
    await db()
      .delete(storedFiles)
      .where(
        inArray(
          storedFiles.id,
          files.map((f) => f.id),
        ),
      );
    await expectCounts({ [staying]: [2, 1, 1] });

    await db().execute(sql`truncate ${documents}`);
    await db().execute(sql`truncate ${supportTickets} cascade`);
    await expectCounts({ [staying]: [0, 1, 0] });
  });
});
