import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TEST_SHARED_BUFFERS } from "../support/database-templates";
import { openTestDatabase, testDbKind } from "../support/test-database";

/**
 * The copies every PGlite test opens carry the smaller shared_buffers the templates were given
 * (database-templates.ts): if PGlite stopped reading postgresql.conf, each open would quietly go
 * back to zeroing 128 MB.
 */
describe.runIf(testDbKind() === "pglite")("PGlite test databases", () => {
  it.each(["empty", "demo"] as const)(
    "a copy of the %s template opens with the tests' shared_buffers",
    async (state) => {
      const { connection, cleanup } = await openTestDatabase(state);
      try {
        // PGlite's driver answers { rows }, node-postgres's an array: only PGlite runs this.
        const result = (await connection.db.execute(
          sql`show shared_buffers`,
        )) as unknown as { rows: { shared_buffers: string }[] };
        expect(result.rows[0]?.shared_buffers).toBe(TEST_SHARED_BUFFERS);
      } finally {
        await cleanup();
      }
    },
  );
});
