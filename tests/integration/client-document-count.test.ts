import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clients, documents, storedFiles } from "~/server/db/schema.server";
import type { AppServices } from "~/server/services.server";
import { addDocuments } from "../support/client-history";
import { startTestServices } from "../support/app-services";

/**
 * Each client's document count, kept by the database (drizzle/0014; the Documents tab pages
 * with it: docs/decisions/046-signed-in-render-cost.md), on PGlite and PostgreSQL: it follows
 * every way documents are written — one or many inserted, deleted, moved to another client,
 * edited, truncated, their client deleted.
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

/** The kept count and the real one, for each client. */
async function counts(ids: string[]) {
  const rows = await db()
    .select({
      id: clients.id,
      kept: clients.documentCount,
      real: sql<number>`(select count(*)::int from "documents" where "documents"."client_id" = "clients"."id")`,
    })
    .from(clients)
    .where(inArray(clients.id, ids));
  return Object.fromEntries(rows.map((row) => [row.id, [row.kept, row.real]]));
}

const rows = (n: number, label: string) =>
  Array.from({ length: n }, (_, i) => ({
    name: `${label}-${i}.txt`,
    createdAt: new Date(Date.UTC(2026, 10, 1, 0, 0, i)),
  }));

describe("a client's document count", () => {
  it("follows inserts, deletes, moves and edits, one row or many", async () => {
    const harbour = await newClient("Harbour Count Authority");
    const quarry = await newClient("Quarry Count Ministry");
    expect(await counts([harbour, quarry])).toEqual({
      [harbour]: [0, 0],
      [quarry]: [0, 0],
    });

    const harbourIds = await addDocuments(db(), harbour, rows(30, "harbour"));
    await addDocuments(db(), quarry, rows(1, "quarry"));
    expect(await counts([harbour, quarry])).toEqual({
      [harbour]: [30, 30],
      [quarry]: [1, 1],
    });

    await db()
      .delete(documents)
      .where(inArray(documents.id, harbourIds.slice(0, 5)));
    await db().delete(documents).where(eq(documents.id, harbourIds[5]!));
    expect(await counts([harbour])).toEqual({ [harbour]: [24, 24] });

    // Moved to another client (and one only renamed): both counts follow, nothing else moves.
    await db()
      .update(documents)
      .set({ clientId: quarry })
      .where(inArray(documents.id, harbourIds.slice(6, 10)));
    await db()
      .update(documents)
      .set({ name: "renamed.txt" })
      .where(eq(documents.id, harbourIds[10]!));
    expect(await counts([harbour, quarry])).toEqual({
      [harbour]: [20, 20],
      [quarry]: [5, 5],
    });
  });

  it("lets a client with documents be deleted, and a truncate zeroes every count", async () => {
    const leaving = await newClient("Departing Count Agency");
    const staying = await newClient("Staying Count Agency");
    await addDocuments(db(), leaving, rows(4, "leaving"));
    await addDocuments(db(), staying, rows(2, "staying"));
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
    expect(await counts([staying])).toEqual({ [staying]: [2, 2] });

    await db().execute(sql`truncate ${documents}`);
    const all = await db().select({ id: clients.id }).from(clients);
    const after = await counts(all.map((c) => c.id));
    for (const [kept, real] of Object.values(after))
      expect([kept, real]).toEqual([0, 0]);
  });
});
