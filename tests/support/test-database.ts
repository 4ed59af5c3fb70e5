import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { describe, inject } from "vitest";
import {
  openDatabase,
  type DatabaseConnection,
} from "~/server/db/client.server";
import type { DatabaseState, PreparedState } from "./database-templates";
import { tempDataDir } from "./server-process";

export type { DatabaseState, PreparedState };

export type TestDbKind = "pglite" | "postgres";

export function testDbKind(): TestDbKind {
  return process.env.TEST_DB_KIND === "postgres" ? "postgres" : "pglite";
}

/**
 * A suite whose subject is the HTTP edge (parsing, deadlines, body limits, which spellings a
 * rate limit counts, Retry-After): the database is only the server's fixture, so it runs in the
 * PGlite project and is skipped in the PostgreSQL one rather than repeated (decision 076).
 */
export const describeEdge = describe.runIf(testDbKind() === "pglite");

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url)
    throw new Error(
      "TEST_DATABASE_URL is required for the PostgreSQL integration project",
    );
  return url;
}

/** The project's template databases, made by its global setup (database-templates.setup.ts). */
function templates() {
  const provided = inject("databaseTemplates");
  if (!provided)
    throw new Error(
      "No template databases: the integration projects' globalSetup (tests/support/database-templates.setup.ts) did not run",
    );
  return provided;
}

/**
 * Puts a copy of the PGlite template in `state` where the app opens its database in DATA_DIR
 * (`dataDir`/pglite), so opening it skips PGlite's initdb (and the migrations and seed the state includes).
 */
export function copyPgliteTemplate(
  state: DatabaseState,
  dataDir: string,
): void {
  const provided = templates();
  if (provided.kind !== "pglite")
    throw new Error(`The ${testDbKind()} project has no PGlite templates`);
  fs.cpSync(
    path.join(provided.dirs[state], "pglite"),
    path.join(dataDir, "pglite"),
    { recursive: true },
  );
}

/**
 * A fresh PostgreSQL database for one test file, dropped by the returned function: empty, or a
 * copy of the template in state `from` (migrated, and seeded as a server's start-up seeds).
 */
export async function createPostgresDatabase(
  from?: PreparedState,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `it_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  let template = "";
  if (from) {
    const provided = templates();
    if (provided.kind !== "postgres")
      throw new Error(
        `The ${testDbKind()} project has no PostgreSQL templates`,
      );
    template = ` template ${provided.names[from]}`;
  }
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`create database ${name}${template}`);
  await admin.end();
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl() });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * An open database of the project's kind, a copy of the template in state `from`: empty by
 * default. PGlite's copy is a folder of its own (a new in-memory database would run initdb);
 * PostgreSQL's a new database. `cleanup` closes it and removes the folder or drops the database.
 * `poolSize` is PostgreSQL's (PGlite's pool always has one connection): 1 to read what one
 * connection's session holds, or to make a second caller wait for the first.
 */
export async function openTestDatabase(
  from: DatabaseState = "empty",
  { poolSize = 4 }: { poolSize?: number } = {},
): Promise<{ connection: DatabaseConnection; cleanup(): Promise<void> }> {
  if (testDbKind() === "pglite") {
    const dataDir = tempDataDir();
    copyPgliteTemplate(from, dataDir);
    const connection = await openDatabase({ kind: "pglite", dataDir });
    return {
      connection,
      async cleanup() {
        await connection.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const database = await createPostgresDatabase(
    from === "empty" ? undefined : from,
  );
  const connection = await openDatabase({
    kind: "postgres",
    url: database.url,
    poolSize,
  });
  return {
    connection,
    async cleanup() {
      await connection.close();
      await database.drop();
    },
  };
}

/**
 * Environment for a spawned server of the project's database kind: a fresh DATA_DIR, plus
 * (PostgreSQL) a fresh database in DATABASE_URL. The database is empty, or a copy of the
 * template in state `from`: a server started on it finds nothing to migrate or seed.
 */
export async function serverDatabaseEnv(
  dataDir: string,
  from?: DatabaseState,
): Promise<{
  env: Record<string, string>;
  cleanup(): Promise<void>;
}> {
  if (testDbKind() === "pglite") {
    if (from) copyPgliteTemplate(from, dataDir);
    return { env: { DATA_DIR: dataDir }, cleanup: async () => {} };
  }
  const database = await createPostgresDatabase(
    from === "empty" ? undefined : from,
  );
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: database.url },
    cleanup: database.drop,
  };
}

/**
 * Hands out fresh server environments (DATA_DIR, and a database on PostgreSQL) and removes
 * them all afterwards: call `removeAll` from afterAll.
 */
export function serverEnvironments() {
  const dirs: string[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  return {
    /** A new DATA_DIR (and PostgreSQL database): empty, or a copy of the template in state `from`. */
    async fresh(from?: DatabaseState): Promise<Record<string, string>> {
      const dir = tempDataDir();
      dirs.push(dir);
      const { env, cleanup } = await serverDatabaseEnv(dir, from);
      cleanups.push(cleanup);
      return env;
    },
    async removeAll() {
      for (const cleanup of cleanups.splice(0)) await cleanup();
      for (const dir of dirs.splice(0))
        fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
