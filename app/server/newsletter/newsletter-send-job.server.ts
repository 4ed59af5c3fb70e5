import { sql } from "drizzle-orm";
import pg from "pg";
import { z } from "zod";
import type { Database } from "../db/client.server";
import { outbox } from "../db/schema.server";
import {
  PermanentJobError,
  type Job,
  type JobHandler,
} from "../jobs/job-worker.server";
import type { MailTransport } from "../mail/transport.server";
import type { SqlRunner } from "./newsletter-deliveries.server";
import {
  driveSendSlice,
  type NewsletterDriverOptions,
  type NewsletterLane,
} from "./newsletter-driver.server";
import { createFileSender, createSmtpSender } from "./newsletter-smtp.server";

/**
 * The `newsletter_send` job (decision 012's queue, decision 056): one run drives one slice of a
 * send and queues the next run, so a send of any size never holds the job worker for long and
 * survives restarts: the queue row is the send's heartbeat.
 */
export const NEWSLETTER_SEND_KIND = "newsletter_send";

const payloadSchema = z.object({ sendId: z.uuid() });

/** Queues a run of the send's driver, now or at `at`. */
export async function queueNewsletterSendJob(
  db: Database,
  sendId: string,
  at: Date = new Date(),
): Promise<void> {
  await db.insert(outbox).values({
    kind: NEWSLETTER_SEND_KIND,
    payload: { sendId },
    nextAttemptAt: at,
  });
}

/**
 * At start-up: a run for every send still `sending`, so a send whose driver died with its
 * process goes on once the dead driver's lease expires, not after the queue row's longer lease.
 */
export async function resumeNewsletterSends(db: Database): Promise<number> {
  const result = (await db.execute(sql`
    insert into outbox (kind, payload, next_attempt_at)
    select ${NEWSLETTER_SEND_KIND}, jsonb_build_object('sendId', id), coalesce(locked_until, now())
    from newsletter_sends where status = 'sending'
    returning id`)) as unknown as { rows: unknown[] };
  return result.rows.length;
}

/** Another run of this send waits in the queue (not the one running now). */
async function anotherRunWaits(db: Database, job: Job, sendId: string) {
  const result = (await db.execute(sql`
    select 1 from outbox
    where kind = ${NEWSLETTER_SEND_KIND} and payload->>'sendId' = ${sendId}
      and id <> ${job.id}::uuid and sent_at is null and dead_at is null
      and (locked_until is null or locked_until < now())
    limit 1`)) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

async function leaseEnd(db: Database, sendId: string): Promise<Date> {
  const result = (await db.execute(sql`
    select locked_until as "lockedUntil" from newsletter_sends where id = ${sendId}::uuid`)) as unknown as {
    rows: { lockedUntil: Date | string | null }[];
  };
  const until = result.rows[0]?.lockedUntil;
  return until ? new Date(until) : new Date();
}

export function createNewsletterSendHandler(
  options: NewsletterDriverOptions,
): JobHandler {
  const { db } = options;
  return async (job) => {
    const parsed = payloadSchema.safeParse(job.payload);
    if (!parsed.success)
      throw new PermanentJobError(
        "invalid newsletter_send payload: sendId is not a uuid",
      );
    const { sendId } = parsed.data;
    const result = await driveSendSlice(options, sendId);
    if (result.next === "continue") await queueNewsletterSendJob(db, sendId);
    else if (result.next === "wait")
      await queueNewsletterSendJob(db, sendId, result.until);
    else if (
      result.next === "busy" &&
      !(await anotherRunWaits(db, job, sendId))
    )
      // Driven elsewhere (or by a driver that died): look again when that lease ends.
      await queueNewsletterSendJob(db, sendId, await leaseEnd(db, sendId));
  };
}

/**
 * The lanes of a driver. SMTP: one persistent connection each; PostgreSQL: one dedicated,
 * otherwise idle client each, so the `sent` UPDATE is written the instant the end-of-data is
 * (never queued behind another query). PGlite is one session in this process: its pool.
 */
export function laneOpener(options: {
  db: Database;
  transport: MailTransport;
  smtpUrl?: string;
  databaseUrl?: string;
  statementTimeoutMs: number;
}): NewsletterDriverOptions["openLane"] {
  return async () => {
    const sender =
      options.smtpUrl && options.transport.kind === "smtp"
        ? createSmtpSender(options.smtpUrl)
        : createFileSender(options.transport);
    await sender.ready();
    let runner: SqlRunner;
    let closeRunner = async () => {};
    if (options.databaseUrl) {
      const client = new pg.Client({
        connectionString: options.databaseUrl,
        statement_timeout: options.statementTimeoutMs,
      });
      client.on("error", () => {});
      await client.connect();
      runner = client;
      closeRunner = () => client.end();
    } else {
      runner = (options.db as unknown as { $client: pg.Pool }).$client;
    }
    const lane: NewsletterLane = { runner, sender };
    return {
      ...lane,
      async close() {
        sender.close();
        await closeRunner().catch(() => {});
      },
    };
  };
}
