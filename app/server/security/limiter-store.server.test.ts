import pino from "pino";
import { describe, expect, it } from "vitest";
import { openLimiterStore, outageReporter } from "./limiter-store.server";

function capturingLogger() {
  const lines: { level: number; msg: string; store?: string }[] = [];
  const logger = pino(
    { level: "info" },
    {
      write: (line: string) =>
        void lines.push(JSON.parse(line) as (typeof lines)[number]),
    },
  );
  return { logger, lines };
}

describe("the outage warning", () => {
  it("is logged at the first fallback, not again while fallbacks continue, and again after a quiet minute", () => {
    const { logger, lines } = capturingLogger();
    let clock = 1_000_000;
    const fellBack = outageReporter(logger, "redis", 60_000, () => clock);
    fellBack();
    for (let i = 0; i < 50; i++) {
      clock += 30_000; // a fallback every 30 s: one outage
      fellBack();
    }
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 40,
      store: "redis",
      msg: expect.stringContaining("per instance"),
    });
    clock += 61_000;
    fellBack();
    expect(lines).toHaveLength(2);
  });
});

describe("the memory store", () => {
  it("keeps each limiter's keys apart under the run's prefix", async () => {
    const store = await openLimiterStore({
      kind: "memory",
      keyPrefix: "unit",
      logger: capturingLogger().logger,
    });
    const form = store.create({
      keyPrefix: "form",
      points: 1,
      durationSeconds: 60,
    });
    const account = store.create({
      keyPrefix: "account-pages",
      points: 1,
      durationSeconds: 60,
    });
    await form.consume("203.0.113.1");
    await expect(form.consume("203.0.113.1")).rejects.toMatchObject({
      remainingPoints: 0,
    });
    await expect(account.consume("203.0.113.1")).resolves.toMatchObject({
      remainingPoints: 0,
    });
    expect(form.getKey("k")).toBe("unit:form:k");
    await store.close();
  });

  it("refuses to open a shared store without its URL", async () => {
    const { logger } = capturingLogger();
    await expect(
      openLimiterStore({ kind: "redis", keyPrefix: "unit", logger }),
    ).rejects.toThrow(/REDIS_URL/);
    await expect(
      openLimiterStore({ kind: "postgres", keyPrefix: "unit", logger }),
    ).rejects.toThrow(/DATABASE_URL/);
  });
});
