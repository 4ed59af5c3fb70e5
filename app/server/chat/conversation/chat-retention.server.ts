import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.server";
import {
  chatAttachments,
  chatConversations,
  leads,
  privacyLegalHolds,
  storedFiles,
} from "../../db/schema.server";
import type { FileStorage } from "~/domain/enums";
import { removeStoredFiles } from "../../storage/files.server";
import type { JobHandler } from "../../jobs/job-worker.server";
import type { Logger } from "../../logger.server";
import { dailyJob } from "../../jobs/daily-job.server";

/**
 * The chat's retention: a scheduled job in the outbox queue (decision 012), one
 * row per day (payload `{ slot: "YYYY-MM-DD" }`, unique per kind and slot), so any number of
 * instances may schedule the same run and only one row exists. A run deletes conversations
 * idle for longer than CHAT_RETENTION_DAYS (their messages and attachments cascade; their
 * stored files are deleted with them) and uploads never sent after a day. A conversation that
 * became a lead (a `leads` row with source 'chat' and source_id = its id) is the lead's record
 * and is left to the privacy retention run's lost-lead rule (app/server/privacy/
 * privacy-retention.server.ts); one whose visitor address is under a legal hold is kept.
 */
export const CHAT_RETENTION_KIND = "chat_retention";
/** Runs at this UTC hour, when the sites are quietest. */
export const RETENTION_HOUR_UTC = 3;
const UNSENT_UPLOAD_HOURS = 24;
/** Rows deleted per statement, so one run never holds a long transaction on a big backlog. */
const BATCH = 500;

const chatRetentionJob = dailyJob(CHAT_RETENTION_KIND, RETENTION_HOUR_UTC);

/** The first run time at RETENTION_HOUR_UTC strictly after `after`. */
export const nextRunAfter = chatRetentionJob.nextRunAfter;

/** Queues the run at `runAt` unless it is queued already (by this or another instance). */
export const scheduleChatRetention = chatRetentionJob.schedule;

type S3Objects = string | Array<{ bucket: string; key: string }> | null;

/** json_agg's answer: parsed by pg and PGlite alike, but a string should a driver not parse it. */
async function removeS3Objects(objects: S3Objects): Promise<void> {
  const list =
    typeof objects === "string"
      ? (JSON.parse(objects) as Array<{ bucket: string; key: string }>)
      : (objects ?? []);
  await removeStoredFiles(
    list.map((object) => ({ storage: "s3" as const, ...object })),
  );
}

export type RetentionCounts = {
  conversations: number;
  unsentUploads: number;
  files: number;
};

export async function deleteExpiredChats(
  db: Database,
  options: { now: Date; retentionDays: number },
): Promise<RetentionCounts> {
  const conversationCutoff = new Date(
    options.now.getTime() - options.retentionDays * 86_400_000,
  );
  const uploadCutoff = new Date(
    options.now.getTime() - UNSENT_UPLOAD_HOURS * 3_600_000,
  );
  const counts: RetentionCounts = {
    conversations: 0,
    unsentUploads: 0,
    files: 0,
  };

  for (;;) {
    // The conversations' stored files first (their attachment rows cascade), then the
    // conversations (messages cascade) — one statement, so a batch is all or nothing.
    const result = (await db.execute(sql`
      with expired as (
        select c.id from ${chatConversations} c where c.last_message_at < ${conversationCutoff.toISOString()}::timestamptz
          and not exists (select 1 from ${leads} l where l.source = 'chat' and l.source_id = c.id)
          and not exists (select 1 from ${privacyLegalHolds} h
            where h.released_at is null and h.email_key = lower(c.visitor_email))
        order by c.last_message_at limit ${BATCH}
      ), files as (
        delete from ${storedFiles} where id in (
          select ${chatAttachments.storedFileId} from ${chatAttachments} where ${chatAttachments.conversationId} in (select id from expired)
        ) returning storage, bucket, key
      ), conversations as (
        delete from ${chatConversations} where id in (select id from expired) returning 1
      )
      select (select count(*) from conversations)::int as conversations, (select count(*) from files)::int as files,
        (select json_agg(json_build_object('bucket', bucket, 'key', key)) from files where storage = 's3') as objects`)) as unknown as {
      rows: Array<{ conversations: number; files: number; objects: S3Objects }>;
    };
    const batch = result.rows[0] ?? {
      conversations: 0,
      files: 0,
      objects: null,
    };
    // The rows are gone (committed): now their objects, best effort (decision 023).
    await removeS3Objects(batch.objects);
    counts.conversations += Number(batch.conversations);
    counts.files += Number(batch.files);
    if (Number(batch.conversations) < BATCH) break;
  }

  for (;;) {
    const result = (await db.execute(sql`
      with unsent as (
        select ${chatAttachments.storedFileId} as file_id from ${chatAttachments}
        where ${chatAttachments.conversationId} is null and ${chatAttachments.createdAt} < ${uploadCutoff.toISOString()}::timestamptz
        limit ${BATCH}
      )
      delete from ${storedFiles} where id in (select file_id from unsent) returning storage, bucket, key`)) as unknown as {
      rows: Array<{ storage: FileStorage; bucket: string; key: string }>;
    };
    await removeStoredFiles(result.rows);
    counts.unsentUploads += result.rows.length;
    counts.files += result.rows.length;
    if (result.rows.length < BATCH) break;
  }
  return counts;
}

export function createChatRetentionHandler(options: {
  db: Database;
  logger: Logger;
  retentionDays: number;
  now?: () => Date;
}): JobHandler {
  return chatRetentionJob.handler(
    options.db,
    async ({ slot, startedAt }) => {
      const counts = await deleteExpiredChats(options.db, {
        now: startedAt,
        retentionDays: options.retentionDays,
      });
      options.logger.info(
        { slot, retentionDays: options.retentionDays, ...counts },
        "chat retention run",
      );
    },
    options.now,
  );
}
