import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { lockDataDir } from "./data-dir-lock.server";
import { autoPrepareStatements } from "./auto-prepare.server";
import { countStatementsOf } from "./statement-count.server";
import * as schema from "./schema.server";

export type Schema = typeof schema;
/** The one database type the data layer codes against: PGlite and node-postgres both satisfy it. */
export type Database = PgDatabase<
  PgQueryResultHKT,
  Schema,
  ExtractTablesWithRelations<Schema>
>;

/** The handle inside `db.transaction(async (tx) => …)`. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export type DatabaseConnection = {
  kind: "pglite" | "postgres";
  db: Database;
  /**
   * Applies pending migrations from drizzle/ (on PostgreSQL under an advisory lock); a test
   * may name another folder, e.g. the migrations an earlier release shipped.
   */
  migrate(migrationsFolder?: string): Promise<void>;
  /** Throws unless the database answers. */
  ping(): Promise<void>;
  close(): Promise<void>;
};

/**
 * How long a request may wait for the database: for a pooled connection, and for one
 * statement (PostgreSQL's statement_timeout). Without them a stalled database holds every
 * request, and /readyz, forever.
 */
export type DatabaseTimeouts = { connectMs: number; statementMs: number };
export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = {
  connectMs: 5000,
  statementMs: 15_000,
};

export type DatabaseOptions = (
  | { kind: "pglite"; dataDir: string | null } // null: in memory (tests)
  | { kind: "postgres"; url: string; poolSize?: number }
) & { timeouts?: DatabaseTimeouts };

export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), "drizzle");
// PGlite is one PostgreSQL session, whatever the number of sockets: two connections would
// share its prepared statements and settings, and could interleave the parts of one
// extended-protocol exchange. One connection keeps the session's state its own.
const PGLITE_POOL_SIZE = 1;
// Arbitrary but fixed: every instance of this app contends for the same advisory lock.
const MIGRATION_LOCK_KEY = 7_331_004_217;

export async function openDatabase(
  options: DatabaseOptions,
): Promise<DatabaseConnection> {
  const timeouts = options.timeouts ?? DEFAULT_DATABASE_TIMEOUTS;
  return options.kind === "pglite"
    ? openPglite(options.dataDir, timeouts)
    : openPostgres(options.url, options.poolSize ?? 10, timeouts);
}

/**
 * The embedded database runs in its own thread (pglite-worker.mjs) behind a private
 * Unix socket; this thread reaches it through node-postgres, like a PostgreSQL server.
 */
async function openPglite(
  dataDir: string | null,
  timeouts: DatabaseTimeouts,
): Promise<DatabaseConnection> {
  const lock = dataDir ? lockDataDir(dataDir) : undefined;
  const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), "pglite-socket-"));
  fs.chmodSync(socketDir, 0o700);
  let worker: PgliteThread | undefined;
  try {
    worker = await startPgliteThread({
      dataDir: dataDir ? path.join(dataDir, "pglite") : null,
      // node-postgres finds a Unix socket as <host>/.s.PGSQL.<port>.
      socketPath: path.join(socketDir, ".s.PGSQL.5432"),
      // More than the pool uses: node-postgres drops a connection after a failed query and
      // opens a new one at once, before the server has seen the old one close.
      maxConnections: PGLITE_POOL_SIZE + 3,
    });
  } catch (error) {
    fs.rmSync(socketDir, { recursive: true, force: true });
    lock?.release();
    throw error;
  }
  // No statement_timeout here: PGlite accepts the setting but, single-threaded in WebAssembly,
  // has no timer to cancel a statement with. The request deadline still answers in time.
  const pool = new pg.Pool({
    host: socketDir,
    user: "postgres",
    database: "postgres",
    max: PGLITE_POOL_SIZE,
    connectionTimeoutMillis: timeouts.connectMs,
  });
  // Every connection is the same PGlite session, so a new one inherits the named prepared
  // statements of the one it replaces — which its client does not know about and would try
  // to prepare again ("already exists"). Start each connection from a clean slate.
  pool.on("connect", (client) => {
    client.query("deallocate all").catch(() => {});
  });
  const thread = worker;
  return poolConnection("pglite", pool, async () => {
    try {
      await thread.close();
    } finally {
      fs.rmSync(socketDir, { recursive: true, force: true });
      lock?.release();
    }
  });
}

type PgliteThread = { close(): Promise<void> };

/** What pglite-worker.mjs is started with. */
type PgliteWorkerData = {
  /** The PGlite folder, or null for an in-memory database (tests). */
  dataDir: string | null;
  /** Unix socket path to listen on. */
  socketPath: string;
  /** How many client connections the socket server accepts at once. */
  maxConnections: number;
};

/** What pglite-worker.mjs says. */
type PgliteWorkerMessage =
  { type: "ready" } | { type: "failed"; message: string } | { type: "closed" };

function startPgliteThread(data: PgliteWorkerData): Promise<PgliteThread> {
  const worker = new Worker(
    fileURLToPath(new URL("./pglite-worker.mjs", import.meta.url)),
    { workerData: data },
  );
  return new Promise((resolve, reject) => {
    const fail = (error: Error) =>
      reject(
        new Error(`The embedded database could not start: ${error.message}`),
      );
    worker.once("error", fail);
    worker.once("exit", (code) =>
      fail(new Error(`its thread exited with code ${code}`)),
    );
    worker.once("message", (message: PgliteWorkerMessage) => {
      if (message.type === "failed") {
        void worker.terminate();
        fail(new Error(message.message));
        return;
      }
      worker.removeAllListeners("exit");
      worker.removeAllListeners("error");
      // A crash of the database thread after start-up is fatal: nothing can be stored.
      worker.on("error", (error) => {
        throw new Error(
          `The embedded database thread failed: ${error.message}`,
        );
      });
      resolve({
        close: () =>
          new Promise<void>((done) => {
            worker.once(
              "message",
              () => void worker.terminate().then(() => done()),
            );
            worker.once("exit", () => done());
            worker.postMessage({ type: "close" });
          }),
      });
    });
  });
}

async function openPostgres(
  url: string,
  poolSize: number,
  timeouts: DatabaseTimeouts,
): Promise<DatabaseConnection> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: timeouts.connectMs,
    // Sent in the start-up packet: the session default of every pooled connection.
    statement_timeout: timeouts.statementMs,
  });
  return poolConnection("postgres", pool, async () => {});
}

function poolConnection(
  kind: DatabaseConnection["kind"],
  pool: pg.Pool,
  afterClose: () => Promise<void>,
): DatabaseConnection {
  // An idle client that errors (server restart) must not crash the process; the next query reconnects.
  pool.on("error", () => {});
  // http_request_db_statements (statement-count.server.ts).
  countStatementsOf(pool);
  autoPrepareStatements(pool);
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  return {
    kind,
    db,
    async migrate(migrationsFolder = MIGRATIONS_FOLDER) {
      const client = await pool.connect();
      try {
        // Waiting for another instance's migration, or a long migration, is not a stall.
        await client.query("set statement_timeout = 0");
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        try {
          await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
        } finally {
          await client.query("select pg_advisory_unlock($1)", [
            MIGRATION_LOCK_KEY,
          ]);
          await client.query("reset statement_timeout");
        }
      } finally {
        client.release();
      }
    },
    async ping() {
      await pool.query("select 1");
    },
    async close() {
      try {
        await pool.end();
      } finally {
        await afterClose();
      }
    },
  };
}
