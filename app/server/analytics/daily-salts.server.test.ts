import { describe, expect, it } from "vitest";
import type { Database } from "~/server/db/client.server";
import { createSaltKeeper } from "./daily-salts.server";

/** A database whose upsert of a salt is counted and answers asynchronously. */
function countingDb() {
  const stored = Buffer.alloc(32, 7).toString("base64");
  const calls = { inserts: 0, fail: false };
  const db = {
    insert: () => ({
      values: () => ({
        onConflictDoUpdate: () => ({
          returning: async () => {
            calls.inserts += 1;
            // Answers later than the call: every caller in one batch has asked by then.
            await Promise.resolve();
            if (calls.fail) throw new Error("database away");
            return [{ salt: stored }];
          },
        }),
      }),
    }),
  } as unknown as Database;
  return { db, calls, stored };
}

describe("the daily salt keeper", () => {
  it("asks the database once for a day, however many events ask at the same time", async () => {
    const { db, calls, stored } = countingDb();
    const keeper = createSaltKeeper(db);
    const salts = await Promise.all(
      Array.from({ length: 500 }, () => keeper.saltFor("2026-11-20")),
    );
    expect(calls.inserts).toBe(1);
    expect(new Set(salts.map((salt) => salt.toString("base64")))).toEqual(
      new Set([stored]),
    );
    await keeper.saltFor("2026-11-20");
    expect(calls.inserts).toBe(1);
  });

  it("asks again after a failed attempt instead of keeping the failure", async () => {
    const { db, calls } = countingDb();
    const keeper = createSaltKeeper(db);
    calls.fail = true;
    await expect(keeper.saltFor("2026-11-21")).rejects.toThrow("database away");
    calls.fail = false;
    await expect(keeper.saltFor("2026-11-21")).resolves.toBeInstanceOf(Buffer);
    expect(calls.inserts).toBe(2);
  });
});
