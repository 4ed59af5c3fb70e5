import fs from "node:fs";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type DatabaseConnection } from "~/server/db/client.server";
import { tempDataDir } from "./server-process";

export type TestDbKind = "pglite" | "postgres";

export function testDbKind(): TestDbKind {
  return process.env.TEST_DB_KIND === "postgres" ? "postgres" : "pglite";
}

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is required for the PostgreSQL integration project");
  return url;
}

/** A fresh, empty PostgreSQL database for one test file; dropped by the returned function. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `it_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`create database ${name}`);
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
 * An open, empty database of the project's kind: in-memory PGlite, or a new PostgreSQL
 * database. `cleanup` closes it (and drops the PostgreSQL database).
 */
export async function openTestDatabase(): Promise<{ connection: DatabaseConnection; cleanup(): Promise<void> }> {
  if (testDbKind() === "pglite") {
    const connection = await openDatabase({ kind: "pglite", dataDir: null });
    return { connection, cleanup: () => connection.close() };
  }
  const database = await createPostgresDatabase();
  const connection = await openDatabase({ kind: "postgres", url: database.url, poolSize: 4 });
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
 * (PostgreSQL) a fresh database in DATABASE_URL.
 */
export async function serverDatabaseEnv(dataDir: string): Promise<{
  env: Record<string, string>;
  cleanup(): Promise<void>;
}> {
  if (testDbKind() === "pglite") return { env: { DATA_DIR: dataDir }, cleanup: async () => {} };
  const database = await createPostgresDatabase();
  return { env: { DATA_DIR: dataDir, DATABASE_URL: database.url }, cleanup: database.drop };
}

/**
 * Hands out fresh server environments (DATA_DIR, and a database on PostgreSQL) and removes
 * them all afterwards: call `removeAll` from afterAll.
 */
export function serverEnvironments() {
  const dirs: string[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  return {
    async fresh(): Promise<Record<string, string>> {
      const dir = tempDataDir();
      dirs.push(dir);
      const { env, cleanup } = await serverDatabaseEnv(dir);
      cleanups.push(cleanup);
      return env;
    },
    async removeAll() {
      for (const cleanup of cleanups.splice(0)) await cleanup();
      for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
