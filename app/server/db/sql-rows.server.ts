import type { SQL } from "drizzle-orm";
import type { Database, Transaction } from "./client.server";

export type Queryable = Database | Transaction;

// Both drivers answer raw SQL with an object holding `rows`.
export async function rowsOf<T>(db: Queryable, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
