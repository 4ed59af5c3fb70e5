import { sql } from "drizzle-orm";
import {
  addMonthsIso,
  blockingRequestMessage,
  REQUEST_RECORD_MONTHS,
  underLegalHold,
  type ErasureReport,
  type ErasureStep,
} from "~/domain/privacy/erasure";
import type { Database } from "../db/client.server";
import { auditLog, privacyRequests, user } from "../db/schema.server";
import { removeStoredFiles } from "../storage/files.server";
import {
  findErasureSubject,
  normaliseEmail,
  rowsOf,
  type ErasureSubject,
  type Runner,
} from "./erasure-subject.server";
import type { RunContext, StepDef } from "./erasure-step-kit.server";
import { ERASURE_STEPS } from "./erasure-steps.server";
import { suppressAddress } from "./suppressions.server";

export type { ErasureReport, ErasureStep } from "~/domain/privacy/erasure";

/** The sources a kept step (not a StepDef) answers for: the request records, proof we answered. */
const KEPT_SOURCES = ["privacy-requests"] as const;

/** Every source a preview and a report list, in order (the registry's ids, and a few more). */
export const ERASURE_SOURCES: readonly string[] = [
  ...ERASURE_STEPS.map((step) => step.source),
  ...KEPT_SOURCES,
];

/** The audit action of an erasure: one entry per request, whatever number of runs. */
export const ERASURE_AUDIT_ACTION = "privacy_request.erasure";

/**
 * An access or portability request for the same address is open (verified or in progress): its
 * export must be made from the data before the data is erased (decision 072).
 */
export class ErasureBlockedError extends Error {
  constructor(
    readonly blockingRequestId: string,
    readonly blockingKind: string,
  ) {
    super(blockingRequestMessage(blockingKind));
    this.name = "ErasureBlockedError";
  }
}

export function isErasureBlocked(error: unknown): error is ErasureBlockedError {
  return error instanceof ErasureBlockedError;
}

/** The open access or portability request that blocks erasing this address, if any. */
export async function findBlockingRequest(
  db: Runner,
  email: string,
): Promise<{ id: string; kind: string } | null> {
  const rows = await rowsOf<{ id: string; kind: string }>(
    db,
    sql`select id, kind from ${privacyRequests}
      where ${privacyRequests.emailKey} = ${normaliseEmail(email)}
        and kind in ('access', 'portability') and status in ('verified', 'in_progress')
      order by received_at nulls last, created_at limit 1`,
  );
  return rows[0] ?? null;
}

/** The person's request records: kept as the proof we answered, 24 months after the last closes. */
async function requestRecords(
  db: Runner,
  subject: ErasureSubject,
  now: Date,
): Promise<ErasureStep> {
  const rows = await rowsOf<{ closed: string | Date | null }>(
    db,
    sql`select max(coalesce(closed_at, ${now.toISOString()}::timestamptz)) as closed
      from ${privacyRequests} where ${privacyRequests.emailKey} = ${subject.email}`,
  );
  const closed = rows[0]?.closed ? new Date(rows[0].closed) : now;
  return {
    source: "privacy-requests",
    label: "Privacy requests",
    rows: subject.requestIds.length,
    action: "keep",
    reason:
      "Proof we answered the person's requests (Law 25 s.32, PIPEDA s.8): kept 24 months after each closes, then deleted by the retention run.",
    keepUntil: addMonthsIso(closed < now ? now : closed, REQUEST_RECORD_MONTHS),
  };
}

function stepOf(def: StepDef, rows: number): ErasureStep {
  return {
    source: def.source,
    label: def.label,
    rows,
    action: def.action,
    ...(def.reason ? { reason: def.reason } : {}),
  };
}

/** What an erasure of this address would do, source by source; changes nothing. */
export async function previewErasure(
  db: Runner,
  options: { email: string; userId?: string | null; now?: Date },
): Promise<ErasureStep[]> {
  const now = options.now ?? new Date();
  const subject = await findErasureSubject(db, options);
  const steps: ErasureStep[] = [];
  for (const def of ERASURE_STEPS)
    steps.push(stepOf(def, await def.count(db, subject)));
  steps.push(await requestRecords(db, subject, now));
  return underLegalHold(steps, subject.holdReasons);
}

/**
 * Erases one person (decision 072, docs/privacy.md): in one transaction, deletes their
 * rows and stored files' rows, anonymises what must stay, blanks what the audit log says about
 * them (under app.privacy_erasure, which the audit trigger requires), suppresses the address for
 * the newsletter and writes one audit entry naming only the request and the suppression's HMAC.
 * S3 objects are removed after the commit (best effort, as the chat's retention does). Under an
 * active legal hold every held row stays. A second run finds nothing and changes nothing.
 */
export async function executeErasure(
  db: Database,
  options: {
    requestId: string;
    email: string;
    userId?: string | null;
    secret: string;
    actorEmail: string;
    now?: Date;
  },
): Promise<ErasureReport> {
  const now = options.now ?? new Date();
  const context: RunContext = {
    now,
    deletedFiles: [],
    resumeFileIds: [],
    chatFileIds: [],
  };
  const outcome = await db.transaction(async (tx) => {
    // Two runs for one address (a double click, two instances) take turns: the second finds
    // nothing left and writes no second audit entry.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`privacy-erasure:${normaliseEmail(options.email)}`}))`,
    );
    const blocking = await findBlockingRequest(tx, options.email);
    if (blocking) throw new ErasureBlockedError(blocking.id, blocking.kind);
    // Local to this transaction: the audit trigger lets only its updates blank an entry's words.
    await tx.execute(sql`select set_config('app.privacy_erasure', 'on', true)`);
    const subject = await findErasureSubject(tx, options);
    const held = subject.holdReasons.length > 0;
    const steps: ErasureStep[] = [];
    for (const def of ERASURE_STEPS)
      steps.push(
        stepOf(
          def,
          held
            ? await def.count(tx, subject)
            : await def.run(tx, subject, context),
        ),
      );
    steps.push(await requestRecords(tx, subject, now));
    const suppressionHmac = await suppressAddress(tx, {
      email: subject.email,
      secret: options.secret,
      requestId: options.requestId,
    });
    const report = underLegalHold(steps, subject.holdReasons);
    const auditEntryId = await recordErasure(tx, {
      requestId: options.requestId,
      actorEmail: options.actorEmail,
      suppressionHmac,
      steps: report,
      files: context.deletedFiles.length,
    });
    return { steps: report, suppressionHmac, auditEntryId };
  });
  // The rows are gone (committed): now their objects, best effort (decision 023).
  const objects = context.deletedFiles.filter((file) => file.storage === "s3");
  await removeStoredFiles(objects);
  return {
    requestId: options.requestId,
    steps: outcome.steps,
    files: context.deletedFiles.length,
    objects: objects.length,
    suppressionHmac: outcome.suppressionHmac,
    auditEntryId: outcome.auditEntryId,
  };
}

/** The erasure's one audit entry: the request id and the suppression HMAC, never the address. */
async function recordErasure(
  tx: Runner,
  entry: {
    requestId: string;
    actorEmail: string;
    suppressionHmac: string;
    steps: ErasureStep[];
    files: number;
  },
): Promise<string | null> {
  const earlier = await rowsOf<{ id: string }>(
    tx,
    sql`select id from ${auditLog} where action = ${ERASURE_AUDIT_ACTION} and entity_id = ${entry.requestId} limit 1`,
  );
  if (earlier.length > 0) return null;
  const total = (action: string) =>
    entry.steps
      .filter((step) => step.action === action)
      .reduce((sum, step) => sum + step.rows, 0);
  const actor = await rowsOf<{ id: string }>(
    tx,
    sql`select id from ${user} where lower(email) = ${normaliseEmail(entry.actorEmail)} limit 1`,
  );
  const [written] = await tx
    .insert(auditLog)
    .values({
      actorUserId: actor[0]?.id ?? null,
      actorEmail: entry.actorEmail,
      action: ERASURE_AUDIT_ACTION,
      // One of AUDIT_ENTITY_TYPES (domain/console/audit.ts), which the console filters by.
      entityType: "privacy_request",
      entityId: entry.requestId,
      summary: `Erased the data of privacy request ${entry.requestId}: ${total("delete")} rows deleted, ${total("anonymise")} anonymised, ${total("keep")} kept, ${entry.files} files deleted`,
      details: {
        requestId: entry.requestId,
        suppressionHmac: entry.suppressionHmac,
      },
    })
    .returning({ id: auditLog.id });
  return written?.id ?? null;
}
