import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  openDatabase,
  type DatabaseConnection,
} from "~/server/db/client.server";
import { demoClients, sectors, user } from "~/server/db/schema.server";
import { seedDemoAccounts } from "~/server/sample-data/sample-accounts.server";
import { seedDatabase } from "~/server/sample-data/seed.server";
import { createPostgresDatabase, testDbKind } from "../support/test-database";

/**
 * Two instances started together on one empty PostgreSQL database (a rolling deploy, the
 * compose file) seed it once: the second waits for the first's lock, then finds the rows.
 * Without the lock both found it empty and the second died on a unique key.
 * PostgreSQL only: the embedded database serves one process.
 */
describe.skipIf(testDbKind() !== "postgres")(
  "seeding from two instances at once",
  () => {
    let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
    let first: DatabaseConnection;
    let second: DatabaseConnection;

    beforeAll(async () => {
      database = await createPostgresDatabase();
      first = await openDatabase({
        kind: "postgres",
        url: database.url,
        poolSize: 2,
      });
      second = await openDatabase({
        kind: "postgres",
        url: database.url,
        poolSize: 2,
      });
      await Promise.all([first.migrate(), second.migrate()]);
    });

    afterAll(async () => {
      await first?.close();
      await second?.close();
      await database?.drop();
    });

    it("seeds content, demo tenants, the demo dashboard and the demo accounts once", async () => {
      const results = await Promise.all([
        seedDatabase(first.db, { includeDemo: true }),
        seedDatabase(second.db, { includeDemo: true }),
      ]);
      expect(results.filter((result) => result.content)).toHaveLength(1);
      expect(results.filter((result) => result.demo)).toHaveLength(1);
      expect(results.filter((result) => result.demoDashboard)).toHaveLength(1);
      const accounts = await Promise.all([
        seedDemoAccounts(first.db),
        seedDemoAccounts(second.db),
      ]);
      expect(accounts.filter(Boolean)).toHaveLength(1);

      const [sectorRows] = await first.db.select({ n: count() }).from(sectors);
      const [again] = await second.db.select({ n: count() }).from(sectors);
      expect(sectorRows!.n).toBeGreaterThan(0);
      expect(again!.n).toBe(sectorRows!.n);
      const [dashboards] = await first.db
        .select({ n: count() })
        .from(demoClients);
      expect(dashboards!.n).toBeGreaterThan(0);
      const [users] = await first.db.select({ n: count() }).from(user);
      expect(users!.n).toBeGreaterThan(0);
    });
  },
);
