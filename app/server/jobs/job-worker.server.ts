import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { outbox } from "../db/schema.server";
import type { Logger } from "../logger.server";
import { startPollingLoop } from "./polling-loop.server";
import { countJobRun } from "../metrics/metrics-registry.server";

/**
 * The app's job queue is the `outbox` table (decision 012): a job is a row (`kind`, `payload`)
 * written in the same statement or transaction as the data it is about, and this worker runs
 * it with the handler registered for its kind. E-mail is the only kind today.
 *
 * Exactly one successful run per job across any number of workers: a worker claims ONE due row
 * at a time under a random lease token, renews the lease while the handler runs, and records
 * the result only with an UPDATE that compares that token. Failures are retried with doubling
 * back-off up to `maxAttempts`; then, or at once for a PermanentJobError, the row is dead.
 */
export type Job = {
  id: string;
  kind: string;
  payload: unknown;
  attempts: number;
};
export type JobHandler = (job: Job) => Promise<void>;

/** Thrown by a handler when retrying cannot help (invalid payload, a permanent SMTP answer). */
export class PermanentJobError extends Error {
  override name = "PermanentJobError";
}

export type JobWorker = {
  /** Runs what is due now, one job at a time; resolves with how many jobs succeeded. */
  runOnce(): Promise<number>;
  /** No new claims; the job in flight finishes and records its result. */
  stop(): Promise<void>;
};

export type JobWorkerOptions = {
  db: Database;
  logger: Logger;
  handlers: Readonly<Record<string, JobHandler>>;
  pollMs: number;
  /** Attempts before a job that keeps failing is dead. */
  maxAttempts: number;
  /** How long a claim holds a row without renewal; renewed every third of it while working. */
  leaseMs?: number;
  /** First retry delay (doubling, at most 15 min). Defaults to 5 × pollMs. */
  retryBaseMs?: number;
  /**
   * What "due" is measured against: the database's clock unless given. Tests drive it to run
   * a job scheduled for later (a scheduled publication) without waiting for it.
   */
  now?: () => Date;
};

export const DEFAULT_LEASE_MS = 120_000;
const MAX_DELAY_MS = 15 * 60 * 1000;
/** Jobs one run claims at most, so a run (and a graceful stop) stays bounded. */
const JOBS_PER_RUN = 20;

export function retryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_DELAY_MS);
}

/** Logs and stored reasons must not carry e-mail addresses in full: `k***@example.org`. */
export function maskAddresses(text: string): string {
  return text.replace(
    /([\p{L}\p{N}])[\p{L}\p{N}._%+'-]*@([\p{L}\p{N}.-]+)/gu,
    "$1***@$2",
  );
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

type Outcome =
  | { kind: "done" }
  | { kind: "retry"; error: string; delayMs: number }
  | { kind: "dead"; reason: string };

export function startJobWorker(options: JobWorkerOptions): JobWorker {
  const { db, logger, handlers, pollMs, maxAttempts } = options;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const retryBaseMs = options.retryBaseMs ?? pollMs * 5;

  async function claimOne(token: string): Promise<Job | undefined> {
    const due = options.now
      ? sql`${options.now().toISOString()}::timestamptz`
      : sql`now()`;
    const result = (await db.execute(sql`
      update outbox
      set locked_until = now() + make_interval(secs => ${leaseMs / 1000}), attempts = attempts + 1, lease_token = ${token}::uuid
      where id = (
        select id from outbox
        where sent_at is null and dead_at is null and next_attempt_at <= ${due}
          and (locked_until is null or locked_until < now())
        order by next_attempt_at, created_at
        limit 1
        for update skip locked
      )
      returning id, kind, payload, attempts`)) as unknown as { rows: Job[] };
    return result.rows[0];
  }

  /** Extends the lease while the handler works; false once another claim owns the row. */
  async function renew(job: Job, token: string): Promise<boolean> {
    const result = (await db.execute(sql`
      update outbox set locked_until = now() + make_interval(secs => ${leaseMs / 1000})
      where id = ${job.id}::uuid and lease_token = ${token}::uuid
      returning id`)) as unknown as { rows: unknown[] };
    return result.rows.length > 0;
  }

  async function runWithRenewal(
    job: Job,
    token: string,
    handler: JobHandler,
  ): Promise<void> {
    let leaseLost = false;
    let finished = false;
    const timer = setInterval(
      () => {
        renew(job, token)
          .then((held) => {
            // A renewal still in flight when the handler finished may land after the result.
            if (!held && !leaseLost && !finished) {
              leaseLost = true;
              logger.warn(
                { outboxId: job.id, kind: job.kind },
                "job lease lost while working; its result will not be recorded",
              );
            }
          })
          .catch((error: unknown) =>
            logger.warn(
              { outboxId: job.id, err: errorMessage(error) },
              "job lease renewal failed",
            ),
          );
      },
      Math.max(50, Math.floor(leaseMs / 3)),
    );
    try {
      await handler(job);
    } finally {
      finished = true;
      clearInterval(timer);
    }
  }

  async function attempt(job: Job, token: string): Promise<Outcome> {
    const handler = handlers[job.kind];
    if (!handler)
      return { kind: "dead", reason: `no handler for job kind "${job.kind}"` };
    if (job.attempts > maxAttempts) {
      // Claimed again after its last attempt recorded nothing: the process stopped during it.
      return {
        kind: "dead",
        reason: `gave up after ${maxAttempts} attempts without a recorded result (the worker stopped during them)`,
      };
    }
    try {
      await runWithRenewal(job, token, handler);
      return { kind: "done" };
    } catch (error) {
      const message = maskAddresses(errorMessage(error));
      if (error instanceof PermanentJobError)
        return { kind: "dead", reason: message };
      if (job.attempts >= maxAttempts)
        return {
          kind: "dead",
          reason: `gave up after ${job.attempts} attempts; last error: ${message}`,
        };
      return {
        kind: "retry",
        error: message,
        delayMs: retryDelayMs(job.attempts, retryBaseMs),
      };
    }
  }

  /** Records the outcome only if this claim still holds the row. */
  async function record(
    job: Job,
    token: string,
    outcome: Outcome,
  ): Promise<boolean> {
    const released = { lockedUntil: null, leaseToken: null };
    const values =
      outcome.kind === "done"
        ? { ...released, sentAt: new Date(), lastError: null }
        : outcome.kind === "retry"
          ? {
              ...released,
              lastError: outcome.error.slice(0, 1000),
              nextAttemptAt: new Date(Date.now() + outcome.delayMs),
            }
          : {
              ...released,
              deadAt: new Date(),
              deadReason: outcome.reason.slice(0, 1000),
              lastError: outcome.reason.slice(0, 1000),
            };
    const rows = await db
      .update(outbox)
      .set(values)
      .where(and(eq(outbox.id, job.id), eq(outbox.leaseToken, token)))
      .returning({ id: outbox.id });
    return rows.length > 0;
  }

  async function runJob(job: Job, token: string): Promise<boolean> {
    const outcome = await attempt(job, token);
    // job_runs_total: a kind without a handler is one label, whatever the row says.
    const kindLabel = handlers[job.kind] ? job.kind : "unregistered";
    if (!(await record(job, token, outcome))) {
      countJobRun(kindLabel, "lease_lost");
      logger.error(
        {
          outboxId: job.id,
          kind: job.kind,
          attempts: job.attempts,
          outcome: outcome.kind,
        },
        "job lease was lost before its result could be recorded; another worker owns it now, so nothing was recorded",
      );
      return false;
    }
    countJobRun(
      kindLabel,
      outcome.kind === "done"
        ? "succeeded"
        : outcome.kind === "retry"
          ? "failed"
          : "dead",
    );
    const context = {
      outboxId: job.id,
      kind: job.kind,
      attempts: job.attempts,
    };
    if (outcome.kind === "retry") {
      logger.warn(
        { ...context, retryInMs: outcome.delayMs, err: outcome.error },
        "job failed; will retry",
      );
    } else if (outcome.kind === "dead") {
      logger.error(
        { ...context, reason: outcome.reason },
        "job is dead: it will not be retried",
      );
    }
    return outcome.kind === "done";
  }

  async function runDue(): Promise<number> {
    let succeeded = 0;
    for (
      let claimed = 0;
      claimed < JOBS_PER_RUN && !loop.isStopped();
      claimed++
    ) {
      const token = randomUUID();
      const job = await claimOne(token);
      if (!job) break;
      try {
        if (await runJob(job, token)) succeeded++;
      } catch (error) {
        // Recording failed (database gone?): the lease expires and the job is retried later.
        logger.error(
          { outboxId: job.id, kind: job.kind, err: errorMessage(error) },
          "job result could not be recorded",
        );
      }
    }
    return succeeded;
  }

  // Stopping lets the job in progress finish and record its result before the database closes.
  const loop = startPollingLoop({
    pollMs,
    logger,
    failure: "job worker run failed",
    run: runDue,
  });
  return { runOnce: loop.runOnce, stop: loop.stop };
}
