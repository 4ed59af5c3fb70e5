import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { outbox, storedFiles } from "../db/schema.server";
import type { Logger } from "../logger.server";
import type { MailTransport, OutgoingMail } from "./transport.server";

/**
 * Email is never sent inside a request. The request writes an outbox row in the same
 * transaction as the data it is about; this worker delivers it, retrying with back-off,
 * and marks it sent. Rows are claimed with SKIP LOCKED and a lease, so two instances never
 * send the same row at once.
 */
export type OutboxMessage = {
  to: string[];
  replyTo?: string;
  subject: string;
  text: string;
  /** Stored files to attach (e.g. a résumé), read at send time. */
  attachmentFileIds?: string[];
};

const LEASE_SECONDS = 120;
const MAX_DELAY_MS = 15 * 60 * 1000;

export function retryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_DELAY_MS);
}

export type OutboxWorker = {
  /** Delivers what is due now; resolves with how many messages were sent. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
};

export function startOutboxWorker(options: {
  db: Database;
  transport: MailTransport;
  logger: Logger;
  from: string;
  messageIdDomain: string;
  pollMs: number;
}): OutboxWorker {
  const { db, transport, logger, pollMs } = options;
  let running: Promise<number> | null = null;
  let stopped = false;

  async function claimDue() {
    const result = (await db.execute(sql`
      update outbox set locked_until = now() + make_interval(secs => ${LEASE_SECONDS}), attempts = attempts + 1
      where id in (
        select id from outbox
        where sent_at is null and next_attempt_at <= now() and (locked_until is null or locked_until < now())
        order by created_at
        limit 20
        for update skip locked
      )
      returning id, kind, payload, attempts`)) as unknown as {
      rows: { id: string; kind: string; payload: OutboxMessage; attempts: number }[];
    };
    return result.rows;
  }

  async function attachmentsFor(message: OutboxMessage): Promise<OutgoingMail["attachments"]> {
    if (!message.attachmentFileIds?.length) return undefined;
    const files = await db.select().from(storedFiles).where(inArray(storedFiles.id, message.attachmentFileIds));
    return files.map((file) => ({ filename: file.name, content: Buffer.from(file.content), contentType: file.mimeType }));
  }

  async function deliver(): Promise<number> {
    let sent = 0;
    for (const row of await claimDue()) {
      try {
        await transport.send({
          messageId: `<outbox-${row.id}@${options.messageIdDomain}>`,
          from: options.from,
          to: row.payload.to,
          replyTo: row.payload.replyTo,
          subject: row.payload.subject,
          text: row.payload.text,
          attachments: await attachmentsFor(row.payload),
        });
        await db
          .update(outbox)
          .set({ sentAt: new Date(), lockedUntil: null, lastError: null })
          .where(eq(outbox.id, row.id));
        sent++;
      } catch (error) {
        const delay = retryDelayMs(row.attempts, pollMs * 5);
        const message = error instanceof Error ? error.message : String(error);
        await db
          .update(outbox)
          .set({ lockedUntil: null, lastError: message.slice(0, 1000), nextAttemptAt: new Date(Date.now() + delay) })
          .where(and(eq(outbox.id, row.id)));
        logger.warn({ outboxId: row.id, kind: row.kind, attempts: row.attempts, retryInMs: delay, err: message }, "mail delivery failed; will retry");
      }
    }
    return sent;
  }

  function runOnce(): Promise<number> {
    running ??= deliver().finally(() => {
      running = null;
    });
    return running;
  }

  const timer = setInterval(() => {
    if (stopped) return;
    runOnce().catch((error: unknown) => logger.error({ err: error }, "outbox worker failed"));
  }, pollMs);
  timer.unref();

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      // Let a delivery in progress finish and record its result before the database closes.
      await running?.catch(() => 0);
    },
  };
}
