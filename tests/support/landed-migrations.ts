import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect } from "vitest";
import {
  MIGRATIONS_FOLDER,
  type DatabaseConnection,
} from "~/server/db/client.server";
import { openTestDatabase } from "./test-database";

type Journal = { entries: { tag: string }[] };

/**
 * The migrations folder as a release that ended with `lastTag` shipped it, in a temporary
 * folder: a database migrated from it, then by `connection.migrate()`, is one that upgrades.
 */
export function migrationsUpTo(lastTag: string): string {
  const journal = JSON.parse(
    fs.readFileSync(
      path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"),
      "utf8",
    ),
  ) as Journal;
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  expect(last, `${lastTag} in the journal`).toBeGreaterThan(0);
  const entries = journal.entries.slice(0, last + 1);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "landed-migrations-"));
  fs.mkdirSync(path.join(folder, "meta"));
  fs.writeFileSync(
    path.join(folder, "meta", "_journal.json"),
    JSON.stringify({ ...journal, entries }),
  );
  for (const { tag } of entries)
    fs.copyFileSync(
      path.join(MIGRATIONS_FOLDER, `${tag}.sql`),
      path.join(folder, `${tag}.sql`),
    );
  return folder;
}

/**
 * An upgrade test's set-up: an empty database (opened before the file's tests, dropped after)
 * and the migrations as the release ending with `lastTag` shipped them. Read its fields inside
 * a test, once `beforeAll` has run.
 */
export function landedDatabase(lastTag: string): {
  connection: DatabaseConnection;
  folder: string;
} {
  const landed = {} as { connection: DatabaseConnection; folder: string };
  let cleanup: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const opened = await openTestDatabase("empty", { poolSize: 1 });
    landed.connection = opened.connection;
    cleanup = opened.cleanup;
    landed.folder = migrationsUpTo(lastTag);
  });
  afterAll(async () => {
    await cleanup?.();
    if (landed.folder)
      fs.rmSync(landed.folder, { recursive: true, force: true });
  });
  return landed;
}
