import { z } from "zod";
import type { Database } from "../db/client.server";
import { outbox } from "../db/schema.server";
import { PermanentJobError, type JobHandler } from "./job-worker.server";

/**
 * A job that runs once a day at a fixed UTC hour (the chat's retention, privacy retention):
 * one outbox row per day (payload `{ slot: "YYYY-MM-DD" }`, unique per kind and slot), so any
 * number of instances may schedule the same run and only one row exists (decision 012). Each
 * run queues the next before it works, so a run that fails (and is retried) never breaks the
 * chain, and one that starts early cannot queue itself.
 */
const payloadSchema = z.object({
  slot: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});

export type DailyJob = {
  kind: string;
  hourUtc: number;
  /** The first run time at the job's hour strictly after `after`. */
  nextRunAfter(after: Date): Date;
  /** Queues the run at `runAt` unless it is queued already (by this or another instance). */
  schedule(db: Database, runAt: Date): Promise<void>;
  /** The job's handler: checks the payload, queues the next run, then runs `work`. */
  handler(
    db: Database,
    work: (run: { slot: string; startedAt: Date }) => Promise<void>,
    now?: () => Date,
  ): JobHandler;
};

export function dailyJob(kind: string, hourUtc: number): DailyJob {
  const nextRunAfter = (after: Date) => {
    const run = new Date(
      Date.UTC(
        after.getUTCFullYear(),
        after.getUTCMonth(),
        after.getUTCDate(),
        hourUtc,
      ),
    );
    if (run <= after) run.setUTCDate(run.getUTCDate() + 1);
    return run;
  };
  const schedule = async (db: Database, runAt: Date) => {
    await db
      .insert(outbox)
      .values({
        kind,
        payload: { slot: runAt.toISOString().slice(0, 10) },
        nextAttemptAt: runAt,
      })
      .onConflictDoNothing();
  };
  return {
    kind,
    hourUtc,
    nextRunAfter,
    schedule,
    handler:
      (db, work, now = () => new Date()) =>
      async (job) => {
        const payload = payloadSchema.safeParse(job.payload);
        if (!payload.success)
          throw new PermanentJobError(
            `invalid ${kind.replaceAll("_", " ")} payload: expected { slot: "YYYY-MM-DD" }`,
          );
        const startedAt = now();
        const slotRun = new Date(
          `${payload.data.slot}T${String(hourUtc).padStart(2, "0")}:00:00Z`,
        );
        await schedule(
          db,
          nextRunAfter(slotRun > startedAt ? slotRun : startedAt),
        );
        await work({ slot: payload.data.slot, startedAt });
      },
  };
}
