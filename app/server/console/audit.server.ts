import type { AuditEntityType } from "~/domain/console/audit";
import type { Database, Transaction } from "../db/client.server";
import { auditLog } from "../db/schema.server";

/** Who made a staff write: the signed-in admin, as the console's guard established it. */
export type StaffActor = {
  userId: string;
  profileId: string;
  email: string;
  ipAddress: string | null;
};

/**
 * One staff write as the audit log keeps it. `before` and `after` hold only the fields the
 * write changed (or the whole new row for a creation), never secrets: no password hashes,
 * tokens or file bytes.
 */
export type AuditEntry = {
  /** `<entity>.<verb>`, e.g. "client.update", "lead.status", "invitation.revoke". */
  action: string;
  entityType: AuditEntityType;
  entityId: string | null;
  /** One line a person reads in the log: "Changed Meridian Health's status to inactive". */
  summary: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** Context that is neither before nor after (e.g. the client a project belongs to). */
  details?: Record<string, unknown>;
};

/** Writes one entry with the caller's transaction, so the change and its record commit together. */
export async function recordAudit(
  tx: Transaction | Database,
  actor: StaffActor,
  entry: AuditEntry,
): Promise<void> {
  await tx.insert(auditLog).values({
    actorUserId: actor.userId,
    actorEmail: actor.email,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    summary: entry.summary,
    before: entry.before ?? null,
    after: entry.after ?? null,
    details: entry.details ?? {},
    ipAddress: actor.ipAddress,
  });
}

/**
 * A staff write and its audit entries in one transaction: `audit` records with the same
 * transaction, and if the write throws nothing is recorded (nor changed).
 */
export function staffWrite<T>(
  db: Database,
  actor: StaffActor,
  write: (
    tx: Transaction,
    audit: (entry: AuditEntry) => Promise<void>,
  ) => Promise<T>,
): Promise<T> {
  return db.transaction((tx) =>
    write(tx, (entry) => recordAudit(tx, actor, entry)),
  );
}

/** The fields whose values differ between two snapshots, as the audit log's before → after. */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
): { before: Partial<T>; after: Partial<T> } | null {
  const changedBefore: Partial<T> = {};
  const changedAfter: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (after[key] === undefined) continue;
    if (sameValue(before[key], after[key])) continue;
    changedBefore[key] = before[key];
    changedAfter[key] = after[key];
  }
  return Object.keys(changedAfter).length === 0
    ? null
    : { before: changedBefore, after: changedAfter };
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Date && b instanceof Date)
    return a.getTime() === b.getTime();
  // jsonb (a list, an object): equal by content, whatever order PostgreSQL keeps the keys in.
  if (isJson(a) && isJson(b)) return canonicalJson(a) === canonicalJson(b);
  return a === b;
}

function isJson(value: unknown): value is object {
  return (
    value !== null && typeof value === "object" && !(value instanceof Date)
  );
}

function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([x], [y]) =>
            x.localeCompare(y),
          ),
        )
      : v,
  );
}
