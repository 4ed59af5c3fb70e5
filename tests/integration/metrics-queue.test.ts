import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { outbox } from "~/server/db/schema.server";
import type { DatabaseConnection } from "~/server/db/client.server";
import {
  PermanentJobError,
  startJobWorker,
} from "~/server/jobs/job-worker.server";
import { createLogger } from "~/server/logger.server";
import { createJobQueueDepthSource } from "~/server/metrics/job-queue-metrics.server";
import {
  appMetrics,
  setJobQueueDepthSource,
} from "~/server/metrics/metrics-registry.server";
import { parseExposition, valueOf } from "../support/prometheus-text";
import { openTestDatabase, testDbKind } from "../support/test-database";

/**
 * The job queue's metrics against a real database: depth by kind and state read at scrape time,
 * a scrape that a stalled database cannot hang, and the worker's run counters.
 */
let connection: DatabaseConnection;
let cleanup: () => Promise<void>;
const logger = createLogger("silent");

beforeAll(async () => {
  ({ connection, cleanup } = await openTestDatabase("migrated"));
});
afterAll(async () => {
  setJobQueueDepthSource(null);
  await cleanup?.();
});
beforeEach(async () => {
  await connection.db.delete(outbox);
});

const scrape = async () =>
  parseExposition(await appMetrics().registry.metrics());
const minutes = (n: number) => new Date(Date.now() + n * 60_000);

describe(`job queue metrics on ${testDbKind()}`, () => {
  it("reads the depth by kind and state at scrape time; sent rows are not depth", async () => {
    setJobQueueDepthSource(
      createJobQueueDepthSource({ db: connection.db, logger }),
    );
    await connection.db.insert(outbox).values([
      { kind: "lead_notification", payload: {} },
      { kind: "lead_notification", payload: {} },
      { kind: "lead_notification", payload: {}, nextAttemptAt: minutes(10) },
      {
        kind: "lead_notification",
        payload: {},
        lockedUntil: minutes(2),
        attempts: 1,
      },
      {
        kind: "lead_acknowledgement",
        payload: {},
        deadAt: new Date(),
        deadReason: "test",
      },
      { kind: "lead_acknowledgement", payload: {}, sentAt: new Date() },
    ]);
    const exposition = await scrape();
    expect(valueOf(exposition, "job_queue_depth_readable")).toBe(1);
    const depth = (kind: string, state: string) =>
      valueOf(exposition, "job_queue_depth", { kind, state });
    expect(depth("lead_notification", "due")).toBe(2);
    expect(depth("lead_notification", "scheduled")).toBe(1);
    expect(depth("lead_notification", "leased")).toBe(1);
    expect(depth("lead_acknowledgement", "dead")).toBe(1);
    expect(
      valueOf(exposition, "job_queue_depth", { kind: "lead_acknowledgement" }),
    ).toBe(1);

    // Read again, not remembered: the next scrape sees the queue as it is then.
    await connection.db.delete(outbox);
    const emptied = await scrape();
    expect(valueOf(emptied, "job_queue_depth")).toBe(0);
    expect(valueOf(emptied, "job_queue_depth_readable")).toBe(1);
  });

  it("answers a scrape within its deadline while the database is stalled, without the depth", async () => {
    setJobQueueDepthSource(
      createJobQueueDepthSource({ db: connection.db, logger, timeoutMs: 500 }),
    );
    await connection.db
      .insert(outbox)
      .values({ kind: "lead_notification", payload: {} });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    // A transaction holds the outbox exclusively (and, on the embedded database, its one connection).
    const holder = connection.db.transaction(async (tx) => {
      await tx.execute(sql`lock table outbox in access exclusive mode`);
      locked();
      await held;
    });
    try {
      await lockTaken;
      const started = Date.now();
      const stalled = await scrape();
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(valueOf(stalled, "job_queue_depth_readable")).toBe(0);
      expect(
        stalled.samples.filter((sample) => sample.name === "job_queue_depth"),
      ).toEqual([]);
      // The rest of the metrics are still there.
      expect(
        valueOf(stalled, "process_cpu_user_seconds_total"),
      ).toBeGreaterThan(0);
    } finally {
      release();
      await holder;
    }
    await expect
      .poll(
        async () =>
          valueOf(await scrape(), "job_queue_depth", {
            kind: "lead_notification",
            state: "due",
          }),
        { timeout: 20_000 },
      )
      .toBe(1);
  });

  it("counts the worker's runs by kind and outcome", async () => {
    const runs = () => scrape();
    const before = await runs();
    await connection.db.insert(outbox).values([
      { kind: "metrics_ok", payload: {} },
      { kind: "metrics_flaky", payload: {} },
      { kind: "metrics_broken", payload: {} },
      { kind: "metrics_nobody_handles_this", payload: {} },
    ]);
    const worker = startJobWorker({
      db: connection.db,
      logger,
      pollMs: 3_600_000,
      maxAttempts: 3,
      handlers: {
        metrics_ok: async () => {},
        metrics_flaky: async () => {
          throw new Error("temporary");
        },
        metrics_broken: async () => {
          throw new PermanentJobError("never deliverable");
        },
      },
    });
    try {
      expect(await worker.runOnce()).toBe(1);
    } finally {
      await worker.stop();
    }
    const after = await runs();
    const delta = (kind: string, outcome: string) =>
      valueOf(after, "job_runs_total", { kind, outcome }) -
      valueOf(before, "job_runs_total", { kind, outcome });
    expect(delta("metrics_ok", "succeeded")).toBe(1);
    expect(delta("metrics_flaky", "failed")).toBe(1);
    expect(delta("metrics_broken", "dead")).toBe(1);
    // A kind without a handler is one label, whatever the row says.
    expect(delta("unregistered", "dead")).toBe(1);
    const runSamples = after.samples.filter(
      (sample) => sample.name === "job_runs_total",
    );
    expect(
      runSamples.some(
        (sample) => sample.labels.kind === "metrics_nobody_handles_this",
      ),
    ).toBe(false);
  });
});
