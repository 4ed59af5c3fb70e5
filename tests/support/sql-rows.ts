import type { sql } from "drizzle-orm";
import type { Database, Transaction } from "~/server/db/client.server";

/** A database or the transaction inside one: where a test's raw SQL runs. */
export type Queryable = Database | Transaction;

/** The rows of one raw SQL statement, as plain objects (drizzle's `execute` result, untyped). */
export async function rowsOf<Row = Record<string, unknown>>(
  tx: Queryable,
  query: ReturnType<typeof sql>,
): Promise<Row[]> {
  return ((await tx.execute(query)) as unknown as { rows: Row[] }).rows;
}
