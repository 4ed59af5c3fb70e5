import { and, count, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import {
  addDays,
  canExtend,
  currentDueOf,
  daysLeft,
  EXPORT_DAYS,
  EXTENSION_DAYS,
  UNVERIFIED_DAYS,
} from "~/domain/privacy/privacy-clock";
import {
  CLOSED_PRIVACY_REQUEST_STATUSES,
  isOpenPrivacyRequest,
  OPEN_PRIVACY_REQUEST_STATUSES,
  type PrivacyRequestKind,
  type PrivacyRequestStatus,
} from "~/domain/privacy/privacy-enums";
import type {
  PrivacyClockView,
  PrivacyQueueParams,
  PrivacyQueueRow,
  PrivacyQueueView,
  PrivacyRequestDetail,
} from "~/domain/privacy/privacy-queue";
import { auditLog, privacyRequests } from "../db/schema.server";
import { staffWrite, type AuditEntry } from "../console/audit.server";
import type { Transaction } from "../db/client.server";
import type { StaffScope } from "../console/staff-scope.server";
import {
  answerEmail,
  extendedEmail,
  exportReadyEmail,
  longDate,
  queuePrivacyMail,
  requestPerson,
  requestReference,
} from "./privacy-mail.server";
import { newExportLink } from "./privacy-requests.server";

/**
 * The staff side of privacy requests (decision 072): the queue, one request, and each step —
 * start, extend, export, answer, refuse — as one transaction with its audit entry and, where the
 * person must hear of it, its e-mail. Functions take the console guard's scope (the `unsafe-`
 * prefix: they read every person's requests, so only a guarded handler may call them).
 */
const PAGE_SIZE = 25;

const OPEN: PrivacyRequestStatus[] = [...OPEN_PRIVACY_REQUEST_STATUSES];
const CLOSED: PrivacyRequestStatus[] = [...CLOSED_PRIVACY_REQUEST_STATUSES];

function viewFilter(view: PrivacyQueueView) {
  switch (view) {
    case "open":
      return inArray(privacyRequests.status, OPEN);
    case "unverified":
      return eq(privacyRequests.status, "unverified");
    case "closed":
      return inArray(privacyRequests.status, CLOSED);
    case "all":
      return undefined;
  }
}

type RequestRow = typeof privacyRequests.$inferSelect;

export function clockOf(row: RequestRow, now: Date): PrivacyClockView {
  if (row.status === "unverified")
    return {
      kind: "unverified",
      lapses: longDate("en", addDays(row.createdAt, UNVERIFIED_DAYS)),
    };
  if (row.closedAt)
    return { kind: "closed", closed: longDate("en", row.closedAt) };
  const due = currentDueOf(row) ?? row.createdAt;
  return {
    kind: "due",
    due: longDate("en", due),
    daysLeft: daysLeft(due, now),
    extended: row.extendedDueAt !== null,
  };
}

function rowView(row: RequestRow, now: Date): PrivacyQueueRow {
  return {
    id: row.id,
    reference: requestReference(row.id),
    kind: row.kind as PrivacyRequestKind,
    status: row.status as PrivacyRequestStatus,
    email: row.email,
    name: row.fullName,
    language: row.locale === "fr" ? "fr" : "en",
    received: row.receivedAt ? longDate("en", row.receivedAt) : null,
    submitted: longDate("en", row.createdAt),
    clock: clockOf(row, now),
  };
}

export async function unsafeListPrivacyRequests(
  scope: StaffScope,
  params: PrivacyQueueParams,
  now = new Date(),
) {
  const filter = viewFilter(params.view);
  const [counts, [total]] = await Promise.all([
    scope.db
      .select({ status: privacyRequests.status, n: count() })
      .from(privacyRequests)
      .groupBy(privacyRequests.status),
    scope.db.select({ n: count() }).from(privacyRequests).where(filter),
  ]);
  const byStatus = Object.fromEntries(counts.map((c) => [c.status, c.n]));
  const sum = (statuses: string[]) =>
    statuses.reduce((n, s) => n + Number(byStatus[s] ?? 0), 0);
  const pageCount = Math.max(1, Math.ceil(Number(total?.n ?? 0) / PAGE_SIZE));
  const page = Math.min(params.page, pageCount);
  // Open requests by what is owed first (the extended date where there is one); others newest first.
  const order =
    params.view === "open"
      ? [
          sql`coalesce(${privacyRequests.extendedDueAt}, ${privacyRequests.dueAt}) asc`,
          privacyRequests.id,
        ]
      : [desc(privacyRequests.createdAt), privacyRequests.id];
  const rows = await scope.db
    .select()
    .from(privacyRequests)
    .where(filter)
    .orderBy(...order)
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  return {
    rows: rows.map((row) => rowView(row, now)),
    counts: {
      open: sum(OPEN),
      unverified: sum(["unverified"]),
      closed: sum(CLOSED),
      all: sum([...OPEN, ...CLOSED, "unverified"]),
    } satisfies Record<PrivacyQueueView, number>,
    page,
    pageCount,
    total: Number(total?.n ?? 0),
    pageSize: PAGE_SIZE,
  };
}

async function rowOf(
  scope: StaffScope,
  id: string,
): Promise<RequestRow | null> {
  const [row] = await scope.db
    .select()
    .from(privacyRequests)
    .where(eq(privacyRequests.id, id));
  return row ?? null;
}

export async function unsafePrivacyRequest(
  scope: StaffScope,
  id: string,
  now = new Date(),
): Promise<PrivacyRequestDetail | null> {
  const row = await rowOf(scope, id);
  if (!row) return null;
  const history = await scope.db
    .select({
      at: auditLog.createdAt,
      by: auditLog.actorEmail,
      summary: auditLog.summary,
    })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entityType, "privacy_request"),
        eq(auditLog.entityId, id),
      ),
    )
    .orderBy(auditLog.createdAt);
  return {
    ...rowView(row, now),
    details: row.details,
    handlerEmail: row.handlerEmail,
    outcome: row.outcome,
    refusalReason: row.refusalReason,
    refusalRecourse: row.refusalRecourse,
    extensionReason: row.extensionReason,
    extensionNotified: row.extensionNotifiedAt
      ? longDate("en", row.extensionNotifiedAt)
      : null,
    canExtend: canExtend(row, now),
    portalUserId: row.userId,
    export:
      row.exportFileId && row.exportExpiresAt
        ? {
            until: longDate("en", row.exportExpiresAt),
            live: row.exportExpiresAt > now,
          }
        : null,
    history: history.map((h) => ({
      at: h.at.toISOString(),
      by: h.by || "system",
      summary: h.summary,
    })),
  };
}

export type StepOutcome =
  | { status: "done"; reference: string }
  | { status: "not-found" }
  | { status: "refused"; reason: string };

/**
 * One step on one request, under its row lock: `check` says whether the step applies to the
 * request as it is now (another admin may have moved it), `apply` writes, audits and mails.
 */
async function step(
  scope: StaffScope,
  id: string,
  check: (row: RequestRow) => string | null,
  apply: (
    tx: Transaction,
    row: RequestRow,
    audit: (entry: AuditEntry) => Promise<void>,
  ) => Promise<void>,
): Promise<StepOutcome> {
  return staffWrite(scope.db, scope.actor, async (tx, audit) => {
    const [row] = await tx
      .select()
      .from(privacyRequests)
      .where(eq(privacyRequests.id, id))
      .for("update");
    if (!row) return { status: "not-found" } as const;
    const refusal = check(row);
    if (refusal) return { status: "refused", reason: refusal } as const;
    await apply(tx, row, audit);
    return { status: "done", reference: requestReference(row.id) } as const;
  });
}

const isOpen = (row: RequestRow) =>
  isOpenPrivacyRequest(row.status)
    ? null
    : row.status === "unverified"
      ? "This request is not verified: its address has not been proven yet."
      : "This request is already answered.";

export function unsafeStartPrivacyRequest(scope: StaffScope, id: string) {
  return step(
    scope,
    id,
    (row) =>
      row.status === "verified"
        ? null
        : row.status === "in_progress"
          ? "Someone has already started work on this request."
          : isOpen(row),
    async (tx, row, audit) => {
      await tx
        .update(privacyRequests)
        .set({
          status: "in_progress",
          handlerEmail: scope.actor.email,
          updatedAt: new Date(),
        })
        .where(eq(privacyRequests.id, row.id));
      await audit({
        action: "privacy_request.start",
        entityType: "privacy_request",
        entityId: row.id,
        summary: `Started work on privacy request ${requestReference(row.id)}`,
        before: { status: row.status },
        after: { status: "in_progress" },
      });
    },
  );
}

export function unsafeExtendPrivacyRequest(
  scope: StaffScope,
  id: string,
  reason: string,
  now = new Date(),
) {
  return step(
    scope,
    id,
    (row) =>
      isOpen(row) ??
      (canExtend(row, now)
        ? null
        : row.extendedDueAt
          ? "This request has been extended once already: the law allows one extension."
          : "The first due date has passed: an extension must be notified before it."),
    async (tx, row, audit) => {
      const extendedDueAt = addDays(row.dueAt!, EXTENSION_DAYS);
      await tx
        .update(privacyRequests)
        .set({
          extendedDueAt,
          extensionReason: reason,
          extensionNotifiedAt: now,
          updatedAt: now,
        })
        .where(eq(privacyRequests.id, row.id));
      await queuePrivacyMail(
        tx,
        extendedEmail({ ...requestPerson(row), reason, dueAt: extendedDueAt }),
      );
      await audit({
        action: "privacy_request.extend",
        entityType: "privacy_request",
        entityId: row.id,
        summary: `Extended privacy request ${requestReference(row.id)} to ${longDate("en", extendedDueAt)} and told the person why`,
        before: { dueAt: row.dueAt?.toISOString() ?? null },
        after: { extendedDueAt: extendedDueAt.toISOString(), reason },
      });
    },
  );
}

export function unsafeAnswerPrivacyRequest(
  scope: StaffScope,
  id: string,
  answer:
    | { kind: "completed"; outcome: string }
    | { kind: "refused"; reason: string; recourse: string },
  now = new Date(),
) {
  return step(scope, id, isOpen, async (tx, row, audit) => {
    await tx
      .update(privacyRequests)
      .set(
        answer.kind === "completed"
          ? {
              status: "completed",
              outcome: answer.outcome,
              closedAt: now,
              updatedAt: now,
            }
          : {
              status: "refused",
              refusalReason: answer.reason,
              refusalRecourse: answer.recourse,
              closedAt: now,
              updatedAt: now,
            },
      )
      .where(eq(privacyRequests.id, row.id));
    await queuePrivacyMail(tx, answerEmail(requestPerson(row), answer));
    await audit({
      action:
        answer.kind === "completed"
          ? "privacy_request.complete"
          : "privacy_request.refuse",
      entityType: "privacy_request",
      entityId: row.id,
      summary:
        answer.kind === "completed"
          ? `Completed privacy request ${requestReference(row.id)} and sent the answer`
          : `Refused privacy request ${requestReference(row.id)} and sent the reason and recourse`,
      before: { status: row.status },
      after:
        answer.kind === "completed"
          ? { status: "completed" }
          : { status: "refused", reason: answer.reason },
    });
  });
}

/**
 * After createPrivacyExport stored the zip: a fresh link (only its hash kept), 7 days, the
 * e-mail with the link, the audit entry. A second export replaces the first and its link.
 */
export function unsafeDeliverPrivacyExport(
  scope: StaffScope,
  id: string,
  publicUrl: string,
  now = new Date(),
) {
  return step(
    scope,
    id,
    (row) =>
      isOpen(row) ??
      (row.kind === "access" || row.kind === "portability"
        ? row.exportFileId
          ? null
          : "The export file is missing: prepare it again."
        : "Only an access or portability request is answered with an export."),
    async (tx, row, audit) => {
      const link = newExportLink();
      const until = addDays(now, EXPORT_DAYS);
      await tx
        .update(privacyRequests)
        .set({
          exportTokenHash: link.tokenHash,
          exportExpiresAt: until,
          updatedAt: now,
        })
        .where(eq(privacyRequests.id, row.id));
      await queuePrivacyMail(
        tx,
        exportReadyEmail({
          ...requestPerson(row),
          token: link.token,
          until,
          publicUrl,
        }),
      );
      await audit({
        action: "privacy_request.export",
        entityType: "privacy_request",
        entityId: row.id,
        summary: `Prepared the export of privacy request ${requestReference(row.id)} and e-mailed its link (valid until ${longDate("en", until)})`,
      });
    },
  );
}

/** Requests still owed an answer whose due date has passed: the queue's warning. */
export async function unsafeCountOverdue(scope: StaffScope, now = new Date()) {
  const [row] = await scope.db
    .select({ n: count() })
    .from(privacyRequests)
    .where(
      and(
        inArray(privacyRequests.status, OPEN),
        isNotNull(privacyRequests.dueAt),
        sql`coalesce(${privacyRequests.extendedDueAt}, ${privacyRequests.dueAt}) < ${now.toISOString()}::timestamptz`,
      ),
    );
  return Number(row?.n ?? 0);
}
