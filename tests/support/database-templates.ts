import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import {
  openDatabase,
  type DatabaseConnection,
} from "~/server/db/client.server";
import { seedDemoAccounts } from "~/server/sample-data/sample-accounts.server";
import { seedDatabase } from "~/server/sample-data/seed.server";
import { syncPageDocuments } from "~/server/search/page-documents.server";

/**
 * Databases made, migrated and seeded once per Vitest run, then copied for each test file
 * (docs/decisions/036-test-databases-copied-from-templates.md). The states, each the previous one
 * taken a step further as the app's own start-up would:
 * - empty: a new database (for PGlite, a new cluster: its initdb is most of PGlite's start-up cost);
 * - migrated: the migrations applied, nothing seeded;
 * - content: plus the content every environment seeds and the site's pages in the search index
 *   (what a production server leaves: its start-up writes the pages, about 0.5 s of CPU on PGlite,
 *   which each copy's start-up then finds done);
 * - demo: plus the demo tenants and the demo accounts (what a local or test server leaves).
 */
export type DatabaseState = "empty" | "migrated" | "content" | "demo";
/** The states a PostgreSQL template exists for (an empty database needs none). */
export type PreparedState = Exclude<DatabaseState, "empty">;
const STATES: readonly DatabaseState[] = [
  "empty",
  "migrated",
  "content",
  "demo",
];

/** Where the copies come from: a PGlite folder per state, or a PostgreSQL database per prepared state. */
export type DatabaseTemplates =
  | { kind: "pglite"; dirs: Record<DatabaseState, string> }
  | { kind: "postgres"; names: Record<PreparedState, string> };

declare module "vitest" {
  interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/** One step from the previous state to `state`, as the app's start-up does it (prepare-database.server.ts). */
async function advance(
  database: DatabaseConnection,
  state: DatabaseState,
): Promise<void> {
  if (state === "empty") return;
  if (state === "migrated") return database.migrate();
  if (state === "content") {
    await seedDatabase(database.db, { includeDemo: false });
    // What services.server.ts does next at every start (search.test.ts proves it does).
    await syncPageDocuments(database.db);
    return;
  }
  await seedDatabase(database.db, { includeDemo: true });
  await seedDemoAccounts(database.db);
}

/**
 * PostgreSQL's default shared_buffers (128 MB, what PGlite's initdb writes) is zeroed inside the
 * WebAssembly memory every time the database opens: about 0.5 s of CPU at each of the few hundred
 * opens a run makes (every integration file, spawned server and CLI run on a copy), for test
 * databases of about 25 MB. The copies get 16 MB; the e2e suite's servers, `npm start` and
 * production keep the default (docs/decisions/041-ci-fifteen-minutes.md).
 */
export const TEST_SHARED_BUFFERS = "16MB";

function shrinkSharedBuffers(pgliteDir: string): void {
  const file = path.join(pgliteDir, "postgresql.conf");
  const conf = fs.readFileSync(file, "utf8");
  const setting = /^shared_buffers = \S+/m;
  if (!setting.test(conf))
    throw new Error(`${file} has no shared_buffers line to shrink`);
  fs.writeFileSync(
    file,
    conf.replace(setting, `shared_buffers = ${TEST_SHARED_BUFFERS}`),
  );
}

/**
 * PGlite: one data folder per state, each a copy of the previous one taken forward. A copy
 * is `<dir>/pglite`, the folder the app opens inside DATA_DIR.
 */
export async function buildPgliteTemplates(): Promise<{
  templates: DatabaseTemplates;
  remove(): void;
}> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "site-db-templates-"));
  const dirs = {} as Record<DatabaseState, string>;
  let previous: string | null = null;
  for (const state of STATES) {
    const dir = path.join(root, state);
    if (previous)
      fs.cpSync(path.join(previous, "pglite"), path.join(dir, "pglite"), {
        recursive: true,
      });
    const database = await openDatabase({ kind: "pglite", dataDir: dir });
    try {
      await advance(database, state);
    } finally {
      await database.close();
    }
    shrinkSharedBuffers(path.join(dir, "pglite"));
    dirs[state] = dir;
    previous = dir;
  }
  return {
    templates: { kind: "pglite", dirs },
    remove: () => fs.rmSync(root, { recursive: true, force: true }),
  };
}

async function withAdmin<T>(
  adminUrl: string,
  work: (admin: pg.Client) => Promise<T>,
): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** PostgreSQL: one database per state, each created from the previous one (CREATE DATABASE … TEMPLATE). */
export async function buildPostgresTemplates(
  adminUrl: string,
): Promise<{ templates: DatabaseTemplates; remove(): Promise<void> }> {
  // Random names: other runs may use the same server at the same time.
  const prefix = `it_tpl_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  const names = {} as Record<PreparedState, string>;
  const remove = () =>
    withAdmin(adminUrl, async (admin) => {
      for (const name of Object.values(names).reverse())
        await admin.query(`drop database if exists ${name} with (force)`);
    });
  try {
    let previous: string | null = null;
    for (const state of STATES) {
      if (state === "empty") continue;
      const name = `${prefix}_${state}`;
      const source = previous;
      await withAdmin(adminUrl, (admin) =>
        admin.query(
          source
            ? `create database ${name} template ${source}`
            : `create database ${name}`,
        ),
      );
      names[state] = name;
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const database = await openDatabase({
        kind: "postgres",
        url: url.toString(),
        poolSize: 2,
      });
      try {
        await advance(database, state);
      } finally {
        // No session may stay on a template: CREATE DATABASE … TEMPLATE refuses while one does.
        await database.close();
      }
      previous = name;
    }
  } catch (error) {
    await remove();
    throw error;
  }
  return { templates: { kind: "postgres", names }, remove };
}
