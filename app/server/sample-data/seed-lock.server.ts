import { sql } from "drizzle-orm";
import type { Database } from "../db/client.server";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

// Arbitrary but fixed, beside the migration lock's key (client.server.ts).
const SEED_LOCK_KEY = 7_331_004_218;

/**
 * Several instances started at once on one empty PostgreSQL database (a rolling deploy, a
 * compose file) would each find it empty and insert the same seed rows: the second fails on a
 * unique key and does not start. Each seeding transaction takes this transaction-scoped lock
 * first and then checks for its rows, so the second instance waits and finds them.
 */
export async function holdSeedLock(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
}
