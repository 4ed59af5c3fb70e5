import type { DatabaseConnection } from "./client.server";
import { seedDemoAccounts } from "../sample-data/sample-accounts.server";
import { seedDatabase, type SeedResult } from "../sample-data/seed.server";

export type PreparedDatabase = SeedResult & { demoAccounts: boolean };

/**
 * What every process does to a database before it serves from it: apply the migrations, seed
 * an empty database (content everywhere; demo tenants and accounts only when `includeDemo`).
 * Several instances may do this at once on a new database: migrations run under an advisory
 * lock, and each seed step under its own (seed-lock.server.ts).
 */
export async function prepareDatabase(
  database: DatabaseConnection,
  options: { includeDemo: boolean },
): Promise<PreparedDatabase> {
  await database.migrate();
  const seeded = await seedDatabase(database.db, options);
  const demoAccounts = options.includeDemo
    ? await seedDemoAccounts(database.db)
    : false;
  return { ...seeded, demoAccounts };
}
