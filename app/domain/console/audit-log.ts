import { z } from "zod";
import type { PageInfo } from "../client-work/client-work-views";
import {
  auditFieldHidden,
  auditFieldLabel,
  auditValue,
  auditValueSize,
  isRecord,
  type AuditNames,
  type AuditValue,
} from "./audit-values";
import {
  AUDIT_ENTITY_TYPES,
  auditEntityLabels,
  type AuditEntityType,
} from "./audit";

/**
 * The console's Audit log view: filters from the query string, and how one
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

/** One changed field as the log shows it: "Status: open → resolved". */
export type AuditChange = {
  /** The stored key ("contactPhone"), for tests and anchors. */
  field: string;
  /** What a person reads ("Contact phone"). */
  label: string;
  before: AuditValue;
  after: AuditValue;
  /** Long enough to fold away. */
  long: boolean;
};

/**
 * Every field named by either side, in the order first seen (before's, then after's new
 * ones). A creation has only `after`, a deletion only `before`. Internal ids are left out;
 * references read as the names in `names`.
 */
export function auditChanges(
  before: unknown,
  after: unknown,
  names: AuditNames = { byId: {} },
): AuditChange[] {
  const left = isRecord(before) ? before : {};
  const right = isRecord(after) ? after : {};
  const fields = [
    ...new Set([...Object.keys(left), ...Object.keys(right)]),
  ].filter((field) => !auditFieldHidden(field));
  return fields.map((field) => {
    const was = auditValue(field, left[field], names);
    const now = auditValue(field, right[field], names);
    return {
      field,
      label: auditFieldLabel(field),
      before: was,
      after: now,
      long: auditValueSize(was) + auditValueSize(now) > AUDIT_VALUE_FOLD,
    };
  });
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
    case "curated_answer":
      return `/lead_admin/assistant/${id}`;
    case "booking_host":
      return `/lead_admin/bookings/hosts/${id}`;
    case "privacy_request":
      return `/lead_admin/privacy/requests/${id}`;
    case "privacy_incident":
      return `/lead_admin/privacy/incidents/${id}`;
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
  /** The actor's name as their account has it now; their e-mail when they have none or are gone. */
  actorName: string;
  actorEmail: string;
  action: string;
  entityType: string;
  entityLabel: string;
  /** The subject's name ("Meridian Revenue Authority"), or a fallback once it was deleted. */
  entityName: string | null;
  /** The client it belongs to, when that is not the subject itself. */
  entityClient: string | null;
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
