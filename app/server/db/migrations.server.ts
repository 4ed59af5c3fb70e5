import fs from "node:fs";
import path from "node:path";
import { sql, type SQL } from "drizzle-orm";
import { MIGRATIONS_FOLDER, type Database } from "./client.server";

type Journal = { entries: { tag: string }[] };

/** How many migrations this build ships (drizzle/meta/_journal.json). */
export function shippedMigrationCount(folder = MIGRATIONS_FOLDER): number {
  const journal = JSON.parse(
    fs.readFileSync(path.join(folder, "meta", "_journal.json"), "utf8"),
  ) as Journal;
  return journal.entries.length;
}

// Both drivers answer raw SQL with an object holding `rows`.
async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** How many migrations the database has recorded as applied (0 before the first run). */
export async function appliedMigrationCount(db: Database): Promise<number> {
  const [exists] = await rows<{ present: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!exists?.present) return 0;
  const [result] = await rows<{ count: number }>(
    db,
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  return Number(result?.count ?? 0);
}
