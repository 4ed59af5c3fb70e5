import { z } from "zod";
import type { PageInfo } from "../portal/portal-views";
import {
  AUDIT_ENTITY_TYPES,
  auditEntityLabels,
  type AuditEntityType,
} from "./audit";

/**
 * The console's Audit log view (issue 11): filters from the query string, and how one
 * entry's before → after reads. Pure, so the server-rendered page and the hydrated one agree.
 * A filter that does not parse is dropped rather than failing the page.
 */

export const AUDIT_PAGE_SIZE = 50;
/** A value longer than this is folded behind a "Show" toggle (details/summary). */
export const AUDIT_VALUE_FOLD = 80;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = z
  .string()
  .regex(DAY)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)))
  .optional()
  .catch(undefined);

export const auditFilterSchema = z.object({
  entity: z.enum(AUDIT_ENTITY_TYPES).optional().catch(undefined),
  actor: z.string().trim().max(320).optional().catch(undefined),
  from: day,
  to: day,
  q: z.string().trim().max(200).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
export type AuditFilters = z.infer<typeof auditFilterSchema>;

/** The log's filters from its URL (?entity=&actor=&from=&to=&q=&page=). */
export function auditFiltersOf(params: URLSearchParams): AuditFilters {
  const text = (name: string) => params.get(name)?.trim() || undefined;
  return auditFilterSchema.parse({
    entity: text("entity"),
    actor: text("actor"),
    from: text("from"),
    to: text("to"),
    q: text("q"),
    page: params.get("page") ?? undefined,
  });
}

/** The instants a day range covers, in UTC: `to` includes its whole day. */
export function auditRangeOf(filters: Pick<AuditFilters, "from" | "to">): {
  since: Date | null;
  before: Date | null;
} {
  const since = filters.from ? new Date(`${filters.from}T00:00:00Z`) : null;
  const before = filters.to
    ? new Date(Date.parse(`${filters.to}T00:00:00Z`) + 86_400_000)
    : null;
  return { since, before };
}

/** One changed field as the log shows it: "status: open → resolved". */
export type AuditChange = {
  field: string;
  before: string | null;
  after: string | null;
  /** Long enough to fold away. */
  long: boolean;
};

/** A stored value as one line of text; null stays null (shown as "none"). */
export function auditValueText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean")
    return String(value);
  return JSON.stringify(value);
}

/**
 * Every field named by either side, in the order first seen (before's, then after's new
 * ones). A creation has only `after`, a deletion only `before`.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const left = isRecord(before) ? before : {};
  const right = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(left), ...Object.keys(right)])];
  return fields.map((field) => {
    const was = auditValueText(left[field]);
    const now = auditValueText(right[field]);
    return {
      field,
      before: was,
      after: now,
      long: (was?.length ?? 0) + (now?.length ?? 0) > AUDIT_VALUE_FOLD,
    };
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Where an entry's entity opens in the console, when it has a page there. */
export function auditEntityHref(
  entityType: string,
  entityId: string | null,
): string | null {
  if (!entityId) return null;
  const id = encodeURIComponent(entityId);
  switch (entityType) {
    case "client":
      return `/lead_admin/clients/${id}`;
    case "lead":
      return `/lead_admin/leads/${id}`;
    case "ticket":
      return `/lead_admin/support/${id}`;
    default:
      return null;
  }
}

/** A stored entity type's label; one this build does not know is shown as stored. */
export function auditEntityLabel(entityType: string): string {
  return (
    auditEntityLabels[entityType as AuditEntityType] ??
    entityType.replace(/_/g, " ")
  );
}

export type AuditRow = {
  id: string;
  at: string;
  actorEmail: string;
  action: string;
  entityType: string;
  entityLabel: string;
  entityId: string | null;
  entityHref: string | null;
  summary: string;
  changes: AuditChange[];
};

export type AuditLogData = {
  filters: AuditFilters;
  actors: string[];
  rows: AuditRow[];
  pageInfo: PageInfo;
};
