import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect } from "vitest";
import { MIGRATIONS_FOLDER } from "~/server/db/client.server";

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
