import type { DatabaseConnection } from "./client.server";
import { seedDemoAccounts } from "./seed/demo-accounts.server";
import { seedDatabase, type SeedResult } from "./seed/seed.server";

export type PreparedDatabase = SeedResult & { demoAccounts: boolean };

/**
 * What every process does to a database before it serves from it: apply the migrations, seed
 * an empty database (content everywhere; demo tenants and accounts only when `includeDemo`).
 *
 * One process at a time: each seed step checks for its marker rows and then inserts, which two
 * instances starting together on a new database would both do (duplicate rows, or a unique
 * violation that stops the second instance). The second one waits, then finds the seed there.
 */
export async function prepareDatabase(database: DatabaseConnection, options: { includeDemo: boolean }): Promise<PreparedDatabase> {
  return database.exclusively(async () => {
    await database.migrate();
    const seeded = await seedDatabase(database.db, options);
    const demoAccounts = options.includeDemo ? await seedDemoAccounts(database.db) : false;
    return { ...seeded, demoAccounts };
  });
}
