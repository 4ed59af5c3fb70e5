import {
  openDatabase,
  type DatabaseConnection,
} from "../app/server/db/client.server";
import { SetupError, makeTempDir } from "./leads-support";
import {
  createPostgresBenchDatabase,
  postgresReachable,
} from "./portal-database";

/**
 * The databases a bench measures, each fresh: PGlite in a temporary folder, then PostgreSQL
 * when it answers (TEST_DATABASE_URL or DATABASE_URL, else the local server), skipped with a
 * line saying so when it does not. BENCH_DATABASES (`pglite`, `postgres` or both, the default)
 * picks. Each connection is closed, and the PostgreSQL database dropped, after its measure.
 */
export type BenchDatabase = {
  name: string;
  connection: DatabaseConnection;
  /** PGlite's folder, for a bench that then starts the server on the same data. */
  dataDir?: string;
};

export function wantedDatabases(): { pglite: boolean; postgres: boolean } {
  const wanted = (process.env.BENCH_DATABASES ?? "pglite,postgres")
    .split(",")
    .map((s) => s.trim());
  const choice = {
    pglite: wanted.includes("pglite"),
    postgres: wanted.includes("postgres"),
  };
  if (!choice.pglite && !choice.postgres)
    throw new SetupError("BENCH_DATABASES names neither pglite nor postgres");
  return choice;
}

/**
 * The PostgreSQL server a bench creates its database on (TEST_DATABASE_URL or DATABASE_URL, else
 * the local server), or null, with a line saying it is skipped, when it does not answer.
 */
export async function reachablePostgresAdminUrl(): Promise<string | null> {
  const adminUrl =
    process.env.TEST_DATABASE_URL ??
    process.env.DATABASE_URL ??
    "postgres://postgres@127.0.0.1:5432/postgres";
  if (await postgresReachable(adminUrl)) return adminUrl;
  console.log(
    `\n== PostgreSQL: not reachable at ${new URL(adminUrl).host}, skipped (set TEST_DATABASE_URL or DATABASE_URL).`,
  );
  return null;
}

export async function onEachBenchDatabase<T>(
  label: string,
  measure: (database: BenchDatabase) => Promise<T>,
): Promise<T[]> {
  const wanted = wantedDatabases();
  const results: T[] = [];
  if (wanted.pglite) {
    const dataDir = makeTempDir(`bench-${label}-data-`);
    const connection = await openDatabase({ kind: "pglite", dataDir });
    try {
      results.push(await measure({ name: "PGlite", connection, dataDir }));
    } finally {
      await connection.close();
    }
  }
  if (wanted.postgres) {
    const adminUrl = await reachablePostgresAdminUrl();
    if (!adminUrl) return results;
    const database = await createPostgresBenchDatabase(adminUrl, label);
    const connection = await openDatabase({
      kind: "postgres",
      url: database.url,
    });
    try {
      results.push(
        await measure({ name: `PostgreSQL ${database.version}`, connection }),
      );
    } finally {
      await connection.close();
      await database.drop();
    }
  }
  return results;
}
