import { sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { withDeadline } from "../deadline.server";
import type { Logger } from "../logger.server";
import type {
  JobQueueDepthSource,
  JobQueueReading,
  JobQueueState,
} from "./metrics-registry.server";

/** A scrape waits this long for the queue's depth; then it answers without it. */
export const JOB_QUEUE_READ_TIMEOUT_MS = 1000;

/**
 * job_queue_depth, read from the outbox at scrape time: every unfinished row by kind and state
 * — dead (given up), leased (a worker holds it), due (waiting for a worker now) or scheduled
 * (a retry's back-off or a future run). Sent rows are history, not depth.
 *
 * A slow database must not hang a scrape: the scrape waits at most `timeoutMs` and then reports
 * no depth (job_queue_depth_readable 0). The query itself cannot be cancelled, so while it is
 * still running later scrapes wait on it instead of starting another: a stalled database gets
 * one query from the metrics, not one per scrape.
 */
export function createJobQueueDepthSource(options: {
  db: Database;
  logger: Logger;
  timeoutMs?: number;
}): JobQueueDepthSource {
  const { db, logger } = options;
  const timeoutMs = options.timeoutMs ?? JOB_QUEUE_READ_TIMEOUT_MS;
  let inFlight: Promise<JobQueueReading> | null = null;

  async function query(): Promise<JobQueueReading> {
    const result = (await db.execute(sql`
      select kind,
        case
          when dead_at is not null then 'dead'
          when locked_until is not null and locked_until > now() then 'leased'
          when next_attempt_at <= now() then 'due'
          else 'scheduled'
        end as state,
        count(*)::int as count
      from outbox
      where sent_at is null
      group by 1, 2`)) as unknown as {
      rows: { kind: string; state: JobQueueState; count: number | string }[];
    };
    return result.rows.map((row) => ({
      kind: row.kind,
      state: row.state,
      count: Number(row.count),
    }));
  }

  const reason = (error: unknown) =>
    error instanceof Error ? error.message : String(error);

  return async () => {
    // Never rejects: a query that fails after its scrape gave up must not become an unhandled rejection.
    inFlight ??= query()
      .catch((error: unknown) => {
        logger.warn(
          { err: reason(error) },
          "metrics: could not read the job queue's depth",
        );
        return null;
      })
      .finally(() => {
        inFlight = null;
      });
    try {
      return await withDeadline(
        inFlight,
        timeoutMs,
        () => new Error(`the database did not answer within ${timeoutMs} ms`),
      );
    } catch (error) {
      logger.warn(
        { err: reason(error) },
        "metrics: could not read the job queue's depth",
      );
      return null;
    }
  };
}
