import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "~/server/db/client.server";
import {
  countStatementsInto,
  currentStatementTally,
  type StatementTally,
} from "~/server/db/statement-count.server";
import { openTestDatabase, testDbKind } from "../support/test-database";

/**
 * The per-request statement tally behind http_request_db_statements
 * (db/statement-count.server.ts), on the app's own pools: a statement counts for the request
 * that sent it — through pool.query or a transaction's client — and for no one when no request
 * sent it, even when it waited for the connection another request was holding. The pool has one
 * connection on both databases here, as PGlite's always has, so waiting is certain.
 */
let connection: DatabaseConnection;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  ({ connection, cleanup } = await openTestDatabase("empty", { poolSize: 1 }));
});
afterAll(async () => cleanup?.());

const tally = (): StatementTally => ({ statements: 0 });
// Sent at once: a drizzle query is a thenable that runs when awaited, wherever that happens.
const select = async (n: number) => {
  await connection.db.execute(sql`select ${n}::int`);
};

describe(`statements counted per request on ${testDbKind()}`, () => {
  it("counts the first statement of a new connection once: the connection's own set-up is not the request's", async () => {
    const first = tally();
    await countStatementsInto(first, () => select(1));
    expect(first.statements).toBe(1);
    expect(currentStatementTally()).toBeUndefined();
  });

  it("counts each statement sent in the tally, and none sent outside one", async () => {
    const request = tally();
    await countStatementsInto(request, async () => {
      await select(1);
      await Promise.all([select(2), select(3)]);
    });
    await select(4);
    expect(request.statements).toBe(3);
  });

  it("counts a transaction's BEGIN, statements and COMMIT", async () => {
    const request = tally();
    await countStatementsInto(request, () =>
      connection.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await tx.execute(sql`select 2`);
      }),
    );
    expect(request.statements).toBe(4);
  });

  it("counts a statement that waited behind another request's transaction for the request that sent it, and background work for none", async () => {
    const holder = tally();
    const waiter = tally();
    const transactor = tally();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let began!: () => void;
    const begun = new Promise<void>((resolve) => (began = resolve));
    const transaction = countStatementsInto(holder, () =>
      connection.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        began();
        await released;
      }),
    );
    await begun;
    // All wait for the pool's one connection; the holder's release hands it on.
    const queued = countStatementsInto(waiter, () => select(2));
    const queuedTransaction = countStatementsInto(transactor, () =>
      connection.db.transaction(async (tx) => {
        await tx.execute(sql`select 3`);
      }),
    );
    const background = select(4);
    const backgroundTransaction = connection.db.transaction(async (tx) => {
      await tx.execute(sql`select 5`);
    });
    release();
    await Promise.all([
      transaction,
      queued,
      queuedTransaction,
      background,
      backgroundTransaction,
    ]);
    expect({
      holder: holder.statements,
      waiter: waiter.statements,
      transactor: transactor.statements,
    }).toEqual({ holder: 3, waiter: 1, transactor: 3 });
  });
});
