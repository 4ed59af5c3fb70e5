import { recordAudit } from "../console/audit.server";
import { CSV_BOM, csvRecord } from "../console/lead-export-csv";
import type { StaffScope } from "../console/staff-scope.server";
import {
  unsafeAllIncidents,
  type IncidentRow,
} from "./unsafe-privacy-incidents.server";

/**
 * The whole incident register as CSV, every field of every entry: what the Commission d'accès
 * à l'information may ask for (regulation s.7) and what PIPEDA's breach records must show.
 * Cells go through the console's CSV writer (lead-export-csv.ts), so text staff copied from
 * an attacker's message that starts with = + - @ never runs as a formula.
 */

export const INCIDENTS_CSV_HEADER = [
  "id",
  "personal information concerned",
  "circumstances",
  "when it happened",
  "discovered on",
  "persons concerned",
  "risk assessment",
  "risk of serious injury",
  "notices not sent yet, because",
  "commission notified on",
  "persons notified on",
  "public notice",
  "measures taken",
  "retain until",
  "recorded by",
  "recorded at",
  "updated at",
] as const;

function cellsOf(row: IncidentRow): (string | number)[] {
  return [
    row.id,
    row.personalInformation,
    row.circumstances,
    row.occurredOn,
    row.discoveredOn,
    row.personsAffected,
    row.riskAssessment,
    row.seriousRisk ? "yes" : "no",
    row.noticesPendingReason ?? "",
    row.commissionNotifiedOn ?? "",
    row.personsNotifiedOn ?? "",
    row.publicNotice ?? "",
    row.measures,
    row.retainUntil,
    row.createdByEmail,
    row.createdAt.toISOString(),
    row.updatedAt.toISOString(),
  ];
}

/** privacy-incidents-2026-11-27.csv: the day of the export (UTC). */
export function incidentsCsvFileName(now: Date = new Date()): string {
  return `privacy-incidents-${now.toISOString().slice(0, 10)}.csv`;
}

/** The register as CSV text, the export recorded in the audit log (who, how many entries). */
export async function incidentsCsv(scope: StaffScope): Promise<string> {
  const rows = await unsafeAllIncidents(scope);
  await recordAudit(scope.db, scope.actor, {
    action: "privacy_incident.export",
    entityType: "privacy_incident",
    entityId: null,
    summary: `Exported the incident register (${rows.length} ${rows.length === 1 ? "entry" : "entries"}) as CSV`,
    details: { rows: rows.length },
  });
  return (
    CSV_BOM +
    csvRecord(INCIDENTS_CSV_HEADER) +
    rows.map((row) => csvRecord(cellsOf(row))).join("")
  );
}
