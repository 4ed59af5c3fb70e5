// @ts-check
/**
 * The embedded database's own thread: PGlite (PostgreSQL compiled to WebAssembly) runs
 * here and answers the PostgreSQL wire protocol on a private Unix socket, so the HTTP
 * thread talks to it with node-postgres exactly as it talks to a PostgreSQL server, and
 * never stalls while a query runs. See docs/decisions/010-pglite-in-a-worker-thread.md.
 *
 * Plain JavaScript on purpose: worker threads do not inherit the TypeScript loader (tsx)
 * on Node 20, and this file must start the same way under `npm start`, Vitest and builds.
 * Its input and messages are typed in client.server.ts (PgliteWorkerData, PgliteWorkerMessage).
 */
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

const { dataDir, socketPath, maxConnections } = workerData;
const port = /** @type {import("node:worker_threads").MessagePort} */ (
  parentPort
);

try {
  // pg_trgm: the console's lead search is a trigram index lookup (drizzle/0004_staff_console.sql).
  // btree_gist: no host is booked twice at once, by an exclusion constraint (drizzle/0028_booking.sql).
  const extensions = { btree_gist, pg_trgm, unaccent };
  // The planner's default costs assume a disk where a random page read costs 4× a sequential
  // one. PGlite's pages are in memory, so the two cost the same: with the default, a search
  // matching 7 % of 100,000 leads scanned the whole table (22 ms) rather than its trigram
  // index (9 ms). docs/decisions/047-whole-documents-and-embedded-database-costs.md
  const startParams = [
    ...PGlite.defaultStartParams,
    ...["-c", "random_page_cost=1.1"],
  ];
  const options = { extensions, startParams };
  const db = dataDir
    ? await PGlite.create(dataDir, options)
    : await PGlite.create(options);
  const server = new PGLiteSocketServer({
    db,
    path: socketPath,
    maxConnections,
  });
  await server.start();
  port.on("message", (message) => {
    if (message?.type !== "close") return;
    // Stop accepting, then close PGlite so its files are consistent before the thread ends.
    void server
      .stop()
      .then(() => db.close())
      .finally(() => port.postMessage({ type: "closed" }));
  });
  port.postMessage({ type: "ready" });
} catch (error) {
  port.postMessage({
    type: "failed",
    message: error instanceof Error ? error.message : String(error),
  });
}
