import { asc, count, desc, eq } from "drizzle-orm";
import {
  incidentRetainUntil,
  type IncidentInput,
} from "~/domain/privacy/incident-form";
import {
  INCIDENT_PAGE_SIZE,
  type IncidentRowView,
} from "~/domain/privacy/incident-register";
import { changedFields, staffWrite } from "../console/audit.server";
import type { StaffScope } from "../console/staff-scope.server";
import { privacyIncidents } from "../db/schema.server";

/**
 * The confidentiality incident register's data (docs/privacy.md). Every function
 * takes the console guard's scope (admins only, docs/decisions/033-staff-guard-scope.md);
 * every write is audited in its own transaction. There is no delete: the database refuses one
 * before retain_until (drizzle/0031_privacy.sql).
 */

export type IncidentRow = typeof privacyIncidents.$inferSelect;

/** The list, newest discovery first (the table's index), one page at a time. */
export async function unsafeListIncidents(
  { db }: StaffScope,
  page: number,
): Promise<{
  rows: IncidentRowView[];
  page: number;
  pageCount: number;
  pageSize: number;
  total: number;
}> {
  const [counted] = await db.select({ n: count() }).from(privacyIncidents);
  const total = counted?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / INCIDENT_PAGE_SIZE));
  // A page past the end shows the last one rather than an empty list.
  const current = Math.min(page, pageCount);
  const i = privacyIncidents;
  const rows = await db
    .select({
      id: i.id,
      discoveredOn: i.discoveredOn,
      occurredOn: i.occurredOn,
      personsAffected: i.personsAffected,
      seriousRisk: i.seriousRisk,
      commissionNotifiedOn: i.commissionNotifiedOn,
      personsNotifiedOn: i.personsNotifiedOn,
    })
    .from(i)
    .orderBy(desc(i.discoveredOn), desc(i.id))
    .limit(INCIDENT_PAGE_SIZE)
    .offset((current - 1) * INCIDENT_PAGE_SIZE);
  return {
    rows,
    page: current,
    pageCount,
    pageSize: INCIDENT_PAGE_SIZE,
    total,
  };
}

export async function unsafeGetIncident(
  { db }: StaffScope,
  id: string,
): Promise<IncidentRow | null> {
  const [row] = await db
    .select()
    .from(privacyIncidents)
    .where(eq(privacyIncidents.id, id));
  return row ?? null;
}

/** The register's columns as the form's input sets them. */
function columnsOf(input: IncidentInput) {
  return {
    personalInformation: input.personalInformation,
    circumstances: input.circumstances,
    occurredOn: input.occurredOn,
    discoveredOn: input.discoveredOn,
    personsAffected: input.personsAffected,
    riskAssessment: input.riskAssessment,
    seriousRisk: input.seriousRisk,
    commissionNotifiedOn: input.commissionNotifiedOn,
    personsNotifiedOn: input.personsNotifiedOn,
    noticesPendingReason: input.noticesPendingReason || null,
    publicNotice: input.publicNotice || null,
    measures: input.measures,
  };
}

const personsText = (n: number) =>
  `${n.toLocaleString("en-US")} ${n === 1 ? "person" : "persons"}`;

/** Records a new entry, its retention computed from its discovery and today. */
export async function unsafeCreateIncident(
  { db, actor }: StaffScope,
  input: IncidentInput,
  now: Date = new Date(),
): Promise<{ id: string }> {
  return staffWrite(db, actor, async (tx, audit) => {
    const recorded = {
      ...columnsOf(input),
      retainUntil: incidentRetainUntil(input.discoveredOn, now),
      createdByEmail: actor.email,
    };
    const [row] = await tx
      .insert(privacyIncidents)
      .values({ ...recorded, createdAt: now, updatedAt: now })
      .returning({ id: privacyIncidents.id });
    await audit({
      action: "privacy_incident.create",
      entityType: "privacy_incident",
      entityId: row!.id,
      summary: `Recorded a confidentiality incident discovered ${input.discoveredOn} (${personsText(input.personsAffected)}${input.seriousRisk ? ", risk of serious injury" : ""})`,
      after: recorded,
    });
    return { id: row!.id };
  });
}

export type IncidentUpdateOutcome = "saved" | "unchanged" | "not-found";

/**
 * Saves an edited entry. Its retention is recomputed and never shortened: a later discovery
 * date lengthens it, an earlier one keeps the date already set.
 */
export async function unsafeUpdateIncident(
  { db, actor }: StaffScope,
  id: string,
  input: IncidentInput,
): Promise<IncidentUpdateOutcome> {
  return staffWrite(db, actor, async (tx, audit) => {
    const [before] = await tx
      .select()
      .from(privacyIncidents)
      .where(eq(privacyIncidents.id, id))
      .for("update");
    if (!before) return "not-found";
    const next = {
      ...columnsOf(input),
      retainUntil: incidentRetainUntil(
        input.discoveredOn,
        before.createdAt,
        before.retainUntil,
      ),
    };
    const changed = changedFields(before, next);
    if (!changed) return "unchanged";
    await tx
      .update(privacyIncidents)
      .set({ ...changed.after, updatedAt: new Date() })
      .where(eq(privacyIncidents.id, id));
    await audit({
      action: "privacy_incident.update",
      entityType: "privacy_incident",
      entityId: id,
      summary: `Edited the confidentiality incident discovered ${next.discoveredOn} (${Object.keys(changed.after).join(", ")})`,
      before: changed.before,
      after: changed.after,
    });
    return "saved";
  });
}

/** The whole register in a stable order, for the CSV export: the oldest entry first. */
export async function unsafeAllIncidents({
  db,
}: StaffScope): Promise<IncidentRow[]> {
  // The register holds a few entries a year: one read, no batching.
  return db
    .select()
    .from(privacyIncidents)
    .orderBy(asc(privacyIncidents.createdAt), asc(privacyIncidents.id));
}
