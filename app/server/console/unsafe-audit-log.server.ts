import {
  and,
  asc,
  count,
  eq,
  gte,
  ilike,
  lt,
  sql,
  type SQL,
} from "drizzle-orm";
import {
  AUDIT_PAGE_SIZE,
  auditChanges,
  auditEntityHref,
  auditEntityLabel,
  auditRangeOf,
  type AuditFilters,
  type AuditLogData,
} from "~/domain/console/audit-log";
import {
  auditLog,
  auditLogActors,
  auditLogCounts,
  user,
} from "../db/schema.server";
import {
  newestFirstPage,
  pageInfoOf,
  pageWindow,
} from "../http/pagination.server";
import { unsafeResolveAuditNames } from "./audit-names.server";
import { auditSubjectOf } from "./audit-subject.server";
import type { StaffScope } from "./staff-scope.server";

/**
 * The console's Audit log: every staff write of every client, read-only — UNSAFE by name,
 * for staff code behind requireStaff only. Nothing in the application updates or deletes
 * audit_log (and the database's trigger refuses it). Newest first by (created_at, id), the
 * order audit_log_created_at_idx keeps.
 */
export async function unsafeListAuditLog(
  scope: StaffScope,
  filters: AuditFilters,
): Promise<AuditLogData> {
  const { db } = scope;
  const conditions: SQL[] = [];
  if (filters.entity) conditions.push(eq(auditLog.entityType, filters.entity));
  if (filters.actor)
    conditions.push(
      sql`lower(${auditLog.actorEmail}) = lower(${filters.actor})`,
    );
  const { since, before } = auditRangeOf(filters);
  if (since) conditions.push(gte(auditLog.createdAt, since));
  if (before) conditions.push(lt(auditLog.createdAt, before));
  if (filters.q)
    conditions.push(ilike(auditLog.summary, `%${escapeLike(filters.q)}%`));
  const where = conditions.length ? and(...conditions) : undefined;
  // Without a filter on the rows themselves, the total is the kept count of the entity type,
  // or of all of them (drizzle/0016); a staff member, date or text filter counts its matches.
  const keptTotal = !filters.actor && !since && !before && !filters.q;

  const [totalRow] = keptTotal
    ? await db
        .select({
          total: sql<number>`coalesce(sum(${auditLogCounts.count}), 0)`.mapWith(
            Number,
          ),
        })
        .from(auditLogCounts)
        .where(
          filters.entity
            ? eq(auditLogCounts.entityType, filters.entity)
            : undefined,
        )
    : await db.select({ total: count() }).from(auditLog).where(where);
  // Every address the log names, kept by the same triggers instead of a distinct over the log.
  const actorRows = await db
    .select({ email: auditLogActors.email })
    .from(auditLogActors)
    .orderBy(asc(auditLogActors.email));
  const window = pageWindow(
    filters.page,
    totalRow?.total ?? 0,
    AUDIT_PAGE_SIZE,
  );
  const rows = await newestFirstPage(
    db
      .select({
        id: auditLog.id,
        createdAt: auditLog.createdAt,
        actorEmail: auditLog.actorEmail,
        actorName: user.name,
        action: auditLog.action,
        entityType: auditLog.entityType,
        entityId: auditLog.entityId,
        summary: auditLog.summary,
        before: auditLog.before,
        after: auditLog.after,
        details: auditLog.details,
      })
      .from(auditLog)
      .leftJoin(user, eq(user.id, auditLog.actorUserId))
      .where(where)
      .$dynamic(),
    auditLog,
    window,
  );
  const resolved = await unsafeResolveAuditNames(scope, rows);

  return {
    filters: { ...filters, page: window.page },
    actors: actorRows.map((row) => row.email),
    rows: rows.map((row) => {
      const subject = auditSubjectOf(row, resolved);
      return {
        id: row.id,
        at: row.createdAt.toISOString(),
        actorName: row.actorName?.trim() || row.actorEmail || "unknown",
        actorEmail: row.actorEmail,
        action: row.action,
        entityType: row.entityType,
        entityLabel: auditEntityLabel(row.entityType),
        entityName: subject.name,
        entityClient: subject.client,
        entityId: row.entityId,
        // A deleted subject has no page to open.
        entityHref: subject.exists
          ? auditEntityHref(row.entityType, row.entityId)
          : null,
        summary: row.summary,
        changes: auditChanges(row.before, row.after, {
          byId: resolved.byId,
          currency: subject.currency,
        }),
      };
    }),
    pageInfo: pageInfoOf(window),
  };
}

/** Free text is matched literally: % and _ are not wildcards to the person typing them. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
