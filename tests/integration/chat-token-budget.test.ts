import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTokenBudget,
  utcDay,
} from "~/server/chat/brain/token-budget.server";
import type { DatabaseConnection } from "~/server/db/client.server";
import { openTestDatabase } from "../support/test-database";

let connection: DatabaseConnection;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  ({ connection, cleanup } = await openTestDatabase("migrated"));
}, 60_000);

afterAll(async () => {
  await cleanup?.();
});

describe("the daily token budget", () => {
  it("adds usage per UTC day and is spent once the day's total reaches the budget", async () => {
    let clock = new Date("2026-03-01T23:59:00Z");
    const budget = createTokenBudget({
      db: connection.db,
      dailyTokens: 100,
      now: () => clock,
    });
    expect(await budget.isSpent()).toBe(false);
    await budget.record(60);
    expect(await budget.isSpent()).toBe(false);
    await budget.record(40);
    expect(await budget.usedToday()).toBe(100);
    expect(await budget.isSpent()).toBe(true);
    clock = new Date("2026-03-02T00:00:01Z");
    expect(await budget.isSpent()).toBe(false);
    expect(utcDay(clock)).toBe("2026-03-02");
  });

  it("sees another process's usage within the refresh interval", async () => {
    let clock = new Date("2026-04-01T10:00:00Z");
    const here = createTokenBudget({
      db: connection.db,
      dailyTokens: 50,
      now: () => clock,
      refreshMs: 5000,
    });
    const elsewhere = createTokenBudget({
      db: connection.db,
      dailyTokens: 50,
      now: () => clock,
    });
    expect(await here.isSpent()).toBe(false);
    await elsewhere.record(80);
    clock = new Date("2026-04-01T10:00:06Z");
    // The stale answer comes at once; the refresh it started brings the other process's usage.
    await here.isSpent();
    await expect.poll(() => here.isSpent()).toBe(true);
  });

  it("is always spent with a budget of 0", async () => {
    expect(
      await createTokenBudget({ db: connection.db, dailyTokens: 0 }).isSpent(),
    ).toBe(true);
  });
});
