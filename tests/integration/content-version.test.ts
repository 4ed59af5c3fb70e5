import fs from "node:fs";
import path from "node:path";
import { getTableName, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "~/server/db/client.server";
import * as schema from "~/server/db/schema.server";
import {
  setInsightPublished,
  writeContent,
} from "~/server/content/content-writes.server";
import { createLogger } from "~/server/logger.server";
import {
  CONTENT_CHANNEL,
  LISTENER_NAME,
  readContentVersion,
  startContentVersionWatcher,
  type ContentVersionWatcher,
} from "~/server/page-cache/content-version.server";
import { PROJECT_ROOT } from "../support/server-process";
import {
  createPostgresDatabase,
  openTestDatabase,
  testDbKind,
} from "../support/test-database";

/**
 * Every table the public pages read is a content table, and every write to a content table,
 * by any path, moves the content version in its own transaction (migration 0009) — the
 * page cache of every instance follows that version (app/server/page-cache/).
 */
let connection: DatabaseConnection;
let cleanup: () => Promise<void>;
let listenUrl: string | undefined;

beforeAll(async () => {
  if (testDbKind() === "postgres") {
    const database = await createPostgresDatabase("content");
    const { openDatabase } = await import("~/server/db/client.server");
    connection = await openDatabase({
      kind: "postgres",
      url: database.url,
      poolSize: 4,
    });
    listenUrl = database.url;
    cleanup = async () => {
      await connection.close();
      await database.drop();
    };
  } else {
    ({ connection, cleanup } = await openTestDatabase("content"));
  }
}, 180_000);
afterAll(async () => cleanup?.());

/** The schema tables imported by the modules that feed the public pages and their chat, by SQL name. */
function tablesReadByPublicPages(): string[] {
  const files = [
    "app/server/content/case-studies.server.ts",
    "app/server/content/insights.server.ts",
    "app/server/content/row-capabilities.server.ts",
    // The media library's images on those pages (docs/decisions/052-media-library.md).
    "app/server/media/media-store.server.ts",
    // The answers staff wrote for the chat assistant every public page carries: its knowledge
    // is rebuilt on the content version (docs/decisions/057, drizzle/0024).
    "app/server/chat/brain/curated-documents.server.ts",
    ...fs
      .readdirSync(path.join(PROJECT_ROOT, "app/server/seo"))
      .filter((f) => f.endsWith(".server.ts"))
      .map((f) => `app/server/seo/${f}`),
  ];
  const names = new Set<string>();
  for (const file of files) {
    const source = fs.readFileSync(path.join(PROJECT_ROOT, file), "utf8");
    for (const match of source.matchAll(
      /import\s*\{([^}]*)\}\s*from\s*"[^"]*db\/schema\.server"/g,
    )) {
      for (const name of (match[1] ?? "")
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean)) {
        const value = (schema as Record<string, unknown>)[name];
        if (value instanceof PgTable) names.add(getTableName(value));
      }
    }
  }
  // An image's files are written once with their asset and deleted with it (never changed), so
  // the asset's trigger covers them; stored_files holds every other upload too.
  for (const immutable of ["media_variants", "stored_files"])
    names.delete(immutable);
  return [...names].sort();
}

async function tablesWithTrigger(): Promise<string[]> {
  const result = (await connection.db.execute(
    sql`select c.relname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid
        join pg_proc p on p.oid = t.tgfoid where p.proname = 'bump_content_version' and not t.tgisinternal order by 1`,
  )) as unknown as { rows: { name: string }[] };
  return result.rows.map((row) => row.name);
}

const version = () => readContentVersion(connection.db);

describe(`content version on ${testDbKind()}`, () => {
  it("covers every table the public pages read", async () => {
    const read = tablesReadByPublicPages();
    // A sanity check of the parse: the four kinds of content and their links.
    expect(read).toEqual(
      expect.arrayContaining([
        "insights",
        "public_projects",
        "sectors",
        "capabilities",
        "content_types",
        "project_capabilities",
        "insight_capabilities",
      ]),
    );
    expect(await tablesWithTrigger()).toEqual(read);
  });

  it("moves on every insert, update, delete and truncate of each content table, in the writer's transaction", async () => {
    for (const table of await tablesWithTrigger()) {
      const name = sql.identifier(table);
      for (const statement of [
        sql`insert into ${name} select * from ${name} where false`,
        sql`update ${name} set ${sql.identifier(await firstColumn(table))} = ${sql.identifier(await firstColumn(table))} where false`,
        sql`delete from ${name} where false`,
      ]) {
        const before = await version();
        await connection.db.execute(statement);
        expect(await version(), `${table}: ${JSON.stringify(statement)}`).toBe(
          before + 1,
        );
      }
      // Rolled back with the write: no version for a write that never happened.
      const before = await version();
      await expect(
        connection.db.transaction(async (tx) => {
          await tx.execute(sql`delete from ${name} where false`);
          expect(await readContentVersion(tx)).toBe(before + 1);
          throw new Error("roll back");
        }),
      ).rejects.toThrow("roll back");
      expect(await version()).toBe(before);
    }
    // TRUNCATE too (inside a rolled-back transaction, to keep the seed).
    const before = await version();
    await expect(
      connection.db.transaction(async (tx) => {
        await tx.execute(sql`truncate insight_capabilities`);
        expect(await readContentVersion(tx)).toBe(before + 1);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
  });

  it("leaves the version alone on writes to other tables", async () => {
    const before = await version();
    await connection.db.execute(
      sql`update clients set name = name where false`,
    );
    expect(await version()).toBe(before);
  });

  it("tells a watcher of this process at once through the write helper, with no version check", async () => {
    const watcher = await startContentVersionWatcher({
      db: connection.db,
      pollMs: 3_600_000,
      logger: createLogger("silent"),
    });
    try {
      let changes = 0;
      watcher.onChange(() => (changes += 1));
      const [draft] = await connection.db
        .select()
        .from(schema.insights)
        .limit(1);
      await setInsightPublished(connection.db, draft!.id, true);
      expect(changes).toBe(1);
      expect(watcher.current()).toBe(await version());
      // A write helper call that wrote nothing of the content changes nothing.
      await writeContent(connection.db, async (tx) =>
        tx.execute(sql`select 1`),
      );
      expect(changes).toBe(1);
    } finally {
      await watcher.stop();
    }
  });

  it("catches a write it was not told about at the next version check", async () => {
    const watcher = await startContentVersionWatcher({
      db: connection.db,
      pollMs: 200,
      logger: createLogger("silent"),
    });
    try {
      const before = watcher.current();
      await connection.db.execute(sql`delete from sectors where false`);
      await expect
        .poll(() => watcher.current(), { timeout: 10_000 })
        .toBe(before + 1);
    } finally {
      await watcher.stop();
    }
  });
});

describe.runIf(testDbKind() === "postgres")(
  "content version across PostgreSQL connections",
  () => {
    let watcher: ContentVersionWatcher;
    beforeAll(async () => {
      watcher = await startContentVersionWatcher({
        db: connection.db,
        listenUrl,
        pollMs: 3_600_000,
        logger: createLogger("silent"),
      });
    });
    afterAll(async () => watcher?.stop());

    it("hears another connection's write by NOTIFY, on commit only", async () => {
      const other = new pg.Client({ connectionString: listenUrl });
      await other.connect();
      try {
        const before = watcher.current();
        await other.query("begin");
        await other.query("update insights set title = title where false");
        // A committed notification sent after that write, with a version between the two: a
        // listener hears notifications in order, so once it has heard this one it would have
        // heard the write's before it (and kept the higher number) had that been sent.
        await connection.db.execute(
          sql`select pg_notify(${CONTENT_CHANNEL}, ${String(before + 0.5)})`,
        );
        await expect
          .poll(() => watcher.current(), { timeout: 10_000 })
          .toBe(before + 0.5);
        await other.query("commit");
        await expect
          .poll(() => watcher.current(), { timeout: 10_000 })
          .toBe(before + 1);
      } finally {
        await other.end();
      }
    });

    it("reconnects its LISTEN connection when it is killed, and catches up on what it missed", async () => {
      // This file's database only: other test files' servers listen on the same server, under the same name.
      const admin = new pg.Client({ connectionString: listenUrl });
      await admin.connect();
      try {
        const killed = await admin.query(
          "select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()",
          [LISTENER_NAME],
        );
        expect(killed.rowCount).toBeGreaterThan(0);
        // Written while nobody listens: only the reconnect's catch-up read can see it.
        await admin.query("update sectors set name = name where false");
        const target = await version();
        await expect
          .poll(() => watcher.current(), { timeout: 15_000 })
          .toBe(target);
        await expect
          .poll(
            async () =>
              (
                await admin.query(
                  "select count(*)::int as n from pg_stat_activity where application_name = $1 and datname = current_database()",
                  [LISTENER_NAME],
                )
              ).rows[0].n,
            { timeout: 15_000 },
          )
          .toBe(1);
        // And it listens again.
        await admin.query("update sectors set name = name where false");
        await expect
          .poll(() => watcher.current(), { timeout: 10_000 })
          .toBe(target + 1);
      } finally {
        await admin.end();
      }
    });
  },
);

async function firstColumn(table: string): Promise<string> {
  const result = (await connection.db.execute(
    sql`select a.attname as name from pg_attribute a join pg_class c on c.oid = a.attrelid
        where c.relname = ${table} and c.relnamespace = 'public'::regnamespace and a.attnum > 0 and not a.attisdropped order by a.attnum limit 1`,
  )) as unknown as { rows: { name: string }[] };
  return result.rows[0]!.name;
}
