import { AsyncLocalStorage, AsyncResource } from "node:async_hooks";
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

/** Runs `work` uncounted: a connection's own set-up, say, which no page's code asked for. */
export function notCountedAsRequestWork<Result>(work: () => Result): Result {
  return tallies.exit(work);
}

type AnyQuery = (...args: unknown[]) => unknown;
type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * Counts every statement a pool's clients send — through pool.query, or on a client taken with
 * pool.connect() for a transaction — into the tally of the code that sent it.
 */
export function countStatementsOf(pool: pg.Pool): void {
  pool.on("connect", (client) => {
    const query = client.query as unknown as AnyQuery;
    (client as unknown as { query: AnyQuery }).query = function countedQuery(
      this: unknown,
      ...args: unknown[]
    ) {
      const tally = tallies.getStore();
      if (tally) tally.statements++;
      return query.apply(this, args);
    };
  });
  // pool.query takes a client with a callback, which a busy pool calls when another caller
  // releases one — in that caller's async context. Bound here, it runs in its own caller's, and
  // a statement queued behind another request's transaction counts for the request that sent it.
  const connect = pool.connect as unknown as (
    callback?: ConnectCallback,
  ) => unknown;
  (pool as unknown as { connect: typeof connect }).connect = function (
    this: pg.Pool,
    callback?: ConnectCallback,
  ) {
    return callback
      ? connect.call(this, AsyncResource.bind(callback))
      : connect.call(this);
  };
}
