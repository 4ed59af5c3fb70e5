import {
  openDatabase,
  type DatabaseConnection,
} from "../app/server/db/client.server";
import { DataDirLockedError } from "../app/server/db/data-dir-lock.server";
import type { Env } from "../app/server/env.server";

/** A mistake the operator can fix: the commands print it as it is and exit with code 1. */
export class OperatorError extends Error {}

/**
 * The server's own database (DATABASE_URL, else the embedded one in DATA_DIR), for the
 * operator's commands. `whileServerRuns` finishes the sentence said when the embedded
 * database is held by the running server.
 */
export async function openServerDatabase(
  env: Env,
  whileServerRuns: string,
): Promise<DatabaseConnection> {
  const timeouts = {
    connectMs: env.dbConnectTimeoutMs,
    statementMs: env.dbStatementTimeoutMs,
  };
  try {
    return await openDatabase(
      env.databaseUrl
        ? { kind: "postgres", url: env.databaseUrl, timeouts }
        : { kind: "pglite", dataDir: env.dataDir, timeouts },
    );
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new OperatorError(
        `The embedded database in ${env.dataDir} is in use by another process (pid ${error.holderPid}), most likely the running server. ` +
          `The embedded database serves one process at a time: ${whileServerRuns}`,
      );
    }
    throw error;
  }
}
