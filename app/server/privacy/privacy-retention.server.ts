import {
  and,
  desc,
  eq,
  inArray,
  isNotNull,
  lt,
  lte,
  or,
  sql,
} from "drizzle-orm";
import { GENERAL_APPLICATION } from "~/domain/forms/lead-forms";
import {
  emptyRetentionCounts,
  retentionCutoffs,
  type RetentionCounts,
  type RetentionPeriods,
  type RetentionRule,
} from "~/domain/privacy/retention-rules";
import { CLOSED_PRIVACY_REQUEST_STATUSES } from "~/domain/privacy/privacy-enums";
import type { Database, Transaction } from "../db/client.server";
import {
  auditLog,
  blueprintLeads,
  chatAttachments,
  chatConversations,
  contactRequests,
  getStartedRequests,
  jobApplications,
  leadNotes,
  leads,
  outbox,
  privacyConsents,
  privacyLegalHolds,
  privacyRequests,
  storedFiles,
} from "../db/schema.server";
import { dailyJob } from "../jobs/daily-job.server";
import type { JobHandler } from "../jobs/job-worker.server";
import type { Logger } from "../logger.server";
import { removeStoredFiles } from "../storage/files.server";
import { storedFilePlaceColumns } from "../storage/stored-file-columns.server";
import { PRIVACY_MAIL_KIND } from "./privacy-mail.server";

/**
 * The privacy retention run (docs/privacy.md, decision 072): a scheduled
 * job in the outbox queue like the chat's retention (decision 012), one row per day slot, so
 * any number of instances may schedule it and only one row exists. Each rule deletes what is
 * past its period, in batches whose rows are locked with SKIP LOCKED, so two runs at once
 * delete each row once and their counts add up. An active legal hold on a row's address keeps
 * it. Stored files are deleted after their rows commit (decision 023). Each run's counts are
 * logged and kept as an audit entry (`privacy.retention_run`), which the console shows.
 */
export const PRIVACY_RETENTION_KIND = "privacy_retention";
export const PRIVACY_RETENTION_ACTION = "privacy.retention_run";
/** An hour after the chat's run (03:00 UTC), so the two never compete for the same rows. */
export const PRIVACY_RETENTION_HOUR_UTC = 4;
/** Rows per transaction: one run never holds long locks on a big backlog. */
const BATCH = 200;

const privacyRetentionJob = dailyJob(
  PRIVACY_RETENTION_KIND,
  PRIVACY_RETENTION_HOUR_UTC,
);

/** The first run time at PRIVACY_RETENTION_HOUR_UTC strictly after `after`. */
export const nextPrivacyRetentionAfter = privacyRetentionJob.nextRunAfter;

/** Queues the run at `runAt` unless it is queued already (by this or another instance). */
export const schedulePrivacyRetention = privacyRetentionJob.schedule;

type FileRef = { storage: "database" | "s3"; bucket: string; key: string };

const iso = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** No active legal hold names this address (an email_key column: lower(email)). */
const notHeld = (emailKey: unknown) =>
  sql`not exists (select 1 from ${privacyLegalHolds} h where h.released_at is null and h.email_key = ${emailKey})`;

/** When a lead was last worked: its row's last change or its newest note (lastContactOf). */
const lastContact = sql`greatest(${leads.updatedAt}, coalesce((select max(n.created_at) from ${leadNotes} n where n.lead_id = ${leads.id}), ${leads.updatedAt}))`;

/** The applicant asked us to keep the résumé and has not withdrawn it. */
const keepsResume = sql`exists (select 1 from ${privacyConsents} pc where pc.purpose = 'keep_resume' and pc.withdrawn_at is null and pc.subject_table = 'job_applications' and pc.subject_id = ${leads.sourceId})`;

const unsolicited = sql`exists (select 1 from ${jobApplications} ja where ja.id = ${leads.sourceId} and ja.job_title = ${GENERAL_APPLICATION})`;

/** Which leads each lead rule covers (lastContact and holds are added by the caller). */
const LEAD_RULES = {
  applications: sql`${leads.source} = 'job_application' and not ${keepsResume} and not ${unsolicited}`,
  kept_resumes: sql`${leads.source} = 'job_application' and ${keepsResume}`,
  unsolicited_applications: sql`${leads.source} = 'job_application' and not ${keepsResume} and ${unsolicited}`,
  lost_leads: sql`${leads.source} <> 'job_application'`,
} as const;

/**
 * Deletes one batch of leads with everything that is theirs: the inbox row (its notes
 * cascade; a booking keeps its own copy of the details and loses the link), the source row,
 * an application's résumé file and keep-my-résumé consent, a chat's conversation (messages and
 * attachments cascade) and its files. Returns the stored files whose bytes to remove.
 */
async function deleteLeads(
  tx: Transaction,
  batch: Array<{ id: string; source: string; sourceId: string }>,
): Promise<FileRef[]> {
  const of = (source: string) =>
    batch.filter((row) => row.source === source).map((row) => row.sourceId);
  await tx.delete(leads).where(
    inArray(
      leads.id,
      batch.map((row) => row.id),
    ),
  );
  const files: FileRef[] = [];
  for (const [source, table] of [
    ["blueprint", blueprintLeads],
    ["contact", contactRequests],
    ["get_started", getStartedRequests],
  ] as const) {
    const ids = of(source);
    if (ids.length > 0) await tx.delete(table).where(inArray(table.id, ids));
  }
  const applicationIds = of("job_application");
  if (applicationIds.length > 0) {
    const resumes = await tx
      .delete(jobApplications)
      .where(inArray(jobApplications.id, applicationIds))
      .returning({ fileId: jobApplications.resumeFileId });
    await tx
      .delete(privacyConsents)
      .where(
        and(
          eq(privacyConsents.purpose, "keep_resume"),
          eq(privacyConsents.subjectTable, "job_applications"),
          inArray(privacyConsents.subjectId, applicationIds),
        ),
      );
    files.push(...(await deleteFiles(tx, resumes)));
  }
  const conversationIds = of("chat");
  if (conversationIds.length > 0) {
    files.push(
      ...(await tx
        .delete(storedFiles)
        .where(
          inArray(
            storedFiles.id,
            tx
              .select({ id: chatAttachments.storedFileId })
              .from(chatAttachments)
              .where(inArray(chatAttachments.conversationId, conversationIds)),
          ),
        )
        .returning(storedFilePlaceColumns)),
    );
    await tx
      .delete(chatConversations)
      .where(inArray(chatConversations.id, conversationIds));
  }
  return files;
}

/** Runs `step` in batches until one deletes fewer than BATCH; files are removed after each commit. */
async function inBatches(
  db: Database,
  step: (tx: Transaction) => Promise<{ count: number; files: FileRef[] }>,
): Promise<{ count: number; files: number }> {
  let count = 0;
  let files = 0;
  for (;;) {
    const batch = await db.transaction(step);
    await removeStoredFiles(batch.files);
    count += batch.count;
    files += batch.files.length;
    if (batch.count < BATCH) return { count, files };
  }
}

async function runLeadRule(
  db: Database,
  rule: keyof typeof LEAD_RULES,
  cutoff: Date,
) {
  return inBatches(db, async (tx) => {
    const batch = await tx
      .select({ id: leads.id, source: leads.source, sourceId: leads.sourceId })
      .from(leads)
      .where(
        and(
          sql`${leads.status} <> 'converted'`,
          LEAD_RULES[rule],
          sql`${lastContact} < ${iso(cutoff)}`,
          notHeld(leads.emailKey),
        ),
      )
      .limit(BATCH)
      .for("update", { skipLocked: true });
    if (batch.length === 0) return { count: 0, files: [] };
    return { count: batch.length, files: await deleteLeads(tx, batch) };
  });
}

/**
 * Expired export links: the zip is deleted and the request forgets the file. The link's hash
 * and expiry stay with the request (they name no one), so the link keeps saying "expired" rather
 * than "not found" until the request itself reaches its retention.
 */
async function runExportFiles(db: Database, now: Date) {
  const r = privacyRequests;
  return inBatches(db, async (tx) => {
    const batch = await tx
      .select({ id: r.id, fileId: r.exportFileId })
      .from(r)
      .where(and(lte(r.exportExpiresAt, now), isNotNull(r.exportFileId)))
      .limit(BATCH)
      .for("update", { skipLocked: true });
    if (batch.length === 0) return { count: 0, files: [] };
    await tx
      .update(r)
      .set({ exportFileId: null, updatedAt: now })
      .where(
        inArray(
          r.id,
          batch.map((row) => row.id),
        ),
      );
    return { count: batch.length, files: await deleteFiles(tx, batch) };
  });
}

async function deleteFiles(
  tx: Transaction,
  rows: Array<{ fileId: string | null }>,
): Promise<FileRef[]> {
  const ids = rows.flatMap((row) => (row.fileId ? [row.fileId] : []));
  if (ids.length === 0) return [];
  return tx
    .delete(storedFiles)
    .where(inArray(storedFiles.id, ids))
    .returning(storedFilePlaceColumns);
}

/** Request records past their time: closed ones after the period, unverified ones when they lapse. */
async function runRequestRule(
  db: Database,
  rule: "closed_requests" | "unverified_requests",
  cutoff: Date,
) {
  const r = privacyRequests;
  const due =
    rule === "closed_requests"
      ? and(
          inArray(r.status, CLOSED_PRIVACY_REQUEST_STATUSES),
          lt(r.closedAt, cutoff),
        )
      : and(eq(r.status, "unverified"), lt(r.createdAt, cutoff));
  return inBatches(db, async (tx) => {
    const batch = await tx
      .select({ id: r.id, fileId: r.exportFileId })
      .from(r)
      .where(and(due, notHeld(r.emailKey)))
      .limit(BATCH)
      .for("update", { skipLocked: true });
    if (batch.length === 0) return { count: 0, files: [] };
    await tx.delete(r).where(
      inArray(
        r.id,
        batch.map((row) => row.id),
      ),
    );
    return { count: batch.length, files: await deleteFiles(tx, batch) };
  });
}

/** Privacy e-mails sent (or given up) before the cut-off leave the outbox; pending ones stay. */
async function runPrivacyEmails(db: Database, cutoff: Date): Promise<number> {
  const gone = await db
    .delete(outbox)
    .where(
      and(
        eq(outbox.kind, PRIVACY_MAIL_KIND),
        or(
          and(isNotNull(outbox.sentAt), lt(outbox.sentAt, cutoff)),
          and(isNotNull(outbox.deadAt), lt(outbox.deadAt, cutoff)),
        ),
      ),
    )
    .returning({ id: outbox.id });
  return gone.length;
}

export type RetentionRunReport = {
  counts: RetentionCounts;
  /** Stored files (résumés, chat attachments, export zips) deleted with those rows. */
  files: number;
};

/** One run of every rule at `now`. Safe to run twice, or on two instances at once. */
export async function runPrivacyRetention(
  db: Database,
  options: { now: Date; periods: RetentionPeriods },
): Promise<RetentionRunReport> {
  const cutoffs = retentionCutoffs(options.now, options.periods);
  const counts = emptyRetentionCounts();
  let files = 0;
  const tally = (
    rule: RetentionRule,
    result: { count: number; files: number },
  ) => {
    counts[rule] += result.count;
    files += result.files;
  };
  for (const rule of Object.keys(LEAD_RULES) as Array<keyof typeof LEAD_RULES>)
    tally(rule, await runLeadRule(db, rule, cutoffs[rule]));
  tally("export_files", await runExportFiles(db, options.now));
  for (const rule of ["closed_requests", "unverified_requests"] as const)
    tally(rule, await runRequestRule(db, rule, cutoffs[rule]));
  tally("privacy_emails", {
    count: await runPrivacyEmails(db, cutoffs.privacy_emails),
    files: 0,
  });
  return { counts, files };
}

/** Keeps a run's counts where the console reads them: an audit entry by no staff member. */
export async function recordRetentionRun(
  db: Database,
  report: RetentionRunReport & { slot: string; ranAt: Date },
): Promise<void> {
  const total = Object.values(report.counts).reduce((a, b) => a + b, 0);
  await db.insert(auditLog).values({
    actorUserId: null,
    action: PRIVACY_RETENTION_ACTION,
    entityType: "privacy_retention",
    entityId: report.slot,
    summary: `Retention run deleted ${total} record${total === 1 ? "" : "s"} and ${report.files} file${report.files === 1 ? "" : "s"}`,
    details: {
      counts: report.counts,
      files: report.files,
      ranAt: report.ranAt.toISOString(),
    },
  });
}

export type LastRetentionRun = {
  ranAt: string;
  counts: RetentionCounts;
  files: number;
};

/** The latest run's counts, or null before the first run. */
export async function lastRetentionRun(
  db: Database,
): Promise<LastRetentionRun | null> {
  const [row] = await db
    .select({ details: auditLog.details, createdAt: auditLog.createdAt })
    .from(auditLog)
    .where(eq(auditLog.action, PRIVACY_RETENTION_ACTION))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(1);
  if (!row) return null;
  const details = row.details as Partial<LastRetentionRun>;
  return {
    ranAt: details.ranAt ?? row.createdAt.toISOString(),
    counts: { ...emptyRetentionCounts(), ...details.counts },
    files: details.files ?? 0,
  };
}

export function createPrivacyRetentionHandler(options: {
  db: Database;
  logger: Logger;
  periods: RetentionPeriods;
  now?: () => Date;
}): JobHandler {
  return privacyRetentionJob.handler(
    options.db,
    async ({ slot, startedAt }) => {
      const report = await runPrivacyRetention(options.db, {
        now: startedAt,
        periods: options.periods,
      });
      await recordRetentionRun(options.db, {
        ...report,
        slot,
        ranAt: startedAt,
      });
      options.logger.info(
        { slot, ...report.counts, files: report.files },
        "privacy retention run",
      );
    },
    options.now,
  );
}
