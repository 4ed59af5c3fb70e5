import { AsyncLocalStorage } from "node:async_hooks";
import type pg from "pg";

/**
 * Database statements per request (http_request_db_statements, docs/decisions/026-metrics.md):
 * the HTTP listener runs each request in a tally of its own, and every query sent through a
 * pool's client while that tally is current counts one — BEGIN and COMMIT included, since each
 * is a round trip. Work that was not started by a request (the job worker, the content-version
 * poll, start-up) runs outside any tally and is never counted.
 */
export type StatementTally = { statements: number };

// A module-level store, not one on globalThis: the pools that count (client.server.ts,
// limiter-store.server.ts) and the listener that opens the tallies (http-app.server.ts) are all
// made by server.ts's module graph; route modules only call those pools.
const tallies = new AsyncLocalStorage<StatementTally>();

/** Runs `listener` (and everything it starts) counting statements into `tally`. */
export function countStatementsInto<Args extends unknown[], Result>(
  tally: StatementTally,
  listener: (...args: Args) => Result,
  ...args: Args
): Result {
  return tallies.run(tally, listener, ...args);
}

/** The current request's tally, or undefined outside a request. */
export function currentStatementTally(): StatementTally | undefined {
  return tallies.getStore();
}

type AnyQuery = (...args: unknown[]) => unknown;

/**
 * Counts every statement a pool sends into the tally of the code that sent it: each call of
 * pool.query where it is made, and each query on a client taken with pool.connect() (a
 * transaction) while it is checked out. pool.query takes its own client with a callback, which a
 * busy pool calls when some other caller releases one — in that caller's async context — so its
 * statement is counted at the call, never on that client; and the statements a new connection
 * sends while it is set up are no request's.
 */
export function countStatementsOf(pool: pg.Pool): void {
  const poolQuery = pool.query as unknown as AnyQuery;
  (pool as unknown as { query: AnyQuery }).query = function countedQuery(
    this: unknown,
    ...args: unknown[]
  ) {
    const tally = tallies.getStore();
    if (tally) tally.statements++;
    return poolQuery.apply(this, args);
  };

  const checkedOut = new WeakSet<object>();
  pool.on("connect", (client) => {
    const clientQuery = client.query as unknown as AnyQuery;
    (client as unknown as { query: AnyQuery }).query = function countedQuery(
      this: unknown,
      ...args: unknown[]
    ) {
      const tally = checkedOut.has(client) ? tallies.getStore() : undefined;
      if (tally) tally.statements++;
      return clientQuery.apply(this, args);
    };
  });
  const connect = pool.connect as unknown as (callback?: unknown) => unknown;
  (pool as unknown as { connect: typeof connect }).connect = function (
    this: pg.Pool,
    callback?: unknown,
  ) {
    // With a callback: pool.query's own checkout (above).
    if (callback) return connect.call(this, callback);
    return (connect.call(this) as Promise<pg.PoolClient>).then((client) => {
      checkedOut.add(client);
      const release = client.release;
      client.release = (...args: Parameters<typeof release>) => {
        checkedOut.delete(client);
        return release(...args);
      };
      return client;
    });
  };
}
