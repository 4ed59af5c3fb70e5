import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "~/server/db/client.server";
import { rowsOf } from "../support/sql-rows";
import { openTestDatabase, testDbKind } from "../support/test-database";

/**
 * Repeated statements become named prepared statements on the app's own pool
 * (db/auto-prepare.server.ts), read from the database's own list of them, pg_prepared_statements:
 * a statement from its third call, the same results before and after, never a pattern match,
 * and again on a connection that replaced a broken one. One connection, as PGlite's pool always
 * has, so the list read is the connection's that ran the statements.
 */
let connection: DatabaseConnection;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  ({ connection, cleanup } = await openTestDatabase("empty", { poolSize: 1 }));
});
afterAll(async () => cleanup?.());

/** The prepared statements of the pool's connection whose text contains `marker`. */
async function preparedWith(marker: string): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    connection.db,
    sql`select name from pg_prepared_statements where statement like ${"%" + marker + "%"} and statement not like '%pg_prepared_statements%'`,
  );
  return rows.map((row) => row.name);
}

describe(`repeated statements prepared on ${testDbKind()}`, () => {
  it("prepares a statement from its third call, with the same answers before and after", async () => {
    const answers: number[] = [];
    for (let n = 1; n <= 5; n++) {
      const rows = await rowsOf<{ doubled: number }>(
        connection.db,
        sql`select ${n}::int * 2 as doubled /* marker-doubling */`,
      );
      answers.push(Number(rows[0]!.doubled));
      const prepared = await preparedWith("marker-doubling");
      expect(prepared, `after call ${n}`).toHaveLength(n < 3 ? 0 : 1);
      for (const name of prepared) expect(name).toMatch(/^auto_\d+$/);
    }
    expect(answers).toEqual([2, 4, 6, 8, 10]);
  });

  it("never prepares a pattern match: its plan depends on the pattern", async () => {
    for (const term of ["harb", "an", "lantern", "x", "ocean"]) {
      await connection.db.execute(
        sql`select ${"harbour lantern"} like ${"%" + term + "%"} as found /* marker-pattern */`,
      );
    }
    expect(await preparedWith("marker-pattern")).toEqual([]);
  });

  it("prepares again on a connection that replaced a broken one", async () => {
    const run = () =>
      rowsOf<{ seven: number }>(
        connection.db,
        sql`select ${7}::int as seven /* marker-again */`,
      );
    for (let i = 0; i < 3; i++) await run();
    expect(await preparedWith("marker-again")).toHaveLength(1);
    // The server ends this connection; the pool opens a new one for the next statement.
    await connection.db
      .execute(sql`select pg_terminate_backend(pg_backend_pid())`)
      .catch(() => undefined);
    const rows = await run().catch(async () => run());
    expect(Number(rows[0]!.seven)).toBe(7);
    expect(await preparedWith("marker-again")).toHaveLength(1);
  });
});
