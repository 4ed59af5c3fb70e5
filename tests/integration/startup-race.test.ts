import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase, type DatabaseConnection } from "~/server/db/client.server";
import { prepareDatabase } from "~/server/db/prepare-database.server";
import * as schema from "~/server/db/schema.server";
import { createPostgresDatabase, testDbKind } from "../support/test-database";

async function rowCounts(connection: DatabaseConnection) {
  const tables = { sectors: schema.sectors, publicProjects: schema.publicProjects, clients: schema.clients, leads: schema.leads, user: schema.user };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => [name, (await connection.db.select({ n: count() }).from(table))[0]?.n ?? 0] as const),
  );
  return Object.fromEntries(entries);
}

// Instances behind a load balancer start together on a new, empty database (a compose file,
// a rolling deploy, the cluster benchmark): each migrates and seeds at start-up.
describe.skipIf(testDbKind() !== "postgres")("several instances starting at once on an empty PostgreSQL database", () => {
  it("migrate and seed it exactly once, and every instance starts", async () => {
    const database = await createPostgresDatabase();
    const instances: DatabaseConnection[] = [];
    try {
      for (let i = 0; i < 4; i += 1) instances.push(await openDatabase({ kind: "postgres", url: database.url, poolSize: 3 }));
      const results = await Promise.allSettled(instances.map((instance) => prepareDatabase(instance, { includeDemo: true })));
      expect(results.map((result) => result.status)).toEqual(["fulfilled", "fulfilled", "fulfilled", "fulfilled"]);
      const seededBy = results.filter((result) => result.status === "fulfilled" && result.value.content);
      expect(seededBy).toHaveLength(1);

      const alone = await createPostgresDatabase();
      const reference = await openDatabase({ kind: "postgres", url: alone.url });
      try {
        await prepareDatabase(reference, { includeDemo: true });
        expect(await rowCounts(instances[0]!)).toEqual(await rowCounts(reference));
      } finally {
        await reference.close();
        await alone.drop();
      }
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
      await database.drop();
    }
  });
});
